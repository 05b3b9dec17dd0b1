// Live races against the app on a real port, on SQLite and PostgreSQL: a room opened and joined,
// the puzzle kept back until the start, progress passed on, finishes checked and placed by the
// server's time, a drop and a rejoin, a full room starting itself, and bad messages closing only
// the socket that sent them.
import { afterEach, describe, expect, it } from 'vitest';
import { answerOf } from '../play/puzzles.js';
import { CLOSE, RACERS_MAX, type RaceRoom } from '../../shared/race.js';
import { testServer, type TestServer } from '../test/testing.js';
import { join, listening, openRoom, player, Racer } from '../test/racers.js';

const opened: TestServer[] = [];
const sockets: Racer[] = [];
afterEach(async () => {
  for (const racer of sockets.splice(0)) racer.close();
  for (const server of opened.splice(0).reverse()) await server.close();
});

async function server() {
  const made = await testServer({}, { liveClock: true });
  opened.push(made);
  return { server: made, base: await listening(made) };
}

async function connect(base: string, id: string, cookie: string | null, origin?: string) {
  const racer = await Racer.connect(base, id, cookie, origin);
  sockets.push(racer);
  return racer;
}

/** Two racers in a new room, both connected and seeing each other. */
async function twoRacers() {
  const { server: s, base } = await server();
  const [ann, bo] = [await player(s, 'Ann'), await player(s, 'Bo')];
  const id = await openRoom(s, ann);
  expect((await join(s, id, bo)).statusCode).toBe(200);
  const a = await connect(base, id, ann);
  const b = await connect(base, id, bo);
  await a.room((r) => r.racers.length === 2);
  return { s, base, id, ann, bo, a, b };
}

const answerFor = (room: RaceRoom) => {
  const { size, level, code, engine } = room.puzzle!;
  return [...answerOf({ size, difficulty: level, code, engine })];
};

