// The archive as a calendar: a month of dailies in an ARIA grid (`role="grid"`), a week a row
// from Monday, each day with its size and score (its level read out between them) and whether
// this player solved it, has it in progress in this browser, or hasn't started it. Arrow keys move a day or a week, Home and End to the
// week's ends, Page Up and Page Down a month; crossing a month's edge turns the page. The months
// page back to the first daily and on to this one.
import { html, nothing, render } from 'lit';
import type { DailyInfo } from './api.js';
import { sizeLabel } from '../shared/format.js';
import { say } from '../shared/words/say.js';
import { addDays, weekday } from '../shared/days.js';

/** What the player has done with a day's daily. */
export type DayState = 'solved' | 'begun' | 'new';

export interface CalendarData {
  /** The past dailies, any order. */
  days: readonly DailyInfo[];
  /** Today, whose daily is played on the front page. */
  today: string;
  stateOf(daily: DailyInfo): DayState;
}

const MARKS: Record<DayState, string> = { solved: '✓', begun: '◐', new: '' };

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const monthOf = (day: string) => day.slice(0, 7);
/** Monday 0 … Sunday 6 (the calendar's weeks start on Monday). */
const weekdayOf = (day: string) => (weekday(day) + 6) % 7;
/** The same day of the month `n` months on, or the month's last where it has fewer days. */
function shiftMonth(day: string, n: number): string {
  const d = new Date(utc(day));
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(d.getUTCDate(), last.getUTCDate()));
  return dayOf(target.getTime());
}

/** A month calendar of the archive in `area`, starting at the month of the latest daily. */
export class ArchiveCalendar {
  private readonly byDay: Map<string, DailyInfo>;
  private readonly first: string;
  /** The day with the tab stop; its month is the one shown. */
  private focused: string;

  constructor(
    private readonly area: HTMLElement,
    private readonly data: CalendarData,
  ) {
    this.byDay = new Map(data.days.map((d) => [d.date, d]));
    this.first = [...this.byDay.keys()].sort()[0] ?? data.today;
    this.focused = addDays(data.today, -1) < this.first ? data.today : addDays(data.today, -1);
    this.draw();
  }

  /** Shows the month of `day`, with `day` as the tab stop (kept between the first and today). */
  go(day: string, focus = false): void {
    const lowest = `${monthOf(this.first)}-01`;
    const highest = shiftMonth(`${monthOf(this.data.today)}-01`, 1);
    this.focused = day < lowest ? lowest : day >= highest ? addDays(highest, -1) : day;
    this.draw();
    if (focus) this.area.querySelector<HTMLElement>('[data-focus]')?.focus();
  }

  private draw(): void {
    const month = monthOf(this.focused);
    const start = `${month}-01`;
    const cells: (string | null)[] = Array.from({ length: weekdayOf(start) }, () => null);
    for (let d = start; monthOf(d) === month; d = addDays(d, 1)) cells.push(d);
    while (cells.length % 7) cells.push(null);
    const weeks = Array.from({ length: cells.length / 7 }, (_, k) => cells.slice(k * 7, k * 7 + 7));
    const atFirst = month <= monthOf(this.first);
    const atLast = month >= monthOf(this.data.today);
    const w = say.calendar;
    const { weekdays, weekdaysShort } = say.dates;
    render(
      html`<div class="calendar-head">
          <button
            type="button"
            aria-label=${w.previous}
            ?disabled=${atFirst}
            @click=${() => this.go(shiftMonth(this.focused, -1))}
          >
            ‹
          </button>
          <h2 id="calendar-month" aria-live="polite">${say.dates.month(start)}</h2>
          <button
            type="button"
            aria-label=${w.next}
            ?disabled=${atLast}
            @click=${() => this.go(shiftMonth(this.focused, 1))}
          >
            ›
          </button>
        </div>
        <table class="calendar" role="grid" aria-labelledby="calendar-month" @keydown=${this.onKey}>
          <thead>
            <tr>
              ${weekdays.map((day, k) => html`<th scope="col" abbr=${day}>${weekdaysShort[k]}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${weeks.map(
              (week) =>
                html`<tr>
                  ${week.map((day) => (day ? this.cell(day) : html`<td></td>`))}
                </tr>`,
            )}
          </tbody>
        </table>
        <p class="legend">${w.legend}</p>`,
      this.area,
    );
  }

  private cell(day: string) {
    const daily = this.byDay.get(day);
    const focus = day === this.focused;
    const tab = focus ? 0 : -1;
    // The name is the day in full, then what there is to play: "Monday, November 23: easy 7×7
    // 1.5 (solved)". What shows is its short form (23, 7×7, 1.5), in the same order, so the two
    // agree: the level is read out before the size, so the size and score stand together in both.
    // The full date is read out; the day's number is what shows (the same number, so the two
    // agree), hidden from the name so it is not said twice.
    const w = say.calendar;
    const date = html`<span class="vh">${w.dateSaid(day)}</span
      ><span class="n" aria-hidden="true">${Number(day.slice(8))}</span>`;
    if (day === this.data.today) {
      return html`<td>
        <a href="/" class="day today" tabindex=${tab} ?data-focus=${focus}
          >${date}<span class="size">${w.today}</span><span class="vh">${w.todaySaid}</span></a
        >
      </td>`;
    }
    if (!daily) {
      return html`<td>
        <span class="day none" tabindex=${tab} ?data-focus=${focus} aria-disabled="true"
          >${date}<span class="vh">${w.none}</span></span
        >
      </td>`;
    }
    const state = this.data.stateOf(daily);
    const { size, difficulty, score } = daily;
    return html`<td>
      <a href="/archive/?date=${day}" class="day ${state}" tabindex=${tab} ?data-focus=${focus}
        >${date}<span class="vh">${w.level(difficulty)}</span
        ><span class="size">${sizeLabel(size)}</span>${
          score === null ? nothing : html`<span class="score">${say.dates.score(score)}</span>`
        }<span class="vh">${w.state(w.states[state])}</span>${
          MARKS[state]
            ? html`<span class="mark" aria-hidden="true">${MARKS[state]}</span>`
            : nothing
        }</a
      >
    </td>`;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const day = this.focused;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekdayOf(day)),
      End: () => addDays(day, 6 - weekdayOf(day)),
      PageUp: () => shiftMonth(day, -1),
      PageDown: () => shiftMonth(day, 1),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    this.go(move(), true);
  };
}
