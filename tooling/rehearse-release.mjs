// A release rehearsed against a registry, on a throwaway copy of the workspace: the release's
// inputs copied to a temp folder (the root's manifests, .changeset/, every workspace member's
// package.json, the published packages with what their `files` field ships, their built dist/
// included, the tooling's scripts the release runs, the root's tools linked), versioned as a
// snapshot by the workspace's own Changesets, published with pnpm (which rewrites `workspace:`
// ranges), and read back from the registry. The real packages, their manifests and changelogs
// are never touched.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registryFetch, scopeNpmrc } from './registry.mjs';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHANGESET = join(repository, 'node_modules', '.bin', 'changeset');
/** The member whose scripts the release runs (prepack's check, the changelog, the format). */
const TOOLING = 'tooling';
const DEPENDENCY_FIELDS = [
  'dependencies',
  'devDependencies',
  'peerDependencies',
  'optionalDependencies',
];
/**
 * What lets a CI job publish elsewhere or as someone (tokens, the identity behind trusted
 * publishing and provenance): left out of the publish's environment.
 */
const IDENTITY_VARIABLES = [
  'ACTIONS_ID_TOKEN_REQUEST_URL',
  'ACTIONS_ID_TOKEN_REQUEST_TOKEN',
  'SIGSTORE_ID_TOKEN',
  'NPM_ID_TOKEN',
  'NPM_TOKEN',
  'NODE_AUTH_TOKEN',
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeJson = (file, value) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Runs a command in `cwd`; returns its output, or throws with the output's end. */
function run(cwd, cmd, args, env = process.env) {
  const result = spawnSync(cmd, args, { cwd, env, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
  if (result.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} failed (in ${cwd}):\n${output.slice(-4000)}`);
  }
  return output;
}

/** The members of the workspace at `root`, as folders in it (pnpm-workspace.yaml's `packages`). */
function workspaceMembers(root) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = /^packages:\n((?:[ \t]+[-#].*\n?)+)/m.exec(yaml);
  if (!block) throw new Error('pnpm-workspace.yaml has no `packages:` list.');
  const globs = [...block[1].matchAll(/^[ \t]+-\s*['"]?([^'"\n#]+?)['"]?\s*$/gm)].map((m) => m[1]);
  return globs.flatMap((glob) => {
    if (!glob.includes('*')) return existsSync(join(root, glob, 'package.json')) ? [glob] : [];
    if (!glob.endsWith('/*') || glob.slice(0, -2).includes('*')) {
      throw new Error(
        `pnpm-workspace.yaml: "${glob}" is not a folder or folder/*, which is all the rehearsal reads.`,
      );
    }
    const parent = glob.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(root, parent, e.name, 'package.json')))
      .map((e) => `${parent}/${e.name}`);
  });
}

/** Copies one published package: its manifest and what its `files` field names, times kept. */
function copyPackage(from, to) {
  mkdirSync(to, { recursive: true });
  const pkg = readJson(join(from, 'package.json'));
  const named = (pkg.files ?? []).filter((entry) => !entry.startsWith('!'));
  const globbed = named.filter((entry) => /[*?{[]/.test(entry));
  if (globbed.length) {
    throw new Error(
      `${pkg.name}: the rehearsal copies plain paths from "files", not ${globbed.join(', ')}.`,
    );
  }
  // Everything named is copied whole: the `!` patterns are pnpm's to apply as it packs.
  for (const entry of ['package.json', ...named]) {
    const path = join(from, entry);
    if (!existsSync(path)) continue;
    cpSync(path, join(to, entry), { recursive: true, preserveTimestamps: true });
  }
}

/**
 * Links each `workspace:` dependency of the package in `dir` into its node_modules, as
 * `pnpm install` would: pnpm reads the linked package's version to rewrite the range.
 */
function linkWorkspaceDependencies(copy, dir, folders) {
  const pkg = readJson(join(copy, dir, 'package.json'));
  for (const field of DEPENDENCY_FIELDS) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (!String(range).startsWith('workspace:')) continue;
      if (!folders.has(name)) {
        throw new Error(`${pkg.name} depends on ${name}, which is not in the workspace.`);
      }
      const link = join(copy, dir, 'node_modules', name);
      if (existsSync(link)) continue;
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(relative(dirname(link), join(copy, folders.get(name))), link, 'dir');
    }
  }
}

/**
 * The throwaway workspace: every member's package.json (Changesets reads them all), the
 * published ones whole, the tooling files they need; returns the folder and the published
 * members' folders.
 */
function copyWorkspace(root) {
  const copy = mkdtempSync(join(tmpdir(), 'galaxies-release-'));
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset']) {
    cpSync(join(root, file), join(copy, file), { recursive: true });
  }
  const folders = new Map();
  const published = [];
  for (const dir of workspaceMembers(root)) {
    const pkg = readJson(join(root, dir, 'package.json'));
    folders.set(pkg.name, dir);
    if (!pkg.private) {
      copyPackage(join(root, dir), join(copy, dir));
      published.push(dir);
    } else {
      mkdirSync(join(copy, dir), { recursive: true });
      const files = readdirSync(join(root, dir), { withFileTypes: true })
        .filter((e) => e.isFile() && (dir === TOOLING || e.name === 'package.json'))
        .map((e) => e.name);
      for (const file of files) cpSync(join(root, dir, file), join(copy, dir, file));
    }
  }
  for (const dir of published) linkWorkspaceDependencies(copy, dir, folders);
  linkRootTools(root, copy);
  return { copy, published };
}

/**
 * The root's own tools (Changesets, Prettier…: its node_modules' packages) linked into the
 * copy's node_modules, where the changelog module and Changesets look for them.
 */
function linkRootTools(root, copy) {
  const from = join(root, 'node_modules');
  if (!existsSync(from)) return;
  const names = readdirSync(from)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(from, name)).map((sub) => `${name}/${sub}`) : [name],
    );
  for (const name of names) {
    const link = join(copy, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(realpathSync(join(from, name)), link, 'dir');
  }
}

/**
 * `changeset version --snapshot <tag>` in the copy; returns each published package's version (a
 * package with no changeset keeps the one it has, which the empty registry takes as well). A
 * snapshot is refused in pre mode, so the copy leaves it.
 */
function snapshotVersions(copy, published, tag) {
  if (!existsSync(CHANGESET)) {
    throw new Error(
      `No Changesets CLI at ${CHANGESET}. Run \`pnpm install\` at the repository's root.`,
    );
  }
  rmSync(join(copy, '.changeset', 'pre.json'), { force: true });
  run(copy, CHANGESET, ['version', '--snapshot', tag]);
  const versions = {};
  for (const dir of published) {
    const { name, version } = readJson(join(copy, dir, 'package.json'));
    versions[name] = version;
  }
  return versions;
}

/**
 * Sets `publishConfig.provenance` to `value` in each published copy that has it (in every one,
 * with `all`). Provenance needs a CI's identity token, which a rehearsal has not, and pnpm has no
 * `--no-provenance`: the copies say false.
 */
function setProvenance(copy, published, value, { all = false } = {}) {
  for (const dir of published) {
    const file = join(copy, dir, 'package.json');
    const pkg = readJson(file);
    if (!all && pkg.publishConfig?.provenance === undefined) continue;
    writeJson(file, { ...pkg, publishConfig: { ...pkg.publishConfig, provenance: value } });
  }
}

/**
 * `pnpm publish -r` to the registry alone: its address and token in the copy's .npmrc (the
 * workspace's, which wins over the user's), no git checks (the copy is no repository), no token
 * or identity for anywhere else in its environment, provenance off.
 */
function publish(copy, registry) {
  const npmrc = join(copy, '.npmrc');
  writeFileSync(npmrc, scopeNpmrc(registry, { publish: true }));
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !IDENTITY_VARIABLES.includes(name) && name.toLowerCase() !== 'npm_config_provenance',
    ),
  );
  env.npm_config_provenance = 'false';
  run(copy, 'pnpm', ['publish', '-r', '--registry', registry.url, '--no-git-checks'], env);
}

