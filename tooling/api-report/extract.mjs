// API Extractor's report (`<entry>.api.md`) for every entry point of one package, from its built
// .d.ts files. The configuration is made here, one per entry (no api-extractor.json files), and
// every entry of a package shares one TypeScript program (CompilerState): one type analysis each.
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';
import { augmentationsSection } from './augmentations.mjs';

/**
 * Which messages reach the report. Release tags, doc comments and TSDoc syntax are housekeeping,
 * not the API's shape: silenced. An unexported type reached from an exported signature
 * (ae-forgotten-export) is a line in the report, where a review sees it; so are the release-tag
 * mistakes that only arise once someone writes `@internal` or `@beta`.
 */
const MESSAGES = {
  compilerMessageReporting: { default: { logLevel: 'warning' } },
  extractorMessageReporting: {
    default: { logLevel: 'none' },
    'ae-forgotten-export': { logLevel: 'warning', addToApiReportFile: true },
    'ae-incompatible-release-tags': { logLevel: 'warning', addToApiReportFile: true },
    'ae-internal-missing-underscore': { logLevel: 'warning', addToApiReportFile: true },
    'ae-internal-mixed-release-tag': { logLevel: 'warning', addToApiReportFile: true },
    'ae-wrong-input-file-type': { logLevel: 'error' },
  },
  tsdocMessageReporting: { default: { logLevel: 'none' } },
};

/** One entry's configuration object: report only, written to `folder`. */
function configObject(packageDir, tsconfig, entry, entryFiles, folder) {
  return {
    projectFolder: packageDir,
    mainEntryPointFilePath: join(packageDir, entry.types),
    bundledPackages: [],
    newlineKind: 'lf',
    enumMemberOrder: 'by-name',
    compiler: {
      // The package's own compiler options, over the built entry points alone (not src/).
      overrideTsconfig: { extends: `./${tsconfig}`, include: [], files: entryFiles },
    },
    // The report is compared by the caller: written and "expected" in the same scratch folder.
    apiReport: {
      enabled: true,
      reportFileName: entry.report,
      reportFolder: folder,
      reportTempFolder: folder,
      includeForgottenExports: false,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: MESSAGES,
  };
}

/** `@galaxies/board` for `.`, `@galaxies/board/react` for `./react`, and the aliases. */
function title(packageName, entry) {
  const full = (subpath) => `"${packageName}${subpath.slice(1)}"`;
  const also = entry.aliases.map(full).join(', ');
  return `## API Report File for ${full(entry.subpath)}${also ? ` (also ${also})` : ''}`;
}

/** A message worth printing, with its file relative to the package. */
function describe(message, packageDir) {
  const where = message.sourceFilePath
    ? `${relative(packageDir, message.sourceFilePath)}:${message.sourceFileLine ?? 0}: `
    : '';
  return `${where}(${message.messageId}) ${message.text}`;
}

/**
 * The reports of the package in `packageDir` for `entries` (entries.mjs), as a Map from file
 * name (`board-react.api.md`) to text. Throws when API Extractor reports an error; its warnings
 * (a compiler message, say) are printed.
 */
export function extractReports(
  packageDir,
  pkg,
  entries,
  { tsconfig = 'tsconfig.build.json' } = {},
) {
  const dir = realpathSync(packageDir);
  const entryFiles = entries.map((entry) => join(dir, entry.types));
  const folder = mkdtempSync(join(tmpdir(), 'api-report-'));
  const reports = new Map();
  const warnings = [];
  const errors = [];
  try {
    let compilerState;
    for (const entry of entries) {
      const config = ExtractorConfig.prepare({
        configObject: configObject(dir, tsconfig, entry, entryFiles, folder),
        configObjectFullPath: undefined,
        packageJsonFullPath: join(dir, 'package.json'),
        packageJson: pkg,
      });
      compilerState ??= CompilerState.create(config, { additionalEntryPoints: entryFiles });
      Extractor.invoke(config, {
        compilerState,
        localBuild: true,
        messageCallback(message) {
          message.handled = true;
          if (message.logLevel === 'error') errors.push(describe(message, dir));
          else if (message.logLevel === 'warning') warnings.push(describe(message, dir));
        },
      });
      const file = `${entry.report}.api.md`;
      const text = readFileSync(join(folder, file), 'utf8').replace(
        /^## .*$/m,
        title(pkg.name, entry),
      );
      const extra = augmentationsSection(
        compilerState.program,
        dir.split(sep).join('/'),
        join(dir, entry.types),
      );
      reports.set(file, extra ? `${text}\n${extra}` : text);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  for (const line of [...new Set(warnings)]) console.warn(`api-report: ${pkg.name}: ${line}`);
  if (errors.length > 0) {
    throw new Error(
      `API Extractor failed on ${pkg.name}:\n${[...new Set(errors)].map((e) => `  ${e}`).join('\n')}`,
    );
  }
  return reports;
}
