// How the site writes dates, sizes, levels, scores, counts and times for Japanese readers:
// 12月2日(水), 10×10・ふつう・4.2, 4時間32分. The levels are the board's own words for them.
import type { SiteWords } from '../en/site.js';

import { clockOf, dayParts } from '../day-parts.js';
import { sizeLabel } from '../../format.js';

const WEEKDAYS_SHORT = ['月', '火', '水', '木', '金', '土', '日'];
const monthDay = (day: string) => {
  const d = dayParts(day);
  return `${d.month + 1}月${d.day}日`;
};

const LEVELS: Record<string, string> = {
  easy: 'やさしい',
  medium: 'ふつう',
  hard: 'むずかしい',
};

export const DATES_JA: SiteWords['dates'] = {
  longDate: (day) => `${monthDay(day)}（${WEEKDAYS_SHORT[dayParts(day).weekday]}）`,
  shortDate: monthDay,
  month: (day) => {
    const d = dayParts(day);
    return `${d.year}年${d.month + 1}月`;
  },
  clock: clockOf,
  weekdays: WEEKDAYS_SHORT.map((name) => `${name}曜日`),
  weekdaysShort: WEEKDAYS_SHORT,
  weekday: (day) => `${WEEKDAYS_SHORT[dayParts(day).weekday]}曜日`,
  levels: LEVELS,
  kind: (size, difficulty) => `${sizeLabel(size)}・${LEVELS[difficulty] ?? difficulty}`,
  score: (score) => score.toFixed(1),
  puzzle: (size, difficulty, score) =>
    [
      `${sizeLabel(size)}`,
      LEVELS[difficulty] ?? difficulty,
      ...(score == null ? [] : [score.toFixed(1)]),
    ].join('・'),
  days: (n) => `${n}日`,
  hints: (n) => `ヒント${n}回`,
  solves: (n) => `${n}回の正解`,
  timeUntil: (seconds) => {
    const minutes = Math.floor(Math.max(0, seconds) / 60);
    if (minutes < 1) return '1分足らず';
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return h ? `${h}時間${m}分` : `${m}分`;
  },
};
