// Storybook: collects the stories that live beside each package, plus this app's docs pages and
// the stories of the live pieces those pages embed.
import type { StorybookConfig } from '@storybook/web-components-vite';
import type { Plugin } from 'vite';

/**
 * A package's `sideEffects` list speaks for its published files. Story helpers beside it (a demo
 * board that registers its own tag) are not published, so the static build must keep their
 * registrations rather than drop them as the list would have it.
 */
const storiesKeepSideEffects: Plugin = {
  name: 'galaxies:stories-keep-side-effects',
  transform(code, id) {
    if (/\/packages\/[^/]+\/stories\//.test(id)) return { code, moduleSideEffects: true };
    return null;
  },
};

const config: StorybookConfig = {
  stories: [
    '../docs/**/*.mdx',
    '../docs/**/*.stories.ts',
    '../../../packages/*/stories/**/*.stories.ts',
  ],
  framework: { name: '@storybook/web-components-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), storiesKeepSideEffects] }),
};
export default config;
