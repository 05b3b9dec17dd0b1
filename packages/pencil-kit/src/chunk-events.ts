// `pk-chunk-error`: a kit element's code or words did not arrive (see chunk.ts). It bubbles out
// of shadow roots to whatever hosts the kit, which tells its players and pages in its own words
// and marks the event handled; when nothing does, the console says which file failed.
import type { ChunkLoadError } from './chunk.js';

/** `pk-chunk-error`'s detail: what failed, and how to ask for it again. */
export interface ChunkErrorDetail {
  error: ChunkLoadError;
  /** Loads it again (and carries on with what wanted it). */
  retry: () => void;
}

/** Tells the page, from `el`, that a chunk did not arrive; warns when no host takes it up. */
export function chunkError(el: Element, error: ChunkLoadError, retry: () => void): void {
  const event = new CustomEvent<ChunkErrorDetail>('pk-chunk-error', {
    detail: { error, retry },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  if (el.dispatchEvent(event)) console.warn(`${el.localName}: ${error.message}`);
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pk-chunk-error': CustomEvent<ChunkErrorDetail>;
  }
}
