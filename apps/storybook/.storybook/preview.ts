// Every story's defaults: autodocs from the manifests, axe checks that fail a story test on any
// violation, the viewport presets and the light/dark switch.
import type { Preview } from '@storybook/web-components-vite';
import './manifest.js';
import { schemeGlobal, withScheme } from './scheme.js';
import { viewports } from './viewports.js';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: { options: viewports },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Guide',
          ['Engine', 'Pencil kit', 'Board', 'Ratings', 'Accessibility'],
          'Board',
          'Pencil kit',
        ],
      },
    },
  },
  globalTypes: schemeGlobal,
  initialGlobals: { scheme: 'light' },
  decorators: [withScheme],
};
export default preview;
