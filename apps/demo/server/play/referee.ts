// The referee: whether a posted solve counts. It checks the post's shape and engine version (any
// version the server makes: a code is made by the version that issued it), the start ticket
// (this player's, for this puzzle made by this version, old enough by the server's clock), the
// puzzle (for dailies the date, whose version is the day's), the time (the lesser of the
// player's clock and the server's), and last the answer against the puzzle the server makes
// itself with that version. Pure but for the engine's cache: storage is the route's.
import { DAILY_CODE_LENGTH } from './daily.js';
import { addDays } from '../../shared/days.js';
import {
  leastSeconds,
  MAX_SECONDS,
  TICKET_LIFETIME_DAYS,
  TICKET_SLACK_SECONDS,
} from '../../shared/policy.js';
import { answerFault, CODE_RE, SITE_ENGINE, isEngine, isMade, scoreOf } from './puzzles.js';
import type { Mode, SolvePost } from '../../shared/wire.js';
import type { Ticket } from './tickets.js';
import { english, type Phrase } from '../words/refusals.js';
import { cellsOf, readSize, type Size } from '../../shared/sizes.js';
import { dayGate } from './day-gate.js';

export type { Mode, SolvePost };

/** A solve the referee accepted, as it will be stored. */
export interface Accepted {
  size: Size;
  difficulty: string;
  code: string;
  /** The engine version that made the code. */
  engine: number;
  /** The puzzle's difficulty score (null off the scale). */
  score: number | null;
  /** daily only for today's daily; a past day's daily counts as archive. */
  mode: Mode;
  /** The daily's date, or today for endless. */
  day: string;
  /** The lesser of the player's clock and the server's since the ticket. */
  seconds: number;
  hints: number;
}

/** A post refused: its status, and why in English and in the player's words. */
export type Refusal = { ok: false; status: number; error: string; said: Phrase };

export type Verdict = { ok: true; solve: Accepted } | Refusal;

/** What the referee judges a post by besides the post: who sent it, their ticket, the time. */
export interface Context {
  secret: string;
  /** The site's day now. */
  today: string;
  now: Date;
  /** The asking player's id. */
  player: string;
  /** The post's ticket as this server signed it (the route refuses any other). */
  ticket: Ticket;
}

/** The answer as a whole number for each of the grid's cells, each under the cells, or null. */
export function clean(answer: unknown, size: Size): number[] | null {
  const cells = cellsOf(size);
  if (!cells || !Array.isArray(answer) || answer.length !== cells) return null;
  for (const dot of answer) {
    if (!Number.isInteger(dot) || dot < 0 || dot >= cells) return null;
  }
  return answer as number[];
}

export const refuse = (status: number, said: Phrase): Refusal => ({
  ok: false,
  status,
  error: english(said),
  said,
});
const NOT_MADE: Phrase = (w) => w.notMade;
const OTHER_PUZZLE: Phrase = (w) => w.otherPuzzle;

/** Whether the ticket names this puzzle's code, size and level, in the same kind of play. */
function sameStart(post: SolvePost & { size: Size }, t: Ticket): boolean {
  if (t.size !== post.size || t.difficulty !== post.difficulty || t.code !== post.code) {
    return false;
  }
  if (post.mode === 'endless' || t.mode === 'endless') return post.mode === t.mode;
  return t.date === post.date;
}

/**
 * The time and hints a solve of `size` counts with, from the ticket issued at `issued`: the
 * lesser of the player's clock and the server's (with the slack), a whole number under a day,
 * within the ticket's life and no faster than the size allows; or why it is refused. Every kind
 * of play keeps these rules.
 */
export function judgeTime(
  seconds: number,
  hintsPosted: number | undefined,
  size: Size,
  issued: number,
  ctx: Pick<Context, 'now' | 'today'>,
): { ok: true; time: { seconds: number; hints: number } } | Refusal {
  if (!Number.isInteger(seconds)) return refuse(400, (w) => w.wholeSeconds);
  if (seconds >= MAX_SECONDS) return refuse(400, (w) => w.underADay);
  const elapsed = Math.floor((ctx.now.getTime() - issued) / 1000);
  const issuedDay = new Date(issued).toISOString().slice(0, 10);
  if (elapsed < 0 || addDays(issuedDay, TICKET_LIFETIME_DAYS) < ctx.today) {
    return refuse(400, (w) => w.ticketRunOut);
  }
  const taken = Math.min(seconds, elapsed + TICKET_SLACK_SECONDS);
  const least = leastSeconds(size);
  if (taken < least || elapsed < least) {
    return refuse(400, (w) => w.tooFast(size, least));
  }
  const hints = hintsPosted ?? 0;
  if (!Number.isInteger(hints) || hints < 0) return refuse(400, (w) => w.wholeHints);
  return { ok: true, time: { seconds: taken, hints } };
}

/** Judges `post` by `ctx`: the referee's whole answer, from the post and the ticket alone. */
export function judge(post: SolvePost, ctx: Context): Verdict {
  const { difficulty, code, engine, seconds } = post;
  // One way to write each size: "7" and "7x7" are the 7 every ticket and store names.
  const size = readSize(post.size);
  if (size === null) return refuse(400, (w) => w.sizes);
  const answer = clean(post.answer, size);
  if (!answer) return refuse(400, (w) => w.notADotEach);
  if (!isEngine(engine)) return refuse(400, (w) => w.otherVersion(engine, SITE_ENGINE));
  if (!isMade(size, difficulty, engine)) return refuse(400, NOT_MADE);
  const ticket = ctx.ticket;
  if (ticket.player !== ctx.player) return refuse(403, (w) => w.othersTicket);
  if (!sameStart({ ...post, size }, ticket)) return refuse(400, OTHER_PUZZLE);
  // The same code makes another puzzle under another version: the ticket's is the one started.
  if (ticket.engine !== engine) return refuse(400, (w) => w.madeBy(ticket.engine));

  let mode = post.mode;
  let day = ctx.today;
  if (mode === 'endless') {
    if (post.date !== undefined) return refuse(400, (w) => w.endlessNoDate);
    if (!CODE_RE.test(code)) return refuse(400, NOT_MADE);
    // Dailies have codes of their own length: one never counts as endless.
    if (code.length === DAILY_CODE_LENGTH) return refuse(400, (w) => w.dailyAsDaily);
  } else {
    const daily = dayGate(ctx.secret, post.date, ctx.today);
    if (daily === 'not-a-day') return refuse(400, (w) => w.dailyNeedsDate);
    const date = post.date!;
    if (daily === 'to-come') return refuse(404, (w) => w.notOutYet(date));
    if (daily === 'none') return refuse(404, (w) => w.noDaily(date));
    if (daily.code !== code || daily.size !== size || daily.difficulty !== difficulty) {
      return refuse(400, (w) => w.notThatDaily(date));
    }
    if (daily.engine !== engine) return refuse(400, (w) => w.madeBy(daily.engine));
    // The day decides: today's daily counts as the daily, any earlier one as the archive.
    mode = date === ctx.today ? 'daily' : 'archive';
    day = date;
  }

  const timed = judgeTime(seconds, post.hints, size, ticket.issued, ctx);
  if (!timed.ok) return timed;

  const ref = { size, difficulty, code, engine };
  const fault = answerFault(ref, answer);
  if (fault) return refuse(422, (w) => w.notSolved(fault));
  const solve = { ...ref, score: scoreOf(ref), mode, day, ...timed.time };
  return { ok: true, solve };
}
