// The play pages' words in English: Today and the daily's rhythm, the archive and its calendar,
// Endless, Play a link, the editor and How to play.
import { html } from 'lit';
import { DATES_EN as D } from './dates.js';

export const PAGES_EN = {
  today: {
    heading: 'Today’s Galaxies',
    lede: (day: string, size: number, difficulty: string) =>
      `${D.longDate(day)} · ${D.kind(size, difficulty)}`,
    leaderboard: 'Today’s leaderboard',
    rhythm: 'The next daily',
    failed: 'Today’s puzzle could not be loaded.',
    nextIn: (left: string, day: string, size: number, difficulty: string) =>
      html`Next daily in <strong>${left}</strong>: ${D.weekday(day)}’s ${D.kind(size, difficulty)}.`,
    nextOut: html`The next daily is out: <a href="/">play it</a>.`,
    weekPlan:
      'The week climbs: 7×7 on Monday and Tuesday, 10×10 Wednesday to Saturday, 13×13 on Sunday.',
  },
  archive: {
    heading: 'Archive',
    lede: 'Every daily since the first. Solving one here rates you against par.',
    dayLede: (day: string, size: number, difficulty: string) =>
      `The daily of ${day} · ${D.kind(size, difficulty)}`,
    back: 'Back to the archive',
    failed: 'The archive could not be loaded.',
  },
  calendar: {
    previous: 'Previous month',
    next: 'Next month',
    /** What a day's cell says after its size, read out: its difficulty and what was done. */
    states: { solved: 'solved', begun: 'in progress', new: 'not started' },
    day: (difficulty: string, state: string) =>
      ` ${D.difficulties[difficulty] ?? difficulty}, ${state}`,
    /** The date as read out before a cell's contents: `Monday, November 23:`. */
    dateSaid: (day: string) => `${D.longDate(day)}:`,
    today: 'Today',
    todaySaid: '’s daily',
    none: 'no daily',
    legend: '✓ solved · ◐ in progress in this browser',
  },
  endless: {
    heading: 'Endless',
    sizes: 'Size',
    /** A size's link: short, so the three fit a phone's width. */
    choice: (size: number, difficulty: string) => D.kind(size, difficulty),
    next: 'Next puzzle',
    code: 'Code',
    failed: 'The puzzle could not be started.',
  },
  play: {
    heading: 'Play a link',
    label: 'A puzz.link URL or a Tatham game ID',
    placeholder: 'https://puzz.link/p?tentaisho/…  or  7x7:…',
    button: 'Play',
    unrated: 'Puzzles from links are not rated.',
    sources: 'Galaxies from puzz.link (tentaisho) and from Simon Tatham’s collection both work.',
  },
  editor: {
    heading: 'Puzzle editor',
    lede: 'Place dots on cell centres, sides and corners. The verdict says at once whether the puzzle has exactly one answer, and how hard it is to find.',
  },
  howTo: { heading: 'How to play', playToday: 'Play today’s puzzle' },
  exportRow: {
    label: 'Print or download the puzzle',
    heading: 'Print / Download',
    print: 'Print',
    svg: 'Download SVG',
    png: 'Download PNG',
    solution: 'Download solution (SVG)',
    failed: 'The download could not be made.',
  },
};
