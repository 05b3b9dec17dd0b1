// The referee: whether a posted solve counts. It checks the post's shape, the engine version,
// the puzzle (size, difficulty, code, and for dailies the date), the time, and finally the
// answer against the one the server derives itself. Pure: storage happens in the route.
import { dailyOf } from './daily.js';
import { isDay } from './days.js';
import { answerOf, CODE_RE, difficultyOf, ENGINE_VERSION } from './puzzles.js';

export type Mode = 'daily' | 'endless' | 'archive';

export interface SolvePost {
  code: string;
  size: number;
  difficulty: string;
  engine: number;
  answer: unknown;
  seconds: number;
  mode: Mode;
  date?: string;
  /** Hints used (0 when absent): a hinted solve is kept but not rated or ranked. */
  hints?: number;
}

/** A solve the referee accepted, as it will be stored. */
export interface Accepted {
  size: number;
  difficulty: string;
  code: string;
  /** daily only for today's daily; a past day's daily counts as archive. */
  mode: Mode;
  /** The daily's date, or today for endless. */
  day: string;
  seconds: number;
  hints: number;
}

export type Verdict = { ok: true; solve: Accepted } | { ok: false; status: number; error: string };

/** Least seconds a solve can take: about one dragged stroke a galaxy. */
export const MIN_SECONDS: Readonly<Record<number, number>> = { 7: 10, 10: 20, 13: 35 };
const A_DAY = 24 * 60 * 60;

/** The answer as n × n whole numbers each under n², or null. */
export function clean(answer: unknown, size: number): number[] | null {
  const cells = size * size;
  if (!Array.isArray(answer) || answer.length !== cells) return null;
  for (const dot of answer) {
    if (!Number.isInteger(dot) || dot < 0 || dot >= cells) return null;
  }
  return answer as number[];
}

const refuse = (status: number, error: string): Verdict => ({ ok: false, status, error });
const NOT_MADE = 'Not a puzzle the game makes.';

/** Judges `post`, made on `today` (the site's day), with the server's `secret`. */
export function judge(post: SolvePost, secret: string, today: string): Verdict {
  const { size, difficulty, code, seconds } = post;
  const answer = clean(post.answer, size);
  if (!answer) return refuse(400, 'Not a dot for every cell.');
  if (post.engine !== ENGINE_VERSION) {
    return refuse(
      400,
      `That puzzle came from another version of the game (${post.engine}); this is version ${ENGINE_VERSION}. Reload to play.`,
    );
  }
  if (difficultyOf(size) !== difficulty) return refuse(400, NOT_MADE);

  let mode = post.mode;
  let day = today;
  if (mode === 'endless') {
    if (post.date !== undefined) return refuse(400, 'An endless puzzle has no date.');
    if (!CODE_RE.test(code)) return refuse(400, NOT_MADE);
  } else {
    if (!isDay(post.date)) return refuse(400, 'A daily solve needs its date (YYYY-MM-DD).');
    if (post.date > today) return refuse(404, `The daily of ${post.date} isn’t out yet.`);
    const daily = dailyOf(secret, post.date);
    if (!daily) return refuse(404, `There was no daily on ${post.date}.`);
    if (daily.code !== code || daily.size !== size)
      return refuse(400, `That is not the daily of ${post.date}.`);
    // The day decides: today's daily counts as the daily, any earlier one as the archive.
    mode = post.date === today ? 'daily' : 'archive';
    day = post.date;
  }

  if (!Number.isInteger(seconds)) return refuse(400, 'The time must be a whole number of seconds.');
  const least = MIN_SECONDS[size]!;
  if (seconds < least) {
    return refuse(400, `Too fast: a ${size}×${size} takes at least ${least} seconds to draw.`);
  }
  if (seconds >= A_DAY) return refuse(400, 'A solve must take less than a day.');
  const hints = post.hints ?? 0;
  if (!Number.isInteger(hints) || hints < 0)
    return refuse(400, 'Hints must be a whole number, at least 0.');

  const truth = answerOf(size, difficulty, code);
  if (truth.length !== answer.length || truth.some((dot, i) => dot !== answer[i])) {
    return refuse(422, 'Those galaxies don’t solve this puzzle.');
  }
  return { ok: true, solve: { size, difficulty, code, mode, day, seconds, hints } };
}
