import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../test/testing.js';
import {
  answerTo,
  establish,
  namedPlayer,
  postHonest,
  published,
  solveAs,
} from '../test/community.js';

describe('playing puzzles players publish', () => {
  let server: TestServer;
  let author: { cookie: string; id: string };
  let puzzle: Awaited<ReturnType<typeof published>>;
  beforeEach(async () => {
    server = await testServer();
    server.setNow(new Date('2026-11-30T12:00:00Z'));
    author = await namedPlayer(server, 'Ada');
    puzzle = await published(server, author.cookie, 'playme');
  });
  afterEach(() => server.close());

  const shown = async () =>
    (await server.app.inject({ url: `/api/galaxies/puzzles/${puzzle.id}` })).json();
  const ticket = (cookie: string, id = puzzle.id) =>
    server.app.inject({
      method: 'POST',
      url: '/api/galaxies/tickets',
      payload: { mode: 'community', puzzle: id },
      headers: { cookie },
    });
  const solves = () => server.store.db.selectFrom('community_solves').selectAll().execute();

  it('counts a play once a player, and plays its author unrated, without a ticket', async () => {
    const solver = await namedPlayer(server, 'Brook');
    expect((await ticket(solver.cookie)).statusCode).toBe(201);
    expect((await ticket(solver.cookie)).statusCode).toBe(201);
    expect((await shown()).plays).toBe(1);
    const own = await ticket(author.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatch(/You made this puzzle/);
    expect((await ticket(solver.cookie, 'zzzzzzzz')).statusCode).toBe(404);
  });

  it('rates a provisional solver against the puzzle, leaving the puzzle as it was', async () => {
    const solver = await namedPlayer(server, 'Brook');
    const before = await shown();
    const res = await solveAs(server, solver.cookie, puzzle.id, puzzle.puzzle, 60);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.repeat).toBe(false);
    expect(body.rating.provisional).toBe(true);
    expect(body.rating.change).not.toBe(0);
    expect(body.puzzle.moved).toBe(false);
    const after = await shown();
    expect(after).toMatchObject({ solves: 1, plays: 1, medianSeconds: 60 });
    expect(after.rating).toEqual(before.rating);
    // Its community rating, apart from the site's.
    const [row] = await server.store.db.selectFrom('community_ratings').selectAll().execute();
    expect(row!.rating).toBeCloseTo(1500 + body.rating.change, 6);
  });

  it('moves the puzzle for an established solver, and stores each solve once', async () => {
    const solver = await namedPlayer(server, 'Brook');
    await establish(server, solver.id, 1700);
    const before = await shown();
    // A strong solver who takes long: the puzzle wins, and rises.
    const res = await solveAs(server, solver.cookie, puzzle.id, puzzle.puzzle, 900);
    expect(res.statusCode).toBe(201);
    expect(res.json().puzzle.moved).toBe(true);
    const after = await shown();
    expect(after.rating.value).toBeGreaterThan(before.rating.value);
    expect(after.medianSeconds).toBe(900);
    // The same post again, and twice at once: one solve, nothing rated twice.
    const [stored] = await solves();
    const again = await solveAs(server, solver.cookie, puzzle.id, puzzle.puzzle, 100);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ repeat: true, seconds: 900, rating: null });
    expect(await solves()).toEqual([stored]);
    expect((await shown()).rating).toEqual(after.rating);
  });

  it('stores a solve posted twice at once once', async () => {
    const solver = await namedPlayer(server, 'Brook');
    const started = (await ticket(solver.cookie)).json();
    server.wait(60);
    const post = () => postHonest(server, solver.cookie, puzzle.id, puzzle.puzzle, started.ticket);
    const answers = await Promise.all([post(), post(), post()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await solves()).toHaveLength(1);
    expect((await shown()).solves).toBe(1);
  });

  it('keeps a hinted solve unrated and out of the median', async () => {
    const solver = await namedPlayer(server, 'Brook');
    const res = await solveAs(server, solver.cookie, puzzle.id, puzzle.puzzle, 60, { hints: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rating: null, puzzle: null });
    expect(await shown()).toMatchObject({ solves: 1, medianSeconds: null });
  });

  it('refuses what the referee refuses in every mode', async () => {
    const solver = await namedPlayer(server, 'Brook');
    const other = await namedPlayer(server, 'Cleo');
    const started = (await ticket(solver.cookie)).json();
    const post = (payload: object, cookie = solver.cookie) =>
      postHonest(server, cookie, puzzle.id, puzzle.puzzle, started.ticket, payload);
    server.wait(3);
    expect((await post({ seconds: 3 })).json().error).toMatch(/Too fast/);
    server.wait(60);
    expect((await post({}, other.cookie)).statusCode).toBe(403);
    expect((await post({ ticket: 'v1.forged.ticket' })).statusCode).toBe(400);
    const wrong = answerTo(puzzle.puzzle).map(() => 0);
    expect((await post({ answer: wrong })).statusCode).toBe(422);
    expect((await post({ answer: [0, 1] })).json().error).toMatch(/Not a dot for every cell/);
    expect(await solves()).toEqual([]);
  });

  it('keeps a withdrawn puzzle’s solves, and takes no new ones', async () => {
    const solver = await namedPlayer(server, 'Brook');
    await solveAs(server, solver.cookie, puzzle.id, puzzle.puzzle, 60);
    const late = await namedPlayer(server, 'Cleo');
    const lateTicket = (await ticket(late.cookie)).json();
    const withdraw = (cookie: string) =>
      server.app.inject({
        method: 'DELETE',
        url: `/api/galaxies/puzzles/${puzzle.id}`,
        headers: { cookie },
      });
    expect((await withdraw(solver.cookie)).statusCode).toBe(403);
    expect((await withdraw(author.cookie)).statusCode).toBe(200);
    expect(
      (await server.app.inject({ url: `/api/galaxies/puzzles/${puzzle.id}` })).statusCode,
    ).toBe(410);
    expect((await ticket(late.cookie)).statusCode).toBe(410);
    server.wait(60);
    const post = await postHonest(server, late.cookie, puzzle.id, puzzle.puzzle, lateTicket.ticket);
    expect(post.statusCode).toBe(410);
    expect(await solves()).toHaveLength(1);
  });
});
