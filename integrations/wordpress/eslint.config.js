// Lint: the workspace's shared rules over the build and test scripts and the block's editor
// script; not the board's file that the build copies into galaxies/assets/.
import shared from '@galaxies/tooling/eslint';

export default [...shared, { ignores: ['galaxies/assets/**'] }];
