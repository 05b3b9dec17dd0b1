// The puzzle an embed asks for, made ready to draw: the board's attributes, its name for a title
// or a link preview, and the site's page to play it on (rated where the site rates it). Today's
// and an archive day's come from the daily; an Endless puzzle's from its address (a new code when
// it names none, made first off the main thread when big); a given puzzle is read by the board,
// as is a published one (its Tatham ID, from storage; none once withdrawn or hidden).
import { fromPuzzLink, fromTathamId, toTathamId, type Dot, type Puzzle } from '@galaxies/engine';
import { puzzleById } from '../db/community.js';
import { unavailable } from '../play/published-puzzles.js';
import type { SiteWords } from '../../shared/words/en/site.js';
import { isEngine } from '../../shared/puzzle-key.js';
import type { Services } from '../db/services.js';
import { prepare, puzzleOf } from '../play/puzzles.js';
import { dailyOn, todaysDaily } from '../play/daily-shown.js';
import { endlessCode } from '../play/ids.js';
import { sitePathOf, type EmbedAsk } from './embed-address.js';

/** A puzzle made from a code: what the board, the thumbnail and the title need of it. */
export interface CodedPuzzle {
  size: number | string;
  difficulty: string;
  code: string;
  engine: number;
}

/** The puzzle an embed shows. */
export interface EmbedPuzzle {
  /** The ask, a new Endless code filled in. */
  ask: EmbedAsk;
  /** Made from a code (none for a given puzzle, which the board reads from `src`). */
  coded: CodedPuzzle | null;
  src: string | null;
  /** The kind of play, as the board's `mode` takes it, and the daily's date. */
  mode: 'daily' | 'archive' | 'endless' | '';
  date: string | null;
  /** The site's page to play it on. */
  sitePath: string;
  /** Whether the site rates a solve there: a daily's (a code from a link, or a given puzzle, no). */
  rated: boolean;
  /** Its name in `words`: `Daily 10×10 medium`. */
  name: (words: SiteWords) => string;
}

/** A daily as an embed shows it, or null when there is none (a day before the first, or ahead). */
function daily(services: Services, date: string | null): EmbedPuzzle | null {
  let day;
  try {
    day = date === null ? todaysDaily(services) : dailyOn(services, date);
  } catch {
    return null;
  }
  if (!isEngine(day.engine)) return null;
  const ask: EmbedAsk = date === null ? { kind: 'today' } : { kind: 'archive', date };
  const { size, difficulty, code, engine } = day;
  return {
    ask,
    coded: { size, difficulty, code, engine },
    src: null,
    mode: date === null ? 'daily' : 'archive',
    date: day.date,
    sitePath: sitePathOf(ask),
    rated: true,
    name: (w) =>
      date === null ? w.embed.daily(size, difficulty) : w.embed.archive(day.date, size, difficulty),
  };
}

/**
 * What `ask` shows, ready to draw (a big Endless puzzle made first, off the main thread), or
 * null when it names no puzzle there is.
 */
export async function embedPuzzle(services: Services, ask: EmbedAsk): Promise<EmbedPuzzle | null> {
  switch (ask.kind) {
    case 'today':
      return daily(services, null);
    case 'archive':
      return daily(services, ask.date);
    case 'given':
      return {
        ask,
        coded: null,
        src: ask.src,
        mode: '',
        date: null,
        sitePath: sitePathOf(ask),
        rated: false,
        name: (w) => w.embed.given,
      };
    case 'community': {
      const row = await puzzleById(services.store.reads, ask.id);
      if (unavailable(row)) return null;
      const title = row!.title;
      return {
        ask,
        coded: null,
        src: toTathamId({ w: row!.w, h: row!.h, dots: JSON.parse(row!.dots) as Dot[] }),
        mode: '',
        date: null,
        sitePath: sitePathOf(ask),
        // Rated on its page, where a ticket starts it; played here as given.
        rated: false,
        name: () => title,
      };
    }
    case 'endless': {
      const code = ask.ask.code ?? endlessCode();
      const made = { ...ask.ask, code };
      const coded = { size: made.size, difficulty: made.difficulty, code, engine: made.engine };
      if (
        !(await prepare(coded).then(
          () => true,
          () => false,
        ))
      )
        return null;
      const asked: EmbedAsk = { kind: 'endless', ask: made };
      return {
        ask: asked,
        coded,
        src: null,
        mode: 'endless',
        date: null,
        sitePath: sitePathOf(asked),
        // A code from a link is played unrated on the site too (only its own offers are rated).
        rated: false,
        name: (w) => w.embed.endless(made.size, made.difficulty),
      };
    }
  }
}

/** A given puzzle's dots, read as the board reads `src` (a puzz.link URL, else a Tatham ID). */
function givenPuzzle(src: string): Puzzle | null {
  try {
    return /^https?:/i.test(src) ? fromPuzzLink(src) : fromTathamId(src);
  } catch {
    return null;
  }
}

/** The grid and dots `puzzle` shows (for its thumbnail and its frame's shape), or null. */
export function dotsOf(puzzle: EmbedPuzzle): Puzzle | null {
  if (puzzle.src !== null) return givenPuzzle(puzzle.src);
  const { w, h, dots } = puzzleOf(puzzle.coded!);
  return { w, h, dots };
}
