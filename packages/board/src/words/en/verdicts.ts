// What the editor says of a puzzle as it stands, in a player's words: not a puzzle yet (and
// which dots are at fault), no answer, two answers, or one, with how hard it is and what a player
// does to find it. Loaded with the editor only. Part of the words module (src/words/). Pure.
import type { Dot, Fault } from '@galaxies/engine';
import type { Verdict, VerdictTier } from '../../editor/verdict.js';
import { scoreText } from './board.js';
import { cellIn, dotAt } from './places.js';

/** What each tier takes, as a player would describe it. */
const TIERS: Record<VerdictTier, string> = {
  easy: 'Turning cells half way round their dots is enough.',
  medium: 'You also need to see which cells can reach which dot.',
  hard: 'Somewhere you must suppose a cell belongs to a dot, and watch that fail.',
  search: 'No chain of steps finds the answer, only trial and error.',
};

/** What a player does, for each way the checker finds a step. */
const WAYS: Readonly<Record<string, string>> = {
  mirror: 'turn a cell round a dot',
  single: 'a cell only one dot can take',
  wall: 'cells your walls part',
  reach: 'a cell only one dot can reach',
  bridge: 'a cell a galaxy can’t do without',
  suppose: 'try it and watch it fail',
};

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function up(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

/** Why the dots are not a puzzle yet. */
function fault(f: Fault, w: number, dots: readonly Dot[]): string {
  const dot = (d: number) => (dots[d] ? dotAt(dots[d]!) : 'a dot');
  switch (f.code) {
    case 'no-dots':
      return 'It needs at least one dot: tap a cell’s centre, side or corner.';
    case 'too-close':
      return `Two dots are too close: ${dot(f.dots[0])} and ${dot(f.dots[1])} both touch ${cellIn(w, f.cell)}. Move one of them.`;
    case 'off-grid':
      return `${up(dot(f.dot))} sits on the grid’s edge, where no dot can go.`;
    case 'repeated':
      return `${up(dot(f.dot))} is there twice.`;
    case 'bad-size':
      return 'Its width and height must each be 1 to 64 cells.';
    default:
      return 'These dots can’t be read as a puzzle.';
  }
}

/** The verdict in words: a short title and a plain sentence or two. */
export function verdictWords(v: Verdict, puzzle: { w: number; dots: readonly Dot[] }) {
  switch (v.kind) {
    case 'malformed':
      return { title: 'Not a puzzle yet', detail: fault(v.fault, puzzle.w, puzzle.dots) };
    case 'none':
      return {
        title: 'No answer',
        detail: 'These dots can’t cut the grid into galaxies. Move or add a dot.',
      };
    case 'several':
      return {
        title: 'Several answers',
        detail: `Two answers are shown below; they differ in ${plural(v.differ.length, 'cell', 'cells')}, outlined and hatched. Add a dot to tell them apart.`,
      };
    case 'unknown':
      return {
        title: 'Too hard to decide',
        detail:
          'The checker gave up before it could tell how many answers there are. Add dots to narrow it down.',
      };
    case 'unique': {
      const ways = Object.entries(v.used)
        .filter(([, n]) => n > 0)
        .map(([name, n]) => `${WAYS[name] ?? name} (${n === 1 ? 'once' : `${n} times`})`)
        .join(', ');
      const found = ways ? ` Found by: ${ways}.` : '';
      // The level and score the board shows for this puzzle once played.
      const how = v.score === null ? ['very hard'] : [v.level ?? '', scoreText(v.score)];
      const title = ['One answer', ...how].filter(Boolean).join(' · ');
      if (v.tier !== 'search' && v.steps === 0) {
        return { title, detail: 'The dots alone decide it.' };
      }
      const steps =
        v.tier === 'search' ? '' : ` It takes ${plural(v.steps, 'step', 'steps')} of that kind.`;
      return { title, detail: `${TIERS[v.tier]}${steps}${found}` };
    }
  }
}
