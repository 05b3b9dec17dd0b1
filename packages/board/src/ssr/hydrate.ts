// @galaxies/board/hydrate.js: for a page whose boards were drawn on the server
// (`@galaxies/board/ssr`). Lit's hydration support, then the tags: each board then takes over
// the DOM the server drew instead of drawing it again, and presses on its grid made meanwhile
// are played once it runs (early-taps.ts). Lit takes the support as it loads; a bundler may put
// Lit in a chunk that runs before this module's code does, so the support is applied here when
// Lit loaded without it, and the tags are registered only after that (their define module is
// imported once the support is in place). A page imports this module instead of
// `define/galaxies-board.js`.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { isServer, LitElement } from 'lit';
import { EarlyTaps } from './early-taps.js';

type Support = (lit: { LitElement: typeof LitElement }) => void;

// Imported on a server too (a framework runs a page's modules there first): nothing to keep.
const taps = isServer ? null : new EarlyTaps(document);

// The support defines LitElement's own `observedAttributes` (adding `defer-hydration`).
if (!Object.prototype.hasOwnProperty.call(LitElement, 'observedAttributes')) {
  (globalThis as { litElementHydrateSupport?: Support }).litElementHydrateSupport?.({ LitElement });
}

// No top-level await: a page built for older targets takes this module too.
void import('./define-hydrating.js')
  .then(({ defineHydrating }) => defineHydrating())
  .then(() => {
    if (!taps) return;
    const boards = [...document.querySelectorAll('galaxies-board')];
    void Promise.all(boards.map((board) => board.ready.then(() => taps.replay(board)))).finally(
      () => taps.stop(),
    );
  });
