// The daily week as players would meet it: `pnpm --filter @galaxies/demo week-scores [weeks]
// [from]` makes the dailies of `weeks` weeks (26 by default) from the Monday on or after `from`
// (version 2's first week by default) with a throwaway secret, and prints each weekday's slot
// and its puzzles' scores (least, median, most) and the time to make them. For weighing a
// change to the week; it reads and writes nothing.
import { randomBytes } from 'node:crypto';
import { dailyOf, VERSION_2_FROM } from '../play/daily.js';
import { addDays, weekday } from '../../shared/days.js';
import { scoreOf } from '../play/puzzles.js';
import { sizeLabel } from '../../shared/sizes.js';

const weeks = Number(process.argv[2] ?? 26);
let monday = process.argv[3] ?? VERSION_2_FROM;
while (weekday(monday) !== 1) monday = addDays(monday, 1);
const secret = randomBytes(16).toString('hex');

const NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
console.log(`${weeks} weeks from ${monday}, a throwaway secret:`);
console.log('weekday    slot              score least / median / most   ms median');
for (let k = 0; k < 7; k++) {
  // A weekday's puzzles by slot: a span across a change of week has two.
  const slots = new Map<string, { scores: number[]; times: number[] }>();
  for (let w = 0; w < weeks; w++) {
    const daily = dailyOf(secret, addDays(monday, 7 * w + k))!;
    const slot = `${sizeLabel(daily.size)} ${daily.difficulty} v${daily.engine}`;
    const kept = slots.get(slot) ?? { scores: [], times: [] };
    slots.set(slot, kept);
    const start = performance.now();
    kept.scores.push(scoreOf(daily) ?? NaN);
    kept.times.push(performance.now() - start);
  }
  const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  for (const [slot, { scores, times }] of slots) {
    const said = `${Math.min(...scores)} / ${middle(scores)} / ${Math.max(...scores)}`;
    console.log(
      `${NAMES[k]!.padEnd(10)} ${slot.padEnd(17)} ${said.padEnd(28)} ${middle(times).toFixed(2)}`,
    );
  }
}
