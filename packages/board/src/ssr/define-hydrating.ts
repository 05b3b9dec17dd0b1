// Registers <galaxies-board> and the kit's elements a board shows as the classes that hydrate
// what a server drew (hydrating-board.ts, the kit's hydrating-frame.ts), each hydrating in a task
// of its own (the kit's hydratesInTurn). For the server (server-ready.ts) and for pages that
// hydrate (hydrate.ts): both must draw the same thing. A page registers them instead of
// `define/galaxies-board.js`.
import {
  hydratesInTurn,
  nextTask,
  PkAssists,
  PkHydratingFrame,
  PkPrompt,
  PkResult,
  PkSeg,
  PkStatus,
} from '@galaxies/pencil-kit';
import { isServer } from 'lit';
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
/**
 * Registers each tag not registered yet. In a browser each in a task of its own, as registering
 * builds the page's elements of that tag; on a server all at once, before this returns (it
 * renders in one pass). Settles once all are registered.
 */
export async function defineHydrating(): Promise<void> {
  for (const [tag, element] of Object.entries(tags)) {
    if (!customElements.get(tag)) customElements.define(tag, hydratesInTurn(element));
    if (!isServer) await nextTask();
  }
}
