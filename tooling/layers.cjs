// The import check (`check:layers`, run by npm test), in two parts. No module in the repository
// may reach itself through its imports, type-only and dynamic imports counted too: a words table
// whose Japanese imported the loader back, or a part loaded on first use that imported its
// loader's module, was such a circle; each now has a seam of its own (see ARCHITECTURE.md). And
// the site (apps/demo) keeps its layers, bottom to top, as ARCHITECTURE.md draws them: shared/,
// then in the server words/ and config/, db/, limits/, the domain (players/, play/, rating/,
// race/), the HTTP edge (http/), the API, pages and frames (routes/, pages/, embed/), app.ts and
// main.ts, and beside them cli/ and bench/; the front end (src/) and the server never import
// each other. A rule's `from` and `to` are regular expressions on paths as the check is run,
// from tooling/ (`../apps/demo/…`), or from the repository's root (`apps/demo/…`).
const DEMO = '^(\\.\\./)?apps/demo/';
const SERVER = `${DEMO}server/`;
/** A test (`*.test.ts`): it may reach past its module's layer for its setting up. */
const TEST = '\\.test\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A module reaches itself through its imports: give the shared part a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'config-at-the-bottom',
      comment:
        "server/config/ (the settings, the clock, the secret, the data folder's files) imports " +
        'only config/ and shared/: every other layer reads it, so it reads none of them. Its ' +
        "tests are exempt (they start a server through test/'s helpers).",
      severity: 'error',
      from: { path: `${SERVER}config/`, pathNot: TEST },
      to: { path: DEMO, pathNot: `${DEMO}(server/config|shared)/` },
    },
    {
      name: 'db-below-the-rest',
      comment:
        'server/db/ (storage: the schema, migrations, queries, the counts) imports only db/, ' +
        'config/ and shared/: what a layer above stores in one transaction (a solve and its ' +
        'rating) lives in that layer, over the queries here. Its tests are exempt.',
      severity: 'error',
      from: { path: `${SERVER}db/`, pathNot: TEST },
      to: { path: DEMO, pathNot: `${DEMO}(server/(db|config)|shared)/` },
    },
    {
      name: 'domain-below-the-edge',
      comment:
        'The domain (server/play/, players/, rating/) and what it stands on (limits/, words/) ' +
        'never import the HTTP edge or anything over it: not http/, routes/, pages/, embed/, ' +
        "app.ts or main.ts, cli/ or bench/, nor the tests' helpers (test/). A refusal is an " +
        'ApiError (words/api-error.ts), answered by http/. Tests are exempt (a words test asks ' +
        'http/ which language a request gets).',
      severity: 'error',
      from: { path: `${SERVER}(play|players|rating|limits|words)/`, pathNot: TEST },
      to: { path: `${SERVER}((routes|pages|embed|http|cli|bench|test)/|(app|main)\\.ts$)` },
    },
    {
      name: 'race-beside-the-domain',
      comment:
        'server/race/ (rooms and sockets) stands on db/, play/, players/, config/, words/ and ' +
        'shared/ alone: never the HTTP edge or over it (routes/races.ts opens its rooms), nor ' +
        'rating/ or limits/. Its tests are exempt.',
      severity: 'error',
      from: { path: `${SERVER}race/`, pathNot: TEST },
      to: {
        path: DEMO,
        pathNot: `${DEMO}(server/(race|db|play|players|config|words)|shared)/`,
      },
    },
    {
      name: 'routes-at-the-top',
      comment:
        'server/routes/ (the API) is imported by app.ts alone, and by itself: a page or a frame ' +
        'that needs what a route works out takes it from where the route does (play/, http/), ' +
        'not from the route. Tests are exempt.',
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}(routes/|app\\.ts$)|${TEST}` },
      to: { path: `${SERVER}routes/` },
    },
    {
      name: 'cli-and-bench-apart',
      comment:
        "server/cli/ (the operator's commands) and bench/ (the benchmarks) sit beside main.ts: " +
        'they import the server, nothing in the server imports them.',
      severity: 'error',
      from: { path: SERVER, pathNot: `${SERVER}(cli|bench)/` },
      to: { path: `${SERVER}(cli|bench)/` },
    },
    {
      name: 'server-not-front-end',
      comment:
        'The server (apps/demo/server/) imports nothing from the front end (src/): what both ' +
        'draw or say lives in a module both own. Tests too.',
      severity: 'error',
      from: { path: SERVER },
      to: { path: `${DEMO}src/` },
    },
    {
      name: 'front-end-not-server',
      comment:
        'The front end (apps/demo/src/) imports nothing from the server: what both need is in ' +
        'shared/. Tests too.',
      severity: 'error',
      from: { path: `${DEMO}src/` },
      to: { path: `${DEMO}server/` },
    },
    {
      name: 'shared-alone',
      comment: "apps/demo/shared/ is what the browser and the server share: it imports neither's.",
      severity: 'error',
      from: { path: `${DEMO}shared/` },
      to: { path: `${DEMO}(server|src)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|\\.turbo|storybook-static|test-results|/generated/)' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.mts'] },
  },
};
