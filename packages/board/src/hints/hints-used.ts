// Hints used, kept with the marks: the saved record carries the count as `h` beside the
// engine's marks (`{ w, x, c?, h? }`). The engine reads marks only, and takes a record with a key
// it does not know for an older shape (keeping just its walls), so `h` is split off first.
import type { Save } from '@galaxies/engine';

/** The marks with the hints count beside them; no `h` at all while none were used. */
export function withHints(save: Save, hints: number): Save & { h?: number } {
  return hints > 0 ? { ...save, h: hints } : save;
}

/** A saved record split into the engine's marks and the hints count (0 when missing or bad). */
export function splitHints(record: unknown): { marks: unknown; hints: number } {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { marks: record, hints: 0 };
  }
  if (!('h' in record)) return { marks: record, hints: 0 };
  const { h, ...marks } = record as Record<string, unknown>;
  const hints = typeof h === 'number' && Number.isInteger(h) && h > 0 ? h : 0;
  return { marks, hints };
}
