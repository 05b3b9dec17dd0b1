// The custom elements manifest: dist/ paths, attribute unions, and the editors' data made from it.
import { manifestPlugins, tsModules } from '../../tooling/cem-plugins.mjs';

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts'],
  litelement: true,
  overrideModuleCreation: tsModules,
  plugins: manifestPlugins(),
};
