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

/** `7` → `7×7`. */
export function sizeLabel(size: number): string {
  return `${size}×${size}`;
}

/** A rating change with its sign, to one decimal: `+0.4`, `−1.2`. */
export function signedChange(change: number): string {
  const rounded = Math.round(change * 10) / 10;
  return rounded >= 0 ? `+${rounded.toFixed(1)}` : `−${Math.abs(rounded).toFixed(1)}`;
}

/** A rating change in whole points, with its sign: `+116`, `−12`, `+0`. */
export function signedPoints(change: number): string {
  const rounded = Math.round(change);
  return rounded < 0 ? `−${Math.abs(rounded)}` : `+${rounded}`;
}
