// A seeded random stream, bit-identical on every platform: 32-bit integer arithmetic only
// (Math.imul, shifts), so a code makes the same puzzle in Node, browsers and workers.

/** A random stream from a seed. */
export interface Stream {
  /** A number in [0, 1). */
  next(): number;
  /** A random whole number from 0 to n − 1 (the draw `pick` makes). */
  below(n: number): number;
  /** A random item of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** A shuffled copy of a list. */
  shuffle<T>(list: readonly T[]): T[];
  /** Shuffles the first n items of a list where they are: the same draws as `shuffle`. */
  shuffleIn(list: { [k: number]: number }, n: number): void;
}

/** The stream of `seed`: the string is hashed into 128 bits that drive a small-fast-counter generator. */
export function stream(seed: string): Stream {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = 0x85a308d3;
  for (let k = 0; k < seed.length; k++) {
    const ch = seed.charCodeAt(k);
    a = Math.imul(a ^ ch, 0x85ebca6b);
    b = Math.imul(b ^ ch, 0xc2b2ae35);
    c = Math.imul(c ^ ch, 0x27d4eb2f);
    d = Math.imul(d ^ ch, 0x165667b1);
    [a, b, c, d] = [b ^ (a >>> 15), c ^ (b >>> 13), d ^ (c >>> 16), a ^ (d >>> 11)];
  }
  let counter = 1;
  const word = (): number => {
    // sfc32: a 128-bit state, a counter so no seed lands on a short cycle.
    const t = (((a + b) | 0) + counter) | 0;
    counter = (counter + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let k = 0; k < 12; k++) word(); // stir the state before use
  const next = (): number => word() / 4294967296;
  // `| 0` is Math.floor here (the product is below 2³¹ and never negative), as a whole number
  // the engine's typed arrays index without converting.
  const below = (n: number): number => (next() * n) | 0;
  // Fisher–Yates from the end: position k swaps with one of 0 … k.
  const shuffleIn = <T>(out: { [k: number]: T }, n: number): void => {
    for (let k = n - 1; k > 0; k--) {
      const j = below(k + 1);
      const kept = out[k]!;
      out[k] = out[j]!;
      out[j] = kept;
    }
  };
  return {
    next,
    below,
    pick: <T>(list: readonly T[]): T => list[below(list.length)]!,
    shuffle: <T>(list: readonly T[]): T[] => {
      const out = [...list];
      shuffleIn(out, out.length);
      return out;
    },
    shuffleIn,
  };
}
