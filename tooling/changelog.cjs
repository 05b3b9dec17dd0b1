// Release notes in the sections users read: Added, Changed, Deprecated, Removed, Fixed, Security.
//
// Changesets writes `### Major Changes`, `### Minor Changes` and `### Patch Changes` itself
// (@changesets/apply-release-plan's getChangelogEntry); a changelog module only gives the lines
// under them. So this module does two things:
//
// 1. As the changelog module named in .changeset/config.json, it turns each changeset's summary
//    into one bullet per entry, each starting with its section: `- Added: …`. A summary's
//    paragraph that starts with `Added:`, `Changed:`, `Deprecated:`, `Removed:`, `Fixed:` or
//    `Security:` starts an entry of that section; untagged paragraphs continue the entry before
//    them, and a summary with no tag at all goes by its bump (major Changed, minor Added, patch
//    Fixed). `Note:` starts a paragraph shown above the sections, without a bullet.
// 2. Once `changeset version` has written every file and is about to end normally (Node's
//    `beforeExit`, which a failed run never reaches), it regroups the newest section of each
//    workspace CHANGELOG.md that still has the bump headings: each bullet goes under its own
//    section, in the order changesets wrote them, and the file is formatted with the workspace's
//    Prettier, paragraphs wrapped at its print width. Sections already grouped are left alone.
//
// So plain `changeset version` (and `changeset version --snapshot`) writes grouped notes. Keep
// `commit: false` in the config: with it on, changesets would commit before the regrouping.
// `node tooling/changelog.cjs` regroups by hand any newest section still in bump headings.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- changesets require()s this module */

const fs = require('node:fs');
const path = require('node:path');

/** The sections, in the order a version's notes show them (Keep a Changelog's). */
const SECTIONS = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];
const NOTE = 'Note';
const TAG = new RegExp(`^(${[NOTE, ...SECTIONS].join('|')}):[ \\t]+`);
/** The section of an untagged summary, by its bump. */
const BY_BUMP = { major: 'Changed', minor: 'Added', patch: 'Fixed' };
const BUMP_HEADING = /^### (Major|Minor|Patch) Changes\s*$/;
const VERSION_HEADING = /^## /;
const FENCE = /^\s*(```|~~~)/;

/**
 * A summary's entries: `{ tag, lines }`, split where a paragraph starts with a tag (never inside
 * a fenced code block). Text before the first tag is an entry of `fallback`.
 */
function entriesOf(summary, fallback) {
  const entries = [];
  let current = null;
  let fenced = false;
  let paragraphStart = true;
  for (const line of summary.replace(/\r\n?/g, '\n').split('\n')) {
    const match = !fenced && paragraphStart ? TAG.exec(line) : null;
    if (match) {
      current = { tag: match[1], lines: [line.slice(match[0].length)] };
      entries.push(current);
    } else {
      if (!current) {
        current = { tag: fallback, lines: [] };
        entries.push(current);
      }
      current.lines.push(line.trimEnd());
    }
    if (FENCE.test(line)) fenced = !fenced;
    paragraphStart = !fenced && line.trim() === '';
  }
  return entries
    .map((entry) => ({ tag: entry.tag, lines: trimBlank(entry.lines) }))
    .filter((entry) => entry.lines.length > 0);
}

function trimBlank(lines) {
  let from = 0;
  let to = lines.length;
  while (from < to && lines[from].trim() === '') from++;
  while (to > from && lines[to - 1].trim() === '') to--;
  return lines.slice(from, to);
}

/** One markdown bullet: the first line after `- `, the rest indented under it. */
function bullet(lines, tag) {
  const [first, ...rest] = lines;
  const head = `- ${tag ? `${tag}: ` : ''}${first}`;
  return [head, ...rest.map((line) => (line === '' ? '' : `  ${line}`))].join('\n');
}

let armed = false;

/** Regroups the files changesets writes once it is done with them (see the header). */
function regroupWhenDone() {
  if (armed) return;
  armed = true;
  const cwd = process.cwd();
  process.once('beforeExit', () => {
    regroupWorkspace(cwd).catch((error) => {
      console.error(`tooling/changelog.cjs: could not regroup the changelogs: ${error.stack}`);
      process.exitCode = 1;
    });
  });
}

async function getReleaseLine(changeset, type) {
  regroupWhenDone();
  return entriesOf(changeset.summary, BY_BUMP[type] ?? 'Changed')
    .map((entry) => bullet(entry.lines, entry.tag))
    .join('\n');
}

async function getDependencyReleaseLine(_changesets, dependenciesUpdated) {
  regroupWhenDone();
  if (dependenciesUpdated.length === 0) return '';
  const names = dependenciesUpdated.map((d) => `\`${d.name}\` ${d.newVersion}`);
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return bullet([`Depends on ${list}.`], 'Changed');
}

