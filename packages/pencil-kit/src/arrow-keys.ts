// Which way an arrow key moves along a row of controls (a radio group, a toolbar), mirrored in a
// right-to-left context so Left and Right always follow what the player sees.

/** How a row of controls reads arrow keys. */
export interface ArrowOptions {
  /** True when the row is laid out right to left: Right then moves to the previous control. */
  rtl: boolean;
  /** Up and Down move too (a radio group does, a horizontal toolbar leaves them alone). */
  vertical: boolean;
}

/**
 * The index a key press moves to in a row of `count` controls, wrapping at the ends; Home and
 * End jump to the first and last. Null for any other key, or for a key with Ctrl, Cmd or Alt
 * (those are shortcuts, such as undo, not moves).
 */
export function arrowIndex(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  index: number,
  count: number,
  { rtl, vertical }: ArrowOptions,
): number | null {
  if (count === 0 || e.ctrlKey || e.metaKey || e.altKey) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  let step: number;
  if (e.key === forward || (vertical && e.key === 'ArrowDown')) step = 1;
  else if (e.key === back || (vertical && e.key === 'ArrowUp')) step = -1;
  else if (e.key === 'Home') return 0;
  else if (e.key === 'End') return count - 1;
  else return null;
  return (index + step + count) % count;
}

/** True when `el` is laid out right to left (a `dir="rtl"` ancestor or CSS `direction`). */
export function isRtl(el: Element): boolean {
  return getComputedStyle(el).direction === 'rtl';
}
