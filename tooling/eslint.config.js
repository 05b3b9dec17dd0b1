// Lint for the tooling folder itself.
export { default } from './eslint.config.mjs';
