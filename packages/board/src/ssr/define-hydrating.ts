// Registers <galaxies-board> and the kit's elements a board shows as the classes that hydrate
// what a server drew (hydrating-board.ts, the kit's hydrating-frame.ts), each in a task of its
// own (the kit's hydratesInTurn). For the server (server-ready.ts) and for pages that hydrate
// (hydrate.ts): both must draw the same thing. Before `define/galaxies-board.js` runs, whose
// registrations then stand.
import {
  hydratesInTurn,
  PkAssists,
  PkHydratingFrame,
  PkPrompt,
  PkResult,
  PkSeg,
  PkStatus,
} from '@galaxies/pencil-kit';
import { GalaxiesHydratingBoard } from './hydrating-board.js';

const tags = {
  'pk-status': PkStatus,
  'pk-prompt': PkPrompt,
  'pk-assists': PkAssists,
  'pk-result': PkResult,
  'pk-seg': PkSeg,
  'pk-frame': PkHydratingFrame,
  'galaxies-board': GalaxiesHydratingBoard,
};
for (const [tag, element] of Object.entries(tags)) {
  if (!customElements.get(tag)) customElements.define(tag, hydratesInTurn(element));
}
