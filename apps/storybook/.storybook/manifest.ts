// Autodocs read the packages' custom elements manifests: merged here into one, so every element
// lists its attributes, properties, events, slots, CSS custom properties and parts. Private and
// protected members are the elements' insides, not their API, so they are left out.
import { setCustomElementsManifest } from '@storybook/web-components';
import board from '@galaxies/board/custom-elements.json' with { type: 'json' };
import kit from '@galaxies/pencil-kit/custom-elements.json' with { type: 'json' };

interface Member {
  name: string;
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
}

interface Declaration {
  tagName?: string;
  members?: Member[];
  [key: string]: unknown;
}

interface Module {
  declarations?: Declaration[];
  [key: string]: unknown;
}

interface Manifest {
  schemaVersion: string;
  modules: Module[];
}

function isPublic(m: Member): boolean {
  return !m.static && (m.privacy ?? 'public') === 'public' && !/^[_#]/.test(m.name);
}

function publicOnly(module: Module): Module {
  return {
    ...module,
    declarations: module.declarations?.map((d) =>
      d.members ? { ...d, members: d.members.filter(isPublic) } : d,
    ),
  };
}

function merge(...manifests: Manifest[]): Manifest {
  return {
    schemaVersion: manifests[0]?.schemaVersion ?? '1.0.0',
    modules: manifests.flatMap((m) => m.modules.map(publicOnly)),
  };
}

const manifest = merge(kit as Manifest, board as Manifest);
setCustomElementsManifest(manifest);

/**
 * Each element's read-only members (getters such as `ready`, `current`, `edited`, `verdict`):
 * documented, but nothing a designer can set, so they get no control.
 */
export const READ_ONLY = new Map<string, Set<string>>(
  manifest.modules.flatMap((m) =>
    (m.declarations ?? [])
      .filter((d) => d.tagName)
      .map((d) => [
        d.tagName!,
        new Set((d.members ?? []).filter((member) => member.readonly).map((member) => member.name)),
      ]),
  ),
);
