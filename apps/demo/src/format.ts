// How the site writes dates and sizes for people.

const WEEKDAY_DATE = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `2026-10-23` → `Friday, October 23`. */
export function longDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const parts = WEEKDAY_DATE.formatToParts(new Date(Date.UTC(y, m - 1, d)));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('month')} ${part('day')}`;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** `2026-10-23` → `Oct 23`. */
export function shortDate(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return SHORT_DATE.format(new Date(Date.UTC(y, m - 1, d)));
}

/** `7` → `7×7`. */
export function sizeLabel(size: number): string {
  return `${size}×${size}`;
}

/** A rating change in whole points, with its sign: `+116`, `−12`, `+0`. */
export function signedPoints(change: number): string {
  const rounded = Math.round(change);
  return rounded < 0 ? `−${Math.abs(rounded)}` : `+${rounded}`;
}

/** The half-width of a rating's 95% interval, in whole points: 1.96 RD. */
export function giveOrTake(rd: number): number {
  return Math.round(1.96 * rd);
}

/**
 * A rating in players' words: "1616, give or take 559", and while it is still settling "… until
 * you have played more".
 */
export function ratingWords(p: { rating: number; rd: number; provisional: boolean }): string {
  const said = `${Math.round(p.rating)}, give or take ${giveOrTake(p.rd)}`;
  return p.provisional ? `${said} until you have played more` : said;
}

/** What makes a provisional player established, once, in words. */
export function settlesWhen(p: {
  ratedDays: number;
  rd: number;
  established: { rd: number; days: number };
}): string {
  const days = Math.max(0, p.established.days - p.ratedDays);
  const known = `it is known to within ${giveOrTake(p.established.rd)} points either way`;
  const when = days
    ? `you have been rated on ${days} more ${days === 1 ? 'day' : 'days'} and ${known}`
    : known;
  return `Your rating is new: it settles, and you join the Ratings board, once ${when}. Every rated solve narrows it.`;
}

/** Time until something, in words: "5 h 12 min", "12 min", "under a minute". */
export function timeUntil(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return 'under a minute';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${m} min` : `${m} min`;
}

/** The week's plan, as the daily's size climbs through it. */
export const WEEK_PLAN =
  'The week climbs: 7×7 on Monday and Tuesday, 10×10 Wednesday to Saturday, 13×13 on Sunday.';
