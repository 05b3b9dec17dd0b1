// The server's refusals in English, and their shape (`Refusals`), which every language's table
// has. ../refusals.ts picks a table by the request's language; ../ja/refusals.ts is the Japanese.
import { SIDES_V3 } from '@galaxies/engine';
import type { Widen } from '@galaxies/pencil-kit';
import { sizeLabel, type Size } from '../../../shared/sizes.js';

const DAILY_FIRST = (first: string) => `the first was on ${first}`;
/** The least and most cells a side of the grids the current engine version makes. */
const [LEAST_SIDE, MOST_SIDE] = SIDES_V3;

export const REFUSALS_EN = {
  // Requests in the wrong shape (what a hand-made request meets, rarely a player).
  tooLarge: 'That request is too large.',
  sendJson: 'Send JSON (content-type: application/json).',
  noBody: 'The request has no body.',
  notJson: 'The request body is not valid JSON.',
  shape: (detail: string) => `The request is not in the expected shape: ${detail}.`,
  notUnderstood: 'That request could not be understood.',
  nowhere: 'There is nothing at that address.',
  badAddress: 'That address could not be read.',
  headersTooLarge: 'The request’s headers are too large.',
  tooMany: 'Too many requests: slow down and try again in a minute.',
  databaseDown: 'The database is not answering just now: try again in a moment.',
  ourSide: 'Something went wrong on our side.',
  // Players and devices.
  forged: 'That player cookie was not signed by this site.',
  noPlayer: 'Start the puzzle on this site first: there is no player here yet.',
  tooManyPlayers: 'Too many new players from here: try again in a few minutes.',
  tooManyCodes: 'Too many codes tried from here: wait ten minutes and try again.',
  codeRefused:
    'That code does not work: it may be mistyped, used already, or past its ten minutes. Make a new one on your other device.',
  notYourDevice: 'That device is not signed in as you.',
  // Names.
  nameText: 'A name must be text.',
  nameBroken: 'A name can’t hold broken characters.',
  nameEmpty: 'A name needs at least one character.',
  nameLong: (max: number) => `A name can be at most ${max} characters.`,
  nameHidden: 'A name can’t hold hidden or control characters.',
  namePiled: 'A name can’t pile up accents on one letter.',
  nameLetter: 'A name needs a letter or a digit.',
  nameTaken: 'That name is one the boards use themselves.',
  // Days, puzzles and tickets.
  notADate: (day: string) => `Not a date: "${day}" (use YYYY-MM-DD).`,
  notOutYet: (day: string) => `The daily of ${day} isn’t out yet.`,
  noDaily: (day: string) => `There was no daily on ${day}.`,
  noDailyBefore: (day: string, first: string) =>
    `There was no daily on ${day}: ${DAILY_FIRST(first)}.`,
  firstDaily: (first: string) => `The first daily is on ${first}.`,
  notThatDaily: (day: string) => `That is not the daily of ${day}.`,
  inArchive: (day: string) => `The daily of ${day} is in the archive now.`,
  dailySize: (day: string, size: Size) => `The daily of ${day} is a ${sizeLabel(size)}.`,
  endlessSizes: `Endless comes in every size from ${LEAST_SIDE} to ${MOST_SIDE} cells a side (10 for 10×10, or 20x12), each easy, medium or hard.`,
  sizes: `Each side is ${LEAST_SIDE} to ${MOST_SIDE} cells: a size is written 10 for 10×10, or 20x12.`,
  levels: 'Levels are easy, medium and hard.',
  staleOffer: 'This puzzle’s offer is out of date or not this site’s: it plays, unrated.',
  endlessNoDate: 'An endless puzzle has no date.',
  dailyAsDaily: 'A daily is played as the daily.',
  dailyNeedsDate: 'A daily solve needs its date (YYYY-MM-DD).',
  notMade: 'Not a puzzle the game makes.',
  notSitePuzzle: 'That is not a puzzle of the site.',
  otherVersion: (theirs: number, ours: number) =>
    `That puzzle came from a version of the game this site does not make (${theirs}); it makes versions 1 to ${ours}. Reload to play.`,
  madeBy: (engine: number) =>
    `That puzzle is made by version ${engine} of the game: reload the page to play it.`,
  otherPuzzle: 'That ticket is for another puzzle: reload to play this one.',
  othersTicket: 'That ticket is another player’s.',
  foreignTicket: 'That start ticket was not issued by this site: reload to play.',
  ticketRunOut: 'That ticket has run out: reload to start the puzzle again.',
  // Solves.
  notADotEach: 'Not a dot for every cell.',
  wholeSeconds: 'The time must be a whole number of seconds.',
  underADay: 'A solve must take less than a day.',
  tooFast: (size: Size, least: number) =>
    `Too fast: a ${sizeLabel(size)} takes at least ${least} seconds to draw.`,
  wholeHints: 'Hints must be a whole number, at least 0.',
  notSolved: (fault: string) => `Those galaxies don’t solve this puzzle: ${fault}.`,
  // Puzzles players publish.
  puzzleSides: `Each side of a puzzle is ${LEAST_SIDE} to ${MOST_SIDE} cells.`,
  noDots: 'A puzzle needs at least one dot.',
  dotOffGrid: (n: number) => `Dot ${n} is on the grid’s frame or off it.`,
  dotRepeated: (n: number) => `Dot ${n} is there twice.`,
  dotsTooClose: (a: number, b: number) =>
    `Dots ${a} and ${b} are too close: the cells at their middles overlap.`,
  theTitle: 'A title',
  theNote: 'A note',
  textText: (field: string) => `${field} must be text.`,
  textBroken: (field: string) => `${field} can’t hold broken characters.`,
  textHidden: (field: string) => `${field} can’t hold hidden or control characters.`,
  textPiled: (field: string) => `${field} can’t pile up accents on one letter.`,
  textLong: (field: string, max: number) => `${field} can be at most ${max} characters.`,
  titleEmpty: 'A puzzle needs a title.',
  severalAnswers:
    'That puzzle has more than one answer: add or move a dot until it has exactly one.',
  noAnswer: 'That puzzle has no answer: move a dot until it has exactly one.',
  uncounted:
    'That puzzle’s answers could not be counted within the time allowed: make it easier to tell that it has exactly one.',
  publishedAlready: (path: string) =>
    `That puzzle is published already (perhaps turned or mirrored): ${path}`,
  publishedEnough: (n: number) =>
    `You have published ${n} puzzles today, the day’s allowance: publish more tomorrow.`,
  noSuchPuzzle: 'There is no published puzzle at that address.',
  puzzleGone: 'That puzzle has been withdrawn.',
  puzzleHidden: 'That puzzle is hidden after players reported it, until a moderator looks at it.',
  authorTag: 'An author is named by their tag, such as #k3x9.',
  ownPuzzleTicket: 'You made this puzzle: play it here unrated.',
  notYourPuzzle: 'Only its author can withdraw a puzzle.',
  ownPuzzle: 'You can’t vote on or report your own puzzle.',
  notModerator: 'Only a moderator can do that.',
  badCursor: 'That page’s cursor could not be read: start from the first page.',
  puzzleSorts: 'A list is sorted by new, top or hard.',
  noSuchRace: 'There is no race at that address.',
  raceFull: 'That race is full: start one of your own.',
  raceStarted: 'That race has started without you: start one of your own.',
  notARacer: 'Join the race first.',
};

/** Every language's refusals have the English's shape. */
export type Refusals = Widen<typeof REFUSALS_EN>;
