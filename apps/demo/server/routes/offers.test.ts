// Endless's offers: the page the server draws with a new puzzle carries an offer of it, signed
// as a ticket for no one, which the page trades for its own start ticket. The ticket names the
// offered puzzle and the time the page showed it; an offer forged, damaged, stale, for another
// size or level, or a player's ticket passed off as one, is refused; and the offer itself can
// never post a solve. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { honestPost, start, TEST_SECRET, testServer, type TestServer } from '../test/testing.js';
import { readTicket, signTicket } from '../play/tickets.js';
import { OFFER_HOURS, offerOf } from '../play/offers.js';

describe('an offer of an endless puzzle', () => {
  let server: TestServer;
  const shown = new Date('2026-12-04T12:00:00Z');
  const puzzle = { size: 10, difficulty: 'hard', code: 'offered1', engine: 2 };
  beforeEach(async () => {
    server = await testServer();
    server.setNow(shown);
  });
  afterEach(() => server.close());

  const ask = (payload: object) =>
    server.app.inject({ method: 'POST', url: '/api/galaxies/tickets', payload });

  it('becomes a ticket for the offered puzzle, started when the page showed it', async () => {
    const offer = offerOf(TEST_SECRET, puzzle, shown);
    server.wait(3);
    const started = await start(server, { mode: 'endless', size: 10, difficulty: 'hard', offer });
    expect(started).toMatchObject(puzzle);
    const ticket = readTicket(TEST_SECRET, started.ticket)!;
    expect(ticket.player).not.toBe('');
    expect(ticket.issued).toBe(shown.getTime());
    // Solved in good time, it is rated like any endless puzzle.
    server.wait(60);
    const post = honestPost(started, 'endless', 63);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/galaxies/solves',
      payload: post,
      headers: { cookie: started.cookie },
    });
    expect(res.statusCode).toBe(201);
  });

  it('never posts a solve itself', async () => {
    const offer = offerOf(TEST_SECRET, puzzle, shown);
    const started = await start(server, { mode: 'endless', size: 10, difficulty: 'hard', offer });
    server.wait(120);
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/galaxies/solves',
      payload: { ...honestPost(started, 'endless', 120), ticket: offer },
      headers: { cookie: started.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['forged', () => offerOf('another-secret-of-enough-length', puzzle, shown)],
    ['damaged', () => offerOf(TEST_SECRET, puzzle, shown).slice(0, -2)],
    [
      'stale',
      () => offerOf(TEST_SECRET, puzzle, new Date(shown.getTime() - (OFFER_HOURS + 1) * 3_600_000)),
    ],
    ['from the future', () => offerOf(TEST_SECRET, puzzle, new Date(shown.getTime() + 60_000))],
    [
      'a player’s ticket',
      () =>
        signTicket(TEST_SECRET, {
          player: 'p1',
          mode: 'endless',
          ...puzzle,
          issued: shown.getTime(),
        }),
    ],
  ])('is refused when %s', async (_, offer) => {
    const res = await ask({ mode: 'endless', size: 10, difficulty: 'hard', offer: offer() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/offer/);
  });

  it('is refused for another size or level', async () => {
    const offer = offerOf(TEST_SECRET, puzzle, shown);
    expect((await ask({ mode: 'endless', size: 7, offer })).statusCode).toBe(400);
    expect((await ask({ mode: 'endless', size: 10, difficulty: 'easy', offer })).statusCode).toBe(
      400,
    );
  });
});
