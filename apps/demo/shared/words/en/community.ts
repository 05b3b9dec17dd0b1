// Puzzles by players in English: the list (its orders, filters and pages), a puzzle's page (who
// made it, how the crowd rates it, its fastest solves, votes, reports, sharing), and what a
// solve of one did to both ratings.
import { formatTime } from '@galaxies/pencil-kit';
import { signedPoints as signed } from '../../format.js';
import { DATES_EN as D } from './dates.js';
import type { Size } from '../../sizes.js';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export const COMMUNITY_EN = {
  heading: 'Puzzles by players',
  lede: 'Made in the editor and published by players; rated by everyone who solves them.',
  make: 'Make one in the editor',
  sorts: { new: 'Newest', top: 'Top voted', hard: 'Hardest' } as Record<string, string>,
  sortBy: 'Order',
  filters: 'Filter the list',
  size: 'Size',
  level: 'Level',
  any: 'Any',
  author: 'Author’s tag',
  show: 'Show',
  none: 'No puzzles match yet.',
  more: 'More puzzles',
  first: 'Back to the first page',
  /** A list entry's second line: `by Ada #k3x9 · 10×10 · medium · 4.2`. */
  byLine: (name: string, tag: string) => `by ${name} ${tag}`,
  kind: (size: Size, level: string, score: number | null) => D.puzzle(size, level, score),
  rating: (value: number, provisional: boolean) =>
    provisional ? `rated ${value} (provisional)` : `rated ${value}`,
  plays: (n: number) => plural(n, 'play', 'plays'),
  solves: (n: number) => plural(n, 'solve', 'solves'),
  median: (seconds: number) => `median ${formatTime(seconds)}`,
  votes: (n: number) => `votes ${n > 0 ? '+' : ''}${n}`,
  /** The board's kind of play, in its title and share line. */
  mode: 'Players’ puzzle',
  note: 'The author’s note',
  facts: 'About this puzzle',
  board: 'Fastest first solves',
  boardEmpty: 'No one has solved it yet: be the first.',
  rank: 'Rank',
  player: 'Player',
  time: 'Time',
  you: '(you)',
  vote: 'Your vote',
  up: 'Good puzzle',
  down: 'Not for me',
  voted: (up: boolean) => (up ? 'You voted it up.' : 'You voted it down.'),
  report: 'Report it',
  reportWhy: 'Report a puzzle whose title or note is offensive, or that copies someone else’s.',
  reported: 'Reported: thank you. Enough reports hide it until a moderator looks.',
  withdraw: 'Withdraw it',
  withdrawConfirm: 'Withdraw this puzzle? It will no longer be listed or played; its solves stay.',
  withdrawn: 'Withdrawn: it is no longer listed or played.',
  keep: 'Keep it',
  share: 'Share',
  link: 'Link',
  embed: 'Embed on your site',
  copy: 'Copy',
  copied: 'Copied.',
  own: 'You made this puzzle: solve it here unrated. Share its link so others can play.',
  gone: 'Its author has withdrawn this puzzle.',
  hiddenNow: 'This puzzle is hidden after reports, until a moderator looks at it.',
  missing: 'There is no puzzle at this address.',
  back: 'All puzzles by players',
  failed: 'The puzzle could not be loaded.',
  /** What a rated solve did: `Your players’ puzzles rating: 1523 (+23).` */
  yourRating: (rating: number, change: number, provisional: boolean) =>
    `Your rating on players’ puzzles: ${Math.round(rating)} (${signed(change)})${provisional ? ', provisional' : ''}.`,
  puzzleMoved: (change: number) => `The puzzle’s rating moved ${signed(change)}.`,
  puzzleStays: 'The puzzle’s rating moves once yours is settled.',
  unratedHints: 'Solved with hints: kept, not rated.',
  repeat: (seconds: number) => `You solved it before, in ${formatTime(seconds)}: that one counts.`,
};
