// The rule of the words' folders: every ja/<topic>.ts has its en/<topic>.ts twin (the English,
// whose types give the Japanese its shape), and a Japanese module takes nothing but types from
// the English, so its chunk never needs the English one's code. A value both languages use has
// a module of its own (as the engine's `joins` for Hint's words). Tests may import the English
// (ja.test.ts reads the Japanese moves through en/play.ts's announceMove).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const here = (folder: string) => fileURLToPath(new URL(`./${folder}/`, import.meta.url));
const topics = (folder: string) =>
  readdirSync(here(folder))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => name.replace(/\.ts$/, ''));

/** What a module takes from the English words as values (imports, re-exports, dynamic imports). */
function englishValues(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const english = (node: ts.Node | undefined) =>
    !!node && ts.isStringLiteral(node) && /^\.\.\/en\//.test(node.text);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && english(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!bindings &&
            ts.isNamedImports(bindings) &&
            bindings.elements.every((e) => e.isTypeOnly)));
      if (!typesOnly) found.push(node.getText(source));
    } else if (ts.isExportDeclaration(node) && english(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.getText(source));
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      english(node.arguments[0])
    ) {
      found.push(node.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the words’ twins', () => {
  it('has an English module for every Japanese one', () => {
    const en = new Set(topics('en'));
    expect(topics('ja').filter((topic) => !en.has(topic))).toEqual([]);
  });

  it('takes only types from the English into the Japanese', () => {
    for (const topic of topics('ja')) {
      expect(englishValues(`${here('ja')}${topic}.ts`), `ja/${topic}.ts`).toEqual([]);
    }
  });
});
