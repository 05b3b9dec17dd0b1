// Every story's defaults: autodocs from the packages' custom elements manifests, and axe checks
// that fail a story test on any violation.
import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components';
import board from '@galaxies/board/custom-elements.json' with { type: 'json' };
import kit from '@galaxies/pencil-kit/custom-elements.json' with { type: 'json' };

interface Manifest {
  schemaVersion: string;
  modules: unknown[];
}

function merge(...manifests: Manifest[]): Manifest {
  return {
    schemaVersion: manifests[0]?.schemaVersion ?? '1.0.0',
    modules: manifests.flatMap((m) => m.modules),
  };
}

setCustomElementsManifest(merge(kit as Manifest, board as Manifest));

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};
export default preview;