/**
 * `text` (a CHANGELOG.md) with its newest version's section regrouped by section, or null when
 * that section has no bump headings (already grouped, or no version yet).
 */
function regroup(text) {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => VERSION_HEADING.test(line));
  if (start < 0) return null;
  let end = lines.findIndex((line, i) => i > start && VERSION_HEADING.test(line));
  if (end < 0) end = lines.length;
  const body = lines.slice(start + 1, end);
  if (!body.some((line) => BUMP_HEADING.test(line))) return null;

  const items = [];
  let bump = null;
  let item = null;
  for (const line of body) {
    const heading = BUMP_HEADING.exec(line);
    if (heading) {
      bump = heading[1].toLowerCase();
      item = null;
    } else if (line.startsWith('- ') && bump) {
      item = { bump, lines: [line.slice(2)] };
      items.push(item);
    } else if (item) {
      item.lines.push(line.startsWith('  ') ? line.slice(2) : line);
    }
  }

  const notes = [];
  const sections = new Map(SECTIONS.map((name) => [name, []]));
  for (const { bump: from, lines: itemLines } of items) {
    const kept = trimBlank(itemLines);
    if (kept.length === 0) continue;
    const match = TAG.exec(kept[0]);
    const tag = match ? match[1] : BY_BUMP[from];
    const entry = [match ? kept[0].slice(match[0].length) : kept[0], ...kept.slice(1)];
    if (tag === NOTE) notes.push(entry.join('\n'));
    else sections.get(tag).push(entry);
  }

  const out = [lines[start], ''];
  for (const note of notes) out.push(note, '');
  for (const [name, entries] of sections) {
    if (entries.length === 0) continue;
    const loose = entries.some((entry) => entry.includes(''));
    out.push(
      `### ${name}`,
      '',
      entries.map((entry) => bullet(entry)).join(loose ? '\n\n' : '\n'),
      '',
    );
  }
  const after = lines.slice(end);
  return [...lines.slice(0, start), ...out, ...after].join('\n').replace(/\n{3,}/g, '\n\n');
}

/** A module changesets depends on, found where changesets finds it. */
function besideChangesets(id, cwd) {
  const cli = require.resolve('@changesets/cli/package.json', { paths: [cwd, __dirname] });
  return require(require.resolve(id, { paths: [fs.realpathSync(path.dirname(cli))] }));
}

/** Regroups every workspace CHANGELOG.md whose newest section needs it; returns their paths. */
async function regroupWorkspace(cwd) {
  const { getPackages } = besideChangesets('@manypkg/get-packages', cwd);
  const { root, packages } = await getPackages(cwd);
  const prettier = formatter(root.dir);
  const done = [];
  for (const pkg of [root, ...packages]) {
    const file = path.join(pkg.dir, 'CHANGELOG.md');
    if (!fs.existsSync(file)) continue;
    const grouped = regroup(fs.readFileSync(file, 'utf8'));
    if (grouped === null) continue;
    fs.writeFileSync(file, await format(prettier, file, grouped));
    done.push(path.relative(root.dir, file));
  }
  if (done.length > 0) {
    console.log(`🦋  Release notes grouped by section in ${done.join(', ')}`);
  }
  return done;
}

/** The workspace's Prettier, as changesets uses it (none: the text is written as it is). */
function formatter(rootDir) {
  try {
    return require(require.resolve('prettier', { paths: [rootDir] }));
  } catch {
    return null;
  }
}

/**
 * `text` formatted with the workspace's Prettier options for `file`, its paragraphs wrapped at
 * the print width: a bullet indents a summary's lines, so they are wrapped again to fit.
 */
async function format(prettier, file, text) {
  if (!prettier) return text;
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, {
    ...options,
    proseWrap: 'always',
    filepath: file,
    parser: 'markdown',
  });
}

module.exports = {
  default: { getReleaseLine, getDependencyReleaseLine },
  getReleaseLine,
  getDependencyReleaseLine,
  entriesOf,
  regroup,
  regroupWorkspace,
};

if (require.main === module) {
  regroupWorkspace(process.cwd()).then(
    (done) => {
      if (done.length === 0) console.log('No changelog had a section to group.');
    },
    (error) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
