// Spearman's rank correlation: how well one list's order agrees with another's, from -1 to 1,
// tied values sharing their average rank.

/** Each value's rank from 1, ties given the mean of the ranks they span. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  const result = new Array<number>(values.length);
  for (let start = 0; start < order.length;) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.value === order[start]!.value) end += 1;
    for (let k = start; k <= end; k++) result[order[k]!.index] = (start + end) / 2 + 1;
    start = end + 1;
  }
  return result;
}

/** Pearson's correlation of two equally long lists (NaN if either is constant). */
function pearson(xs: readonly number[], ys: readonly number[]): number {
  const mean = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0) / list.length;
  const [mx, my] = [mean(xs), mean(ys)];
  let [sxy, sxx, syy] = [0, 0, 0];
  xs.forEach((x, i) => {
    const [dx, dy] = [x - mx, ys[i]! - my];
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  });
  return sxy / Math.sqrt(sxx * syy);
}

/** Spearman's ρ of two equally long lists of at least two values. */
export function spearman(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length || xs.length < 2) {
    throw new RangeError('spearman needs two lists of the same length, at least 2.');
  }
  return pearson(ranks(xs), ranks(ys));
}
