// Numbered walks: a search marks the cells it reaches with its own number instead of clearing a
// board of marks before each search, so one board serves every search of its size.

/** A new walk's number; after 2³⁰ walks the marks start again from nothing. */
export function nextWalk(owner: { walk: number }, marks: Int32Array): number {
  if (owner.walk >= 0x3fffffff) {
    marks.fill(0);
    owner.walk = 0;
  }
  return ++owner.walk;
}
