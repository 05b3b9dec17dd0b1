// The referee for published puzzles: whether a posted solve of one counts, by the rules every
// kind of play keeps (the ticket this player's, for this puzzle; the time and hints as
// referee.ts judges them) and the answer checked against the puzzle as stored, never as posted.
// Pure: the route reads the puzzle and stores what is accepted.
import { explainCheck, sizeOf, type Puzzle } from '@galaxies/engine';
import type { CommunitySolvePost } from '../../shared/community.js';
import { clean, judgeTime, refuse, type Context, type Refusal } from './referee.js';
import type { CommunityTicket } from './tickets.js';

/** A solve of a published puzzle the referee accepted, as it will be stored. */
export interface CommunityAccepted {
  puzzle: string;
  /** The lesser of the player's clock and the server's since the ticket. */
  seconds: number;
  hints: number;
}

export type CommunityVerdict = { ok: true; solve: CommunityAccepted } | Refusal;

/** Judges `post` of `puzzle` (the published puzzle it names, as stored) by `ctx`. */
export function judgeCommunity(
  post: CommunitySolvePost,
  puzzle: Puzzle,
  ctx: Omit<Context, 'ticket' | 'secret'> & { ticket: CommunityTicket },
): CommunityVerdict {
  const size = sizeOf(puzzle.w, puzzle.h);
  const answer = clean(post.answer, size);
  if (!answer) return refuse(400, (w) => w.notADotEach);
  const { ticket } = ctx;
  if (ticket.player !== ctx.player) return refuse(403, (w) => w.othersTicket);
  if (ticket.puzzle !== post.puzzle) return refuse(400, (w) => w.otherPuzzle);
  const timed = judgeTime(post.seconds, post.hints, size, ticket.issued, ctx);
  if (!timed.ok) return timed;
  const fault = explainCheck(puzzle, answer);
  if (fault) return refuse(422, (w) => w.notSolved(fault.message));
  return { ok: true, solve: { puzzle: post.puzzle, ...timed.time } };
}
