// Hint's code (the engine's next step and its words) loads on first use, as its own chunk beside
// the standalone bundle, so pages load less; a board asks for it early, once it has a game.
import type * as HintModule from './hint-press.js';

type HintPress = typeof HintModule;

let loading: Promise<HintPress> | null = null;

/** The Hint module, loading it the first time it is asked for. */
export function hintPress(): Promise<HintPress> {
  return (loading ??= import('./hint-press.js'));
}
