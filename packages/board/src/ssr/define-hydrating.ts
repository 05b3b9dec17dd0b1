// Registers <galaxies-board> and the kit's <pk-frame> as the classes that hydrate what a server
// drew (hydrating-board.ts, the kit's hydrating-frame.ts), and the other elements a board shows
// as usual. For the server (server-ready.ts) and for pages that hydrate (hydrate.ts): both must
// draw the same thing. Before `define/galaxies-board.js` runs, whose registrations then stand.
import '@galaxies/pencil-kit/define/pk-status.js';
import '@galaxies/pencil-kit/define/pk-prompt.js';
import '@galaxies/pencil-kit/define/pk-assists.js';
import '@galaxies/pencil-kit/define/pk-result.js';
import '@galaxies/pencil-kit/define/pk-seg.js';
import { PkHydratingFrame } from '@galaxies/pencil-kit';
import { GalaxiesHydratingBoard } from './hydrating-board.js';

if (!customElements.get('pk-frame')) customElements.define('pk-frame', PkHydratingFrame);
if (!customElements.get('galaxies-board')) {
  customElements.define('galaxies-board', GalaxiesHydratingBoard);
}
