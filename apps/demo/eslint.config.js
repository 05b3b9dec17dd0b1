// Lint: the workspace's shared rules, and the seam between the site's two halves: the front end
// (src/) shares with the server only what shared/ holds (days, sizes, puzzle keys, the policy,
// the wire shapes, the templates the server draws and the site's words), never the server's own
// modules.
import shared, { forbidImports } from '@galaxies/tooling/eslint';

const serverOnly = forbidImports(
  ['**/server', '**/server/**'],
  'The front end shares with the server only through shared/: move what both need there.',
);

export default [...shared, { ...serverOnly, files: ['src/**/*.ts'] }];
