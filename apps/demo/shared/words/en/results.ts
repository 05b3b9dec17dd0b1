// The leaderboards' and the result panel's words in English: the three boards and what a rating
// means, and what the referee said of a solve (ranked, rated, saved, or why not).
import { html } from 'lit';
import { giveOrTake as spread, signedPoints as signed } from '../../format.js';
import { DATES_EN as D } from './dates.js';
import type { Size } from '../../sizes.js';
import { sizeLabel } from '../../format.js';

export const RESULTS_EN = {
  boards: {
    heading: 'Leaderboards',
    tabs: { daily: 'Daily', 'all-time': 'All-time', ratings: 'Ratings' },
    failed: 'The leaderboard could not be loaded.',
    empty: 'No one is on this board yet.',
    player: 'Player',
    time: 'Time',
    rating: 'Rating',
    games: 'Games',
    you: '(you)',
    new: 'new',
    giveOrTake: (rd: number) => `give or take ${spread(rd)}`,
    /** A day's board, its puzzle named as the pages name it: `Daily 10×10 · medium · 4.9 · …`. */
    dailyTitle: (puzzle: string, day: string) => `Daily ${puzzle} · ${day}`,
    allTimeTitle: (size: Size, difficulty: string) =>
      `Best times · ${sizeLabel(size)} · ${D.levels[difficulty] ?? difficulty}`,
    ratingsTitle: 'Ratings',
    meaning:
      '“Give or take” is how sure a rating is: a player’s true strength is within that many points of it 19 times in 20, and every rated solve narrows it.',
    par: {
      heading: 'Par',
      /** The table's caption and its corner cell. */
      caption: 'Par by size and level',
      size: 'Size',
      note: 'Endless puzzles and past dailies are rated against par, the time set for each size and level: faster than par gains, slower loses. A size not in the table has the par of its cells (a 20×12 that of 240 cells). Each puzzle’s score (1.0–10.0, beside its level) says how hard its hardest step is; once enough players’ solves are in, par may follow the score instead, where it predicts solve times better than the level does.',
    },
    counts: (perDay: number, rd: number) =>
      `Ratings count endless puzzles the site started for you (up to ${perDay} a day; later ones are saved, not rated), past dailies from the archive, and each day’s daily against the day’s other players once the day is over. Solves with hints, and puzzles from links, are not rated. New players show here once their rating has settled: rated on two days, known to within ${spread(rd)} points either way. On a day’s board they are marked “new” and ranked after established players.`,
  },
  result: {
    unrated: 'Puzzles from a link are played unrated.',
    sending: 'Sending your solve…',
    offline: 'You’re offline: your solve is kept here and sent when you’re back online.',
    busy: 'The site is busy just now: your solve is kept here and sent again in a moment.',
    failed: 'The solve could not be sent.',
    repeat: 'Your first solve of this puzzle is the one that counts.',
    hinted: (hints: number) =>
      `With ${D.hints(hints)}, it is saved to your account but not rated or ranked.`,
    capped: (perDay: number) =>
      `You have had today’s ${perDay} rated endless puzzles: this one is saved, not rated.`,
    rated: (change: number, now: string) =>
      html`Rating <strong>${signed(change)}</strong>: now ${now}.`,
    saved: 'Saved to your account.',
    rank: (rank: number) => html`You’re <strong>#${rank}</strong> on today’s leaderboard.`,
    onBoard: 'You’re on today’s leaderboard.',
    newRankAfter: ' New players rank after established ones.',
    streak: (current: number, best: number) =>
      `Your streak: ${current === 1 ? '1 day' : `${current} days in a row`}${best > current ? ` (best ${best})` : ''}.`,
    ratedLater: 'The daily is rated once the day is over.',
    keptNotTaken: (why: string) => `A saved solve was not taken: ${why}`,
    keptSent: (n: number) =>
      n === 1 ? 'Your saved solve is sent.' : `Your ${n} saved solves are sent.`,
  },
};
