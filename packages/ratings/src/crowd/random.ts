// The crowd simulation's randomness: a seeded generator (mulberry32) and the draws made from it,
// so a run's numbers are the same on every machine and every run (Math.random's are not).

/** A generator of numbers in [0, 1); each call advances it. */
export type Random = () => number;

/** Mulberry32 from a 32-bit seed: small, fast, and plenty for a simulation. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box–Muller; 1 − u keeps the logarithm away from 0). */
export function normal(random: Random): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A whole number from `low` to `high`, both included. */
export function integer(random: Random, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** A shuffled copy of `items` (Fisher–Yates); `items` is left as it was. */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
