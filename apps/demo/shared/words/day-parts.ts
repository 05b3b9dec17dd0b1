// A site day (`YYYY-MM-DD`, a UTC day) taken apart for writing out by hand: year, month, day of
// month and weekday from Monday. The words write dates from these and their own names instead
// of through Intl.DateTimeFormat, whose first use on a page loads the locale's calendar data and
// held a phone's main thread for about 70 ms while the page came to life.

export interface DayParts {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
  /** 0 for Monday. */
  weekday: number;
}

export function dayParts(day: string): DayParts {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date));
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth(),
    day: at.getUTCDate(),
    weekday: (at.getUTCDay() + 6) % 7,
  };
}

/** A moment's time of day on the player's clock, 24-hour: `14:05`, `09:30`. */
export function clockOf(at: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(at.getHours())}:${two(at.getMinutes())}`;
}
