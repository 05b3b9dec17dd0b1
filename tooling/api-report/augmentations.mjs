// What an entry point adds to other types when it loads: `declare global { … }` (a tag in
// HTMLElementTagNameMap, an event in GlobalEventHandlersEventMap) and `declare module 'x' { … }`
// (Vue's GlobalComponents, React's JSX). API Extractor's report leaves these out, as they are no
// export; this section lists them, from the entry's .d.ts and every .d.ts of the same package it
// reaches through imports, in the TypeScript program the report was made from.
import { createRequire } from 'node:module';
import { relative, sep } from 'node:path';

// The TypeScript that API Extractor's program was made with (its own dependency).
const ts = createRequire(createRequire(import.meta.url).resolve('@microsoft/api-extractor'))(
  'typescript',
);

/** The string literals a file imports from: imports, re-exports and `import('…')` types. */
function moduleSpecifiers(sourceFile) {
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      // `declare module 'vue'` names the module it augments: nothing to follow.
      if (node.body) ts.forEachChild(node.body, visit);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The package's own .d.ts files that `entryFile` loads, itself first, then sorted by path. */
function reachedFiles(program, packageDir, entryFile) {
  const checker = program.getTypeChecker();
  const inPackage = (fileName) =>
    fileName.startsWith(packageDir + '/') && !fileName.includes('/node_modules/');
  const start = program.getSourceFile(entryFile);
  if (!start) throw new Error(`${entryFile} is not in the TypeScript program.`);
  const seen = new Map([[start.fileName, start]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    const reached = [...file.referencedFiles.map((ref) => ref.fileName)];
    for (const literal of moduleSpecifiers(file)) {
      const declaration = checker.getSymbolAtLocation(literal)?.declarations?.[0];
      if (declaration && ts.isSourceFile(declaration)) reached.push(declaration.fileName);
    }
    for (const fileName of reached) {
      const next = program.getSourceFile(fileName);
      if (next && inPackage(next.fileName) && !seen.has(next.fileName)) {
        seen.set(next.fileName, next);
        queue.push(next);
      }
    }
  }
  const [first, ...rest] = [...seen.values()];
  return [first, ...rest.sort((a, b) => (a.fileName < b.fileName ? -1 : 1))];
}

/** A file's top-level `declare global` and `declare module '…'` blocks, as written. */
function augmentationsIn(sourceFile) {
  return sourceFile.statements
    .filter(
      (statement) =>
        ts.isModuleDeclaration(statement) &&
        (ts.isStringLiteral(statement.name) || statement.flags & ts.NodeFlags.GlobalAugmentation),
    )
    .map((statement) =>
      statement
        .getText(sourceFile)
        .split(/\r?\n/)
        .map((line) => line.trimEnd())
        .join('\n'),
    );
}

/**
 * The report's closing section for the entry `entryFile` (absolute), or '' when it adds nothing:
 * each block under a comment naming its file, relative to the package.
 */
export function augmentationsSection(program, packageDir, entryFile) {
  const blocks = [];
  for (const file of reachedFiles(program, packageDir, entryFile)) {
    const found = augmentationsIn(file);
    if (found.length === 0) continue;
    const name = relative(packageDir, file.fileName).split(sep).join('/');
    blocks.push(`// ${name}\n${found.join('\n\n')}`);
  }
  if (blocks.length === 0) return '';
  return [
    '## Augmentations',
    '',
    'What loading this entry point adds to global and other modules\u2019 types',
    '(`declare global`, `declare module`), which the report above leaves out.',
    '',
    '```ts',
    blocks.join('\n\n'),
    '```',
    '',
  ].join('\n');
}
