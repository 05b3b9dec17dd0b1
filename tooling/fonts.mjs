// The test fonts: every Chromium the checks launch (Vitest browser mode, Storybook's story
// tests, Playwright, the benches) draws its text with fonts the project brings, whatever the
// machine has installed, so screenshots and layouts are the same on any Linux. The fonts come
// from npm (Fontsource's Noto packages, dev dependencies of this folder), are unpacked once
// from WOFF into plain font files (Chromium reads no WOFF from the system's fonts), and a
// fontconfig file of the project's lists them alone, with the generic families (sans-serif,
// serif, monospace, system-ui) mapped onto them and Japanese on Noto Sans JP. Chromium is given
// that file by the one launcher (chromium.mjs). The product ships no font: a page's own fonts
// reach the board as before.
import { createRequire } from 'node:module';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fontOfWoff } from './woff.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The families, the package each comes from, and which of its files are taken: the subsets the
 * pages' words need (Latin for every page, every slice of Japanese) in the weights the styles
 * use (400, 600 and 700; a weight a family lacks is drawn with its nearest).
 */
export const FAMILIES = [
  {
    name: 'Noto Sans',
    pkg: '@fontsource/noto-sans',
    files: /-latin(-ext)?-(400|600|700)-normal\.woff$/,
  },
  {
    name: 'Noto Serif',
    pkg: '@fontsource/noto-serif',
    files: /-latin(-ext)?-(400|700)-normal\.woff$/,
  },
  {
    name: 'Noto Sans Mono',
    pkg: '@fontsource/noto-sans-mono',
    files: /-latin(-ext)?-(400|700)-normal\.woff$/,
  },
  {
    name: 'Noto Sans JP',
    pkg: '@fontsource/noto-sans-jp',
    files: /-jp-(\d+|japanese)-(400|700)-normal\.woff$/,
  },
];

/** Which of our families each generic family (and the named ones the styles ask for) becomes. */
const GENERIC = {
  'sans-serif': ['Noto Sans', 'Noto Sans JP'],
  'system-ui': ['Noto Sans', 'Noto Sans JP'],
  serif: ['Noto Serif', 'Noto Sans JP'],
  monospace: ['Noto Sans Mono', 'Noto Sans JP'],
};

/** The folder the unpacked fonts, the fontconfig file and fontconfig's cache are kept in. */
export const FONTS_DIR = join(here, '..', 'node_modules', '.cache', 'galaxies-fonts');

function version(pkg) {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
}

/** What the fonts were made from: a change of package version or of choice makes them anew. */
function stamp() {
  return FAMILIES.map((f) => `${f.pkg}@${version(f.pkg)} ${f.files.source}`).join('\n');
}

/** The fontconfig file: our fonts alone, the families mapped, text drawn the same everywhere. */
export function fontconfig(fontsDir) {
  const alias = (generic, families) =>
    `  <alias binding="same"><family>${generic}</family><prefer>${families
      .map((f) => `<family>${f}</family>`)
      .join('')}</prefer></alias>`;
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Made by tooling/fonts.mjs: the test fonts and nothing of the machine's. -->
<fontconfig>
  <dir>${join(fontsDir, 'files')}</dir>
  <cachedir>${join(fontsDir, 'cache')}</cachedir>
${Object.entries(GENERIC)
  .map(([generic, families]) => alias(generic, families))
  .join('\n')}
  <!-- Grey antialiasing with slight hinting, whatever the machine's own settings say. -->
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`;
}

/** Unpacks every chosen font into `dir`/files; returns how many. */
function unpack(dir) {
  mkdirSync(join(dir, 'files'), { recursive: true });
  let made = 0;
  for (const family of FAMILIES) {
    const files = join(dirname(require.resolve(`${family.pkg}/package.json`)), 'files');
    for (const name of readdirSync(files).filter((n) => family.files.test(n))) {
      const font = fontOfWoff(readFileSync(join(files, name)));
      writeFileSync(join(dir, 'files', name.replace(/\.woff$/, '.ttf')), font);
      made++;
    }
  }
  return made;
}

/**
 * The path of the project's fontconfig file, the fonts unpacked beside it the first time (or
 * when a font package changed). Several processes asking at once each unpack into a folder of
 * their own and the first to finish moves it into place; `npm test` asks once before any.
 */
export function testFonts() {
  const conf = join(FONTS_DIR, 'fonts.conf');
  const made = stamp();
  const fresh = () => existsSync(conf) && readFileSync(join(FONTS_DIR, 'stamp'), 'utf8') === made;
  if (fresh()) return conf;
  const parent = dirname(FONTS_DIR);
  mkdirSync(parent, { recursive: true });
  const work = join(parent, `galaxies-fonts-${process.pid}-${Date.now()}`);
  if (unpack(work) === 0) throw new Error('No test fonts found in the font packages.');
  writeFileSync(join(work, 'fonts.conf'), fontconfig(FONTS_DIR));
  writeFileSync(join(work, 'stamp'), made);
  // Another process may have finished first: its fonts are the same, and may be in use.
  if (!fresh()) {
    rmSync(FONTS_DIR, { recursive: true, force: true });
    try {
      renameSync(work, FONTS_DIR);
    } catch {
      // Put in place by another process between the two steps: the same fonts.
    }
  }
  rmSync(work, { recursive: true, force: true });
  return conf;
}
