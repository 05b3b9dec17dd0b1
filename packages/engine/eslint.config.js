// Lint: the workspace's shared rules.
export { default } from '@galaxies/tooling/eslint';