describe('races', () => {
  it('opens a room that shows no puzzle before the start, and refuses sizes Endless has not', async () => {
    const { server: s } = await server();
    const ann = await player(s, 'Ann');
    const id = await openRoom(s, ann);
    const room = (await s.app.inject({ url: `/api/galaxies/races/${id}` })).json() as RaceRoom;
    expect(room).toMatchObject({ state: 'waiting', host: 1, puzzle: null, size: 7 });
    expect(room.racers).toEqual([expect.objectContaining({ seat: 1, name: 'Ann', you: false })]);
    const bad = await s.app.inject({
      method: 'POST',
      url: '/api/galaxies/races',
      headers: { cookie: ann },
      payload: { size: 4, level: 'easy' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await s.app.inject({ url: '/api/galaxies/races/nosuchroom' })).statusCode).toBe(404);
  });

  it('races two players: countdown, the same puzzle at the start, progress, places by time', async () => {
    const { s, id, a, b } = await twoRacers();
    b.send({ type: 'start' }); // not the host: nothing happens
    a.send({ type: 'start' });
    const counting = await b.room((r) => r.state === 'countdown');
    expect(counting.puzzle).toBeNull();
    expect(counting.startsAt! - counting.now).toBeGreaterThan(2000);
    const [ra, rb] = await Promise.all([
      a.room((r) => r.state === 'racing'),
      b.room((r) => r.state === 'racing'),
    ]);
    expect(ra.puzzle).toEqual(rb.puzzle);
    b.send({ type: 'progress', settled: 20, cells: 49 });
    await a.until((x) => x.news.find((n) => n.type === 'progress' && n.progress === 40));
    // Written down within a second or so, all racers' at once, for a page that reads the room.
    await expect
      .poll(async () => {
        const room = (await s.app.inject({ url: `/api/galaxies/races/${id}` })).json() as RaceRoom;
        return room.racers[1]!.progress;
      })
      .toBe(40);
    // A wrong answer is refused to its racer alone.
    a.send({ type: 'finish', answer: Array(49).fill(0), hints: 0 });
    await a.until((x) => x.news.find((n) => n.type === 'refused'));
    a.send({ type: 'finish', answer: answerFor(ra), hints: 1 });
    const afterA = await b.room((r) => r.racers[0]!.finish !== null);
    expect(afterA.racers[0]).toMatchObject({ place: 1, progress: 100 });
    expect(afterA.racers[0]!.finish).toMatchObject({ hints: 1, penalty: 15 });
    expect(afterA.racers[0]!.finish!.seconds).toBeGreaterThanOrEqual(15);
    expect(afterA.state).toBe('racing');
    b.send({ type: 'finish', answer: answerFor(rb), hints: 0 });
    const done = await a.room((r) => r.state === 'done');
    // Bo took no hint and finished within a second or two: first on time.
    expect(done.racers.map((r) => r.place)).toEqual([2, 1]);
    expect(done.racers.find((r) => r.you)!.seat).toBe(1);
  });

  it('marks a dropped racer away, and back with their progress when they rejoin', async () => {
    const { base, id, bo, a, b } = await twoRacers();
    a.send({ type: 'start' });
    await b.room((r) => r.state === 'racing');
    b.send({ type: 'progress', settled: 30, cells: 49 });
    await a.until((x) => x.news.find((n) => n.type === 'progress' && n.progress === 61));
    b.close();
    await a.room((r) => r.racers[1]!.away);
    const again = await connect(base, id, bo);
    const back = await again.room((r) => r.state === 'racing');
    expect(back.racers[1]).toMatchObject({ away: false, left: false, progress: 61, you: true });
    await a.room((r) => !r.racers[1]!.away);
  });

  it('starts a full room by itself, and refuses an eleventh racer', async () => {
    const { server: s } = await server();
    const host = await player(s, 'Host');
    const id = await openRoom(s, host);
    for (let k = 2; k <= RACERS_MAX; k++) {
      expect((await join(s, id, await player(s, `R${k}`))).statusCode).toBe(200);
    }
    const room = (await s.app.inject({ url: `/api/galaxies/races/${id}` })).json() as RaceRoom;
    expect(room.state).toBe('countdown');
    expect(room.racers).toHaveLength(RACERS_MAX);
    const late = await join(s, id, await player(s, 'Late'));
    expect(late.statusCode).toBe(409);
  });

  it('closes a socket that sends bad input, with its reason, and the room goes on', async () => {
    const { base, id, ann, a, b } = await twoRacers();
    b.send('not json');
    expect(await b.closing()).toMatchObject({ code: CLOSE.malformed });
    const c = await connect(
      base,
      id,
      await player(opened[0]!, 'Cy').then(async (cy) => {
        await join(opened[0]!, id, cy);
        return cy;
      }),
    );
    c.send({ type: 'progress', settled: 1, cells: 49, walls: [1, 2] });
    expect(await c.closing()).toMatchObject({ code: CLOSE.malformed });
    const big = await connect(base, id, ann);
    big.send({ type: 'finish', answer: Array(5000).fill(1), hints: 0 });
    expect(await big.closing()).toMatchObject({ code: CLOSE.tooBig });
    const fast = await connect(base, id, ann);
    for (let k = 0; k < 60; k++) fast.send({ type: 'progress', settled: 0, cells: 49 });
    expect(await fast.closing()).toMatchObject({ code: CLOSE.tooFast });
    expect((await fast.closing())!.reason).toMatch(/slow down/);
    // The room is whole: a still hears it, and the host can start it.
    expect(a.closed).toBeNull();
  });

  it('refuses a socket from another site, and one for a player not in the room', async () => {
    const { base, id, ann } = await twoRacers();
    await expect(connect(base, id, ann, 'https://elsewhere.example')).rejects.toThrow(/403/);
    const stranger = await connect(base, id, null);
    expect(await stranger.closing()).toMatchObject({ code: CLOSE.notARacer });
  });

  it('runs a room across two servers on one database: live over PostgreSQL, one server on SQLite', async () => {
    const first = await server();
    // On SQLite a room is one server's: both racers come to the first.
    const second =
      first.server.store.dialect === 'postgres'
        ? await (async () => {
            const made = await testServer(
              {
                databaseUrl: first.server.config.databaseUrl,
                dataDir: first.server.config.dataDir,
              },
              { liveClock: true },
            );
            opened.push(made);
            return { server: made, base: await listening(made) };
          })()
        : first;
    const ann = await player(first.server, 'Ann');
    const bo = await player(second.server, 'Bo');
    const id = await openRoom(first.server, ann);
    expect((await join(second.server, id, bo)).statusCode).toBe(200);
    const a = await connect(first.base, id, ann);
    const b = await connect(second.base, id, bo);
    await a.room((r) => r.racers.length === 2);
    b.send({ type: 'start' });
    a.send({ type: 'start' });
    const [ra, rb] = await Promise.all([
      a.room((r) => r.state === 'racing'),
      b.room((r) => r.state === 'racing'),
    ]);
    expect(rb.puzzle).toEqual(ra.puzzle);
    a.send({ type: 'progress', settled: 10, cells: 49 });
    await b.until((x) => x.news.find((n) => n.type === 'progress' && n.seat === 1));
    b.send({ type: 'finish', answer: answerFor(rb), hints: 0 });
    const seen = await a.room((r) => r.racers[1]!.place === 1);
    expect(seen.racers[1]!.finish!.hints).toBe(0);
    b.close();
    a.send({ type: 'finish', answer: answerFor(ra), hints: 0 });
    expect((await a.room((r) => r.state === 'done')).racers.map((r) => r.place)).toEqual([2, 1]);
  });
});