/** Each version as the registry serves it: `{ name: { version, tarball } }`. */
async function readBack(registry, versions) {
  const packages = {};
  for (const [name, version] of Object.entries(versions)) {
    const response = await registryFetch(`${registry.url}${name.replace('/', '%2f')}`);
    const doc = response.ok ? await response.json() : {};
    const tarball = doc.versions?.[version]?.dist?.tarball;
    if (!tarball) {
      throw new Error(
        `The registry does not serve ${name}@${version} (${response.status}) after publishing it.`,
      );
    }
    packages[name] = { version, tarball };
  }
  return packages;
}

/**
 * Rehearses the release against `registry` (tooling/registry.mjs): resolves with what it
 * published, `{ name: { version, tarball } }`. `root` is the workspace (this repository's by
 * default). `provenance` first adds `publishConfig.provenance: true` to every published copy, as
 * the release's manifests ask for it, to prove that the rehearsal still publishes without.
 */
export async function rehearseRelease(
  registry,
  { root = repository, tag = 'rehearsal', provenance = false } = {},
) {
  const { copy, published } = copyWorkspace(root);
  try {
    const versions = snapshotVersions(copy, published, tag);
    if (provenance) setProvenance(copy, published, true, { all: true });
    setProvenance(copy, published, false);
    publish(copy, registry);
    return await readBack(registry, versions);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
