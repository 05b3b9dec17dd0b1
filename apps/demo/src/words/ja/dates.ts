// How the site writes dates, sizes, difficulties, scores, counts and times for Japanese readers:
// 12月2日(水), 10×10・ふつう・4.2, 4時間32分. The difficulties are the board's own words for them.
import type { SiteWords } from '../site-words.js';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('ja-JP', { ...options, timeZone: 'UTC' });
const MONTH_DAY = format({ month: 'long', day: 'numeric' });
const WEEKDAY = format({ weekday: 'long' });
const WEEKDAY_SHORT = format({ weekday: 'short' });
const MONTH = format({ month: 'long', year: 'numeric' });
const CLOCK = new Intl.DateTimeFormat('ja-JP', { hour: '2-digit', minute: '2-digit' });

const DIFFICULTIES: Record<string, string> = {
  easy: 'やさしい',
  medium: 'ふつう',
  hard: 'むずかしい',
};

export const DATES_JA: SiteWords['dates'] = {
  longDate: (day) => `${MONTH_DAY.format(utc(day))}（${WEEKDAY_SHORT.format(utc(day))}）`,
  shortDate: (day) => MONTH_DAY.format(utc(day)),
  month: (day) => MONTH.format(utc(day)),
  clock: (at) => CLOCK.format(at),
  weekdays: ['月曜日', '火曜日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日'],
  weekdaysShort: ['月', '火', '水', '木', '金', '土', '日'],
  weekday: (day) => WEEKDAY.format(utc(day)),
  difficulties: DIFFICULTIES,
  kind: (size, difficulty) => `${size}×${size}・${DIFFICULTIES[difficulty] ?? difficulty}`,
  score: (score) => score.toFixed(1),
  puzzle: (size, difficulty, score) =>
    [
      `${size}×${size}`,
      DIFFICULTIES[difficulty] ?? difficulty,
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
