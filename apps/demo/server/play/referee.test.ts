// The referee with both engine versions, judged directly (a ticket made here as the server would
// sign it): each version's puzzle re-derived with its own version, the ticket's version and the
// day's version binding, a code's puzzle under one version never passing for the other's, and an
// answer reached by claims judged as any other.
import {
  BANDS,
  claimedAnswer,
  claimStanding,
  generate,
  shape,
  type Difficulty,
  type EngineVersion,
} from '@galaxies/engine';
import { describe, expect, it } from 'vitest';
import { dailyOf, VERSION_2_FROM } from './daily.js';
import { addDays } from '../../shared/days.js';
import { leastSeconds } from '../../shared/policy.js';
import { answerOf } from './puzzles.js';
import { judge, type Context, type SolvePost } from './referee.js';
import { TEST_SECRET } from '../test/testing.js';
import type { Ticket } from './tickets.js';

const TODAY = addDays(VERSION_2_FROM, 2); // a Sunday of version 2: 13×13 hard
const NOW = new Date(`${TODAY}T12:00:00Z`);
const ISSUED = NOW.getTime() - 600_000; // ten minutes ago

interface Puzzle {
  size: number | string;
  difficulty: Difficulty;
  code: string;
  engine: EngineVersion;
}

/** A post of `p` solved with `answer`, with the ticket the server would have issued for it. */
function played(p: Puzzle, mode: SolvePost['mode'], answer = answerOf(p), date?: string) {
  const ticket: Ticket = { player: 'p1', mode, ...p, ...(date ? { date } : {}), issued: ISSUED };
  const post: SolvePost = {
    ...p,
    answer: [...answer],
    seconds: 300,
    mode,
    ...(date ? { date } : {}),
    hints: 0,
    ticket: 'signed',
  };
  const ctx: Context = { secret: TEST_SECRET, today: TODAY, now: NOW, player: 'p1', ticket };
  return { post, ctx, ticket };
}

describe('the referee and engine versions', () => {
  const v1: Puzzle = { size: 10, difficulty: 'medium', code: 'k3x9q2ab', engine: 1 };
  const v2: Puzzle = { ...v1, engine: 2 };

  it('re-derives each version’s puzzle with that version, and stores its version and score', () => {
    for (const p of [v1, v2]) {
      const { post, ctx } = played(p, 'endless');
      const verdict = judge(post, ctx);
      expect(verdict.ok, `version ${p.engine}`).toBe(true);
      if (!verdict.ok) continue;
      const made = generate(p.code, p.size, p.difficulty, {}, p.engine);
      expect(verdict.solve).toMatchObject({ engine: p.engine, score: made.score });
    }
  });

  it('refuses one version’s answer for the same code under the other', () => {
    const [one, two] = [
      generate(v1.code, 10, 'medium', {}, 1),
      generate(v1.code, 10, 'medium', {}, 2),
    ];
    expect(one.dots).not.toEqual(two.dots); // the same code, two puzzles
    const asTwo = played(v2, 'endless', answerOf(v1));
    expect(judge(asTwo.post, asTwo.ctx)).toMatchObject({ ok: false, status: 422 });
    const asOne = played(v1, 'endless', answerOf(v2));
    expect(judge(asOne.post, asOne.ctx)).toMatchObject({ ok: false, status: 422 });
  });

  it('holds a post to the version its ticket was issued for', () => {
    const { post, ctx } = played(v2, 'endless');
    const verdict = judge({ ...post, engine: 1 }, ctx);
    expect(verdict).toMatchObject({ ok: false, status: 400 });
    if (!verdict.ok) expect(verdict.error).toMatch(/made by version 2 of the game/);
  });

  it('refuses a version it does not make, and a level a version does not make', () => {
    const { post, ctx } = played(v2, 'endless');
    const four = judge({ ...post, engine: 4 }, ctx);
    expect(four).toMatchObject({ ok: false, status: 400 });
    if (!four.ok) expect(four.error).toMatch(/does not make \(4\); it makes versions 1 to 3/);
    // Version 2 made squares only; version 3 makes rectangles.
    const rectangle = { size: '8x12', difficulty: 'easy', code: 'abc12345' } as const;
    const v2Rectangle = played({ ...rectangle, engine: 2 }, 'endless', new Array(96).fill(0));
    expect(judge(v2Rectangle.post, v2Rectangle.ctx)).toMatchObject({
      ok: false,
      error: 'Not a puzzle the game makes.',
    });
    const v3Rectangle = played({ ...rectangle, engine: 3 }, 'endless');
    expect(judge(v3Rectangle.post, v3Rectangle.ctx).ok).toBe(true);
    // Version 1 made 7×7 easy alone; version 2 makes 7×7 hard.
    const hard7 = { size: 7, difficulty: 'hard', code: 'abc12345' } as const;
    const old = played({ ...hard7, engine: 1 }, 'endless', new Array(49).fill(0));
    expect(judge(old.post, old.ctx)).toMatchObject({
      ok: false,
      error: 'Not a puzzle the game makes.',
    });
    const now = played({ ...hard7, engine: 2 }, 'endless');
    expect(judge(now.post, now.ctx).ok).toBe(true);
  });

  it('accepts every size and level version 2 makes, 15×15 held to its least time', () => {
    for (const size of [7, 10, 13, 15]) {
      for (const difficulty of ['easy', 'medium', 'hard'] as const) {
        const p: Puzzle = { size, difficulty, code: `s${size}${difficulty}`, engine: 2 };
        const { post, ctx } = played(p, 'endless');
        const verdict = judge(post, ctx);
        expect(verdict.ok, `${size} ${difficulty}`).toBe(true);
        if (verdict.ok) {
          const [low, high] = BANDS[difficulty];
          expect(verdict.solve.score).toBeGreaterThanOrEqual(low);
          expect(verdict.solve.score).toBeLessThanOrEqual(high);
        }
      }
    }
    const big: Puzzle = { size: 15, difficulty: 'easy', code: 'fast15', engine: 2 };
    const { post, ctx } = played(big, 'endless');
    const least = leastSeconds(15);
    const fast = judge({ ...post, seconds: least - 1 }, ctx);
    expect(fast).toMatchObject({ ok: false, status: 400 });
    if (!fast.ok) expect(fast.error).toMatch(`at least ${least} seconds`);
  });
});

