// The custom elements manifest: dist/ paths, attribute unions, the editors' data and the
// framework types (src/generated/, copied to dist/generated/ by the build) made from it.
import { manifestPlugins, tsModules } from '../../tooling/cem-plugins.mjs';

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/generated/**'],
  litelement: true,
  overrideModuleCreation: tsModules,
  plugins: manifestPlugins(process.cwd(), { frameworks: 'src/generated' }),
};
