// Storybook: collects the stories that live beside each package, plus this app's docs pages.
import type { StorybookConfig } from '@storybook/web-components-vite';

const config: StorybookConfig = {
  stories: ['../docs/**/*.mdx', '../../../packages/*/stories/**/*.stories.ts'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};
export default config;