describe('the referee and the days’ versions', () => {
  const dayOf = (date: string): Puzzle => {
    const { size, difficulty, code, engine } = dailyOf(TEST_SECRET, date)!;
    return { size, difficulty, code, engine };
  };

  it('takes each day’s puzzle by the day’s version: version 1 before the change, 2 after', () => {
    const posted = addDays(VERSION_2_FROM, -1);
    for (const [date, engine] of [
      [posted, 1],
      [VERSION_2_FROM, 2],
      [TODAY, 2],
    ] as const) {
      const p = dayOf(date);
      expect(p.engine).toBe(engine);
      const { post, ctx } = played(p, date === TODAY ? 'daily' : 'archive', answerOf(p), date);
      const verdict = judge(post, ctx);
      expect(verdict.ok, date).toBe(true);
      if (verdict.ok) expect(verdict.solve).toMatchObject({ day: date, engine });
    }
  });

  it('refuses a day’s code posted with another version, even on a ticket that says so', () => {
    // The last day of version 1 and the first of version 2 are both 10×10 medium, which both
    // versions make. A ticket for the other version could only be forged: the day still decides.
    for (const date of [addDays(VERSION_2_FROM, -1), VERSION_2_FROM]) {
      const day = dayOf(date);
      expect(`${day.size} ${day.difficulty}`).toBe('10 medium');
      const other = { ...day, engine: (day.engine === 1 ? 2 : 1) as EngineVersion };
      const { post, ctx } = played(other, 'archive', answerOf(other), date);
      const verdict = judge(post, ctx);
      expect(verdict, date).toMatchObject({ ok: false, status: 400 });
      if (!verdict.ok) expect(verdict.error).toMatch(`made by version ${day.engine} of the game`);
    }
  });

  it('refuses a day’s code posted at another level than the day’s', () => {
    const day = dayOf(TODAY); // 13×13 hard
    const { post, ctx } = played({ ...day, difficulty: 'easy' }, 'daily', answerOf(day), TODAY);
    const verdict = judge(post, ctx);
    expect(verdict).toMatchObject({ ok: false, status: 400 });
    if (!verdict.ok) expect(verdict.error).toMatch(/not the daily of/);
  });
});

describe('the referee and answers reached by claims', () => {
  const p: Puzzle = { size: '10x16', difficulty: 'medium', code: 'claimsref', engine: 3 };
  const made = generate(p.code, p.size, p.difficulty, {}, p.engine);
  const puzzle = { w: made.w, h: made.h, dots: made.dots };
  const answer = answerOf(p);

  it('accepts the answer a board solved by claims alone posts, and refuses a wrong one', () => {
    // Every cell claimed for its dot: the board's standing then gives the answer it posts.
    const claimed = { w: [], x: [], k: answer.map((dot) => dot + 1) };
    const right = claimStanding(puzzle, claimed).answer!;
    expect(right).toEqual(answer);
    const ok = played(p, 'endless', right);
    expect(judge(ok.post, ok.ctx).ok).toBe(true);
    // One cell and its twin handed to a neighbouring dot: the claims no longer stand as an
    // answer, and the answer they propose is refused.
    const s = shape(puzzle);
    const cell = answer.findIndex((dot, c) => {
      const right = s.neighbours[4 * c + 1]!;
      return right !== -1 && answer[right] !== dot && s.coreOf[c] === -1;
    });
    const wrongClaims = claimed.k.map((held, c) => (c === cell ? answer[cell + 1]! + 1 : held));
    expect(claimStanding(puzzle, { w: [], k: wrongClaims }).answer).toBeFalsy();
    const proposed = claimedAnswer(puzzle, { k: wrongClaims })!;
    const bad = played(p, 'endless', proposed);
    expect(judge(bad.post, bad.ctx)).toMatchObject({ ok: false, status: 422 });
  });
});
