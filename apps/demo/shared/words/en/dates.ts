// How the site writes dates, sizes, levels, scores, counts and times for English readers.
// Dates are the site's days (`YYYY-MM-DD`), drawn in UTC so no time zone moves them.

import { clockOf, dayParts } from '../day-parts.js';
import type { Size } from '../../sizes.js';
import { sizeLabel } from '../../format.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const DATES_EN = {
  /** `2026-10-23` → `Friday, October 23`. */
  longDate: (day: string) => {
    const d = dayParts(day);
    return `${WEEKDAYS[d.weekday]}, ${MONTHS[d.month]} ${d.day}`;
  },
  /** `2026-10-23` → `Oct 23`. */
  shortDate: (day: string) => {
    const d = dayParts(day);
    return `${MONTHS[d.month]!.slice(0, 3)} ${d.day}`;
  },
  /** `2026-10-01` → `October 2026`. */
  month: (day: string) => {
    const d = dayParts(day);
    return `${MONTHS[d.month]} ${d.year}`;
  },
  /** A moment's time of day on the player's clock: `14:05`. */
  clock: clockOf,
  /** The calendar's weekdays from Monday: the name read out and the short one shown. */
  weekdays: WEEKDAYS,
  weekdaysShort: WEEKDAYS.map((name) => name.slice(0, 3)),
  /** The weekday of a day: `Friday`. */
  weekday: (day: string) => WEEKDAYS[dayParts(day).weekday]!,
  levels: { easy: 'easy', medium: 'medium', hard: 'hard' } as Record<string, string>,
  /** A puzzle's kind: `10×10 medium`. */
  kind: (size: Size, difficulty: string) =>
    `${sizeLabel(size)} ${DATES_EN.levels[difficulty] ?? difficulty}`,
  /** A difficulty score, 1.0–10.0: always one decimal, `4.0`. */
  score: (score: number) => score.toFixed(1),
  /** A puzzle with its score beside its level: `10×10 · medium · 4.2` (no score: none shown). */
  puzzle: (size: Size, difficulty: string, score?: number | null) =>
    [
      `${sizeLabel(size)}`,
      DATES_EN.levels[difficulty] ?? difficulty,
      ...(score == null ? [] : [DATES_EN.score(score)]),
    ].join(' · '),
  days: (n: number) => plural(n, 'day', 'days'),
  hints: (n: number) => plural(n, 'hint', 'hints'),
  solves: (n: number) => plural(n, 'solve', 'solves'),
  /** Time until something: `5 h 12 min`, `12 min`, `under a minute`. */
  timeUntil: (seconds: number) => {
    const minutes = Math.floor(Math.max(0, seconds) / 60);
    if (minutes < 1) return 'under a minute';
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return h ? `${h} h ${m} min` : `${m} min`;
  },
};
