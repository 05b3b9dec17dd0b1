// The pages of puzzles players publish, drawn by the server like Today (page-sender.ts): a
// puzzle's page `/p/<id>/` (its board, what it is, the crowd's rating, its counts and fastest
// first solves; 404 for no such puzzle, 410 for one withdrawn or hidden, each saying so), and the
// list `/puzzles/` in the order and with the filters its address names, a page at a time (a bad
// address is the first page, unfiltered). Both read the database, so both count against the
// per-address limit (http/static-files.ts).
import type { FastifyInstance } from 'fastify';
import { puzzleById } from '../db/community.js';
import type { Services } from '../config/services.js';
import { originOf } from '../embed/oembed.js';
import { ApiError } from '../http/errors.js';
import { boardOf, puzzlePage, unavailable, type ListQuery } from '../routes/puzzles.js';
import { puzzleView } from '../routes/puzzle-view.js';
import { publishedView, unplayableView } from '../../src/views/published-view.js';
import { puzzlesView } from '../../src/views/puzzles-view.js';
import { PUZZLE_ID_RE } from '../../shared/community.js';
import { pageSender } from './page-sender.js';

export function communityPages(app: FastifyInstance, services: Services, clientDir: string): void {
  const send = pageSender(app, services, clientDir);

  app.get<{ Params: { id: string } }>('/p/:id/', async (request, reply) => {
    const { id } = request.params;
    const row = PUZZLE_ID_RE.test(id) ? await puzzleById(services.store.db, id) : undefined;
    const why = unavailable(row);
    if (why) {
      reply.status(why.status);
      const shown = !row ? 'missing' : row.withdrawn_at !== null ? 'gone' : 'hidden';
      return send(request, reply, 'p/index.html', (lang) => ({
        key: 'puzzles',
        view: () => unplayableView(shown),
        data: { page: 'unplayable', lang, why: shown },
      }));
    }
    const puzzle = puzzleView(row!);
    const rows = await boardOf(services, id, null);
    const origin = originOf(request);
    return send(request, reply, 'p/index.html', (lang) => ({
      key: 'puzzles',
      title: (words) => words.puzzleTitle(puzzle.title),
      view: () => publishedView(puzzle, rows, origin),
      data: { page: 'puzzle', lang, puzzle, rows, origin },
    }));
  });

  app.get<{ Querystring: ListQuery }>('/puzzles/', async (request, reply) => {
    let read;
    try {
      read = await puzzlePage(services, request.query);
    } catch (error) {
      // An address the list can't read: its first page, as a link would have it.
      if (!(error instanceof ApiError)) throw error;
      read = await puzzlePage(services, {});
    }
    const { ask, page } = read;
    const shown = { sort: ask.sort, size: ask.size, level: ask.level, author: ask.author };
    const first = ask.after === undefined;
    return send(request, reply, 'puzzles/index.html', (lang) => ({
      key: 'puzzles',
      view: () => puzzlesView(page, shown, first),
      data: { page: 'puzzles', lang, list: page, shown, first },
    }));
  });
}
