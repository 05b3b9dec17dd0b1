declare const performance: { now(): number };
import { it } from 'vitest';
import { solve } from './solve.js';
import { tatham, real } from './test/corpus.js';
it('probe', () => {
  const rows: string[] = [];
  let total = 0;
  for (const e of [...tatham.entries, ...real.entries.filter((r) => !r.holes)]) {
    const p = { w: e.w, h: e.h, dots: e.dots };
    const t0 = performance.now();
    const r = solve(p);
    const ms = performance.now() - t0;
    total += ms;
    if (ms > 20)
      rows.push(
        `${e.w}x${e.h} ${e.dots.length} tier=${r.tier} solved=${r.solved} ${ms.toFixed(1)}ms`,
      );
  }
  console.log(rows.join('\n') + '\ntotal ' + total.toFixed(0));
});
