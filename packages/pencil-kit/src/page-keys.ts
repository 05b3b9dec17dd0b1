// Page-wide undo and redo: Ctrl/Cmd+Z (and the redo keys) pressed with nothing focused reach
// the page's one frame. With two frames or more nothing happens: which board was meant would be
// a guess, and a guess that undoes the wrong game is worse than no shortcut.
import { historyKey } from './history.js';

type Action = 'undo' | 'redo';
type Target = (action: Action) => void;

interface PageKeys {
  targets: Set<Target>;
  listener: ((e: KeyboardEvent) => void) | null;
}

// Shared through the global symbol registry, so two copies of the kit on one page (a bundled
// board beside the page's own) count each other's frames and only one listener acts.
const KEY = Symbol.for('@galaxies/pencil-kit/page-keys');

function pageKeys(): PageKeys {
  const g = globalThis as { [KEY]?: PageKeys };
  return (g[KEY] ??= { targets: new Set(), listener: null });
}

/**
 * Lets `target` take the page's undo and redo keys while it is the only one listening; returns
 * the unsubscribe. The listener sits on `window` in the bubble phase, so a page that handles
 * Ctrl+Z itself (on the document or below) and calls `preventDefault()` keeps it.
 */
export function listenPageKeys(target: Target): () => void {
  const keys = pageKeys();
  keys.targets.add(target);
  if (!keys.listener) {
    const listener = (e: KeyboardEvent) => onPageKey(keys, e);
    keys.listener = listener;
    globalThis.addEventListener('keydown', listener);
  }
  return () => {
    keys.targets.delete(target);
    if (keys.targets.size > 0 || !keys.listener) return;
    globalThis.removeEventListener('keydown', keys.listener);
    keys.listener = null;
  };
}

function onPageKey(keys: PageKeys, e: KeyboardEvent): void {
  if (e.defaultPrevented || keys.targets.size !== 1 || !fromPageBody(e)) return;
  const action = historyKey(e);
  if (!action) return;
  e.preventDefault();
  for (const target of keys.targets) target(action);
}

/**
 * True when a key press belongs to the page itself: nothing has focus (so not an input, a
 * textarea, a contenteditable or any widget) and the page is not being edited as a whole.
 */
export function fromPageBody(e: Event): boolean {
  const { activeElement, body, documentElement } = document;
  const onBody = !activeElement || activeElement === body || activeElement === documentElement;
  const origin = e.composedPath()[0];
  const fromBody = origin === body || origin === documentElement || origin === document;
  return onBody && fromBody && document.designMode !== 'on' && !body?.isContentEditable;
}
