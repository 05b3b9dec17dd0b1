// Autodocs read the packages' custom elements manifests: merged here into one, so every element
// lists its attributes, properties, events, slots, CSS custom properties and parts.
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
