// The custom elements manifest: dist/ paths, attribute unions, the editors' data and the
// framework types (src/generated/, copied to dist/generated/ by the build) made from it.
import { manifestPlugins, tsModules } from '../../tooling/cem-plugins.mjs';

export default {
  globs: ['src/**/*.ts'],
  // src/ssr/ registers the same tags with the classes that hydrate: one tag, one entry.
  exclude: ['src/**/*.test.ts', 'src/generated/**', 'src/ssr/**'],
  litelement: true,
  overrideModuleCreation: tsModules,
  plugins: manifestPlugins(process.cwd(), { frameworks: 'src/generated' }),
};
