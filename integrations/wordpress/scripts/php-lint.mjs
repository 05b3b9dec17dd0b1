// `php -l` of every PHP file of the plugin and of the tests' must-use plugins, on the oldest PHP
// the plugin claims and on the newest WordPress 6.5 supports, through PHP built as WebAssembly
// (@php-wasm/node, Playground's own): no PHP needs installing. One PHP per file, as `php -l`
// reads only its first file and a PHP runs its command line once.
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeFsMountHandler, loadNodeRuntime } from '@php-wasm/node';
import { PHP } from '@php-wasm/universal';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const VERSIONS = ['7.4', '8.3'];
const FOLDERS = ['galaxies', join('e2e', 'mu-plugins')];

/** Every .php file under `dir`, relative to the package. */
function phpFiles(dir) {
  return readdirSync(join(here, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return phpFiles(path);
    return entry.name.endsWith('.php') ? [path] : [];
  });
}

/** `php -l` of `file` (relative to the package) on PHP `version`: its exit code and output. */
async function lint(version, file) {
  const php = new PHP(await loadNodeRuntime(version, { emscriptenOptions: { processId: 1 } }));
  try {
    await php.mount('/package', createNodeFsMountHandler(here));
    const run = await php.cli(['php', '-l', `/package/${file.split('\\').join('/')}`]);
    const [code, out, err] = await Promise.all([run.exitCode, run.stdoutText, run.stderrText]);
    return { code, output: `${out}${err}`.trim() };
  } finally {
    php.exit();
  }
}

const files = FOLDERS.flatMap(phpFiles).sort();
let failed = 0;
for (const version of VERSIONS) {
  for (const file of files) {
    const { code, output } = await lint(version, file);
    if (code !== 0) {
      failed++;
      console.error(`PHP ${version}: ${relative('.', join(here, file))}\n${output}`);
    }
  }
}
if (failed) {
  console.error(`php -l: ${failed} of ${files.length * VERSIONS.length} checks failed.`);
  process.exit(1);
}
console.log(`php -l: ${files.length} files parse on PHP ${VERSIONS.join(' and ')}.`);
