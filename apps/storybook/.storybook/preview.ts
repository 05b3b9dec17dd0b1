// Every story's defaults: autodocs from the manifests with controls that work, axe checks that fail a story test on any
// violation, the viewport presets and the light/dark switch.
import type { Preview } from '@storybook/web-components-vite';
import './manifest.js';
import { manifestControls, withManifestControls } from './controls.js';
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
          ['Engine', 'Pencil kit', 'Board', 'Editor', 'Theming', 'Ratings', 'Accessibility'],
          'Board',
          'Pencil kit',
        ],
      },
    },
  },
  globalTypes: schemeGlobal,
  initialGlobals: { scheme: 'light' },
  argTypesEnhancers: [manifestControls],
  decorators: [withManifestControls, withScheme],
};
export default preview;
