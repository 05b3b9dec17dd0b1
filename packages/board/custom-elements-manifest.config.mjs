// The custom elements manifest: dist/ paths, and VS Code's and JetBrains' data made from it.
import { manifestPlugins } from '../../tooling/cem-plugins.mjs';

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  plugins: manifestPlugins(),
};
