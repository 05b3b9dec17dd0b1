// The pages of puzzles players publish, drawn by the server like Today (page-sender.ts): a
// puzzle's page `/p/<id>/` (its board, what it is, the crowd's rating, its counts and fastest
// first solves; 404 for no such puzzle, 410 for one withdrawn or hidden, each saying so), and the
// list `/puzzles/` in the order and with the filters its address names, a page at a time (a bad
// address is the first page, unfiltered). Neither holds anything of the asker's, so each is kept
// as sent for a second (http/community-kept.ts), by language and address: like every page the
// server draws, neither counts against the per-address limit (http/static-files.ts). Both are
// read on the reads' connections (db/open.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@galaxies/pencil-kit';
import { puzzleById } from '../db/community.js';
import type { Services } from '../db/services.js';
import { originOf } from '../embed/oembed.js';
import { Encoded } from '../http/encoded.js';
import type { Kept } from '../http/kept.js';
import { ApiError } from '../words/api-error.js';
import { keptOf, type KeptAnswer } from '../http/community-kept.js';
import {
  boardOf,
  listKey,
  listPage,
  readListQuery,
  unavailable,
  type ListQuery,
} from '../play/published-puzzles.js';
import { puzzleView } from '../play/puzzle-view.js';
import { publishedView, unplayableView } from '../../shared/views/published-view.js';
import { puzzlesView } from '../../shared/views/puzzles-view.js';
import { PUZZLE_ID_RE } from '../../shared/community.js';
import { pageSender, SHELL_HEADER, type Drawing } from './page-sender.js';
import { pageLang } from './page-lang.js';
import { sendHtml } from './send-html.js';

/** The page `drawing` draws, drawn once a second for everyone asking in the same words. */
type Draw = () => Promise<{ status: number; drawing: (lang: Lang) => Drawing }>;

export function communityPages(app: FastifyInstance, services: Services, clientDir: string): void {
  const { htmlOf } = pageSender(app, services, clientDir);
  const kept = keptOf(app, services.now);

  /** Sends the page at `path` as kept under `key` in `cache`, else drawn by `draw` and kept. */
  const sendKept = async (
    request: FastifyRequest,
    reply: FastifyReply,
    cache: Kept<KeptAnswer>,
    key: string,
    path: string,
    draw: Draw,
  ) => {
    // The service worker's copy is the page as built: never kept with the drawn ones.
    const shell = request.headers[SHELL_HEADER] ? 'shell' : 'drawn';
    const lang = pageLang(request);
    const answer = await cache.get(`${key}/${shell}/${lang}/${originOf(request)}`, async () => {
      const { status, drawing } = await draw();
      const { html } = await htmlOf(request, path, drawing);
      return { status, encoded: new Encoded(html) };
    });
    reply.status(answer.status);
    return sendHtml(request, reply, answer.encoded);
  };

  app.get<{ Params: { id: string } }>('/p/:id/', async (request, reply) => {
    const { id } = request.params;
    const known = PUZZLE_ID_RE.test(id);
    const draw: Draw = async () => {
      const row = known ? await puzzleById(services.store.reads, id) : undefined;
      const why = unavailable(row);
      if (why) {
        const shown = !row ? 'missing' : row.withdrawn_at !== null ? 'gone' : 'hidden';
        return {
          status: why.status,
          drawing: (lang) => ({
            key: 'puzzles',
            view: () => unplayableView(shown),
            data: { page: 'unplayable', lang, why: shown },
          }),
        };
      }
      const puzzle = puzzleView(row!);
      const rows = await boardOf(services.store.reads, id, null);
      const origin = originOf(request);
      return {
        status: 200,
        drawing: (lang) => ({
          key: 'puzzles',
          title: (words) => words.puzzleTitle(puzzle.title),
          view: () => publishedView(puzzle, rows, origin),
          data: { page: 'puzzle', lang, puzzle, rows, origin },
        }),
      };
    };
    // An address that is no id is kept under one key, not one each.
    return sendKept(request, reply, kept.puzzles, `${known ? id : '-'}/page`, 'p/index.html', draw);
  });

  app.get<{ Querystring: ListQuery }>('/puzzles/', async (request, reply) => {
    let ask;
    try {
      ask = readListQuery(request.query);
    } catch (error) {
      // An address the list can't read: its first page, as a link would have it.
      if (!(error instanceof ApiError)) throw error;
      ask = readListQuery({});
    }
    const draw: Draw = async () => {
      const page = await listPage(services.store.reads, ask);
      const shown = { sort: ask.sort, size: ask.size, level: ask.level, author: ask.author };
      const first = ask.after === undefined;
      return {
        status: 200,
        drawing: (lang) => ({
          key: 'puzzles',
          view: () => puzzlesView(page, shown, first),
          data: { page: 'puzzles', lang, list: page, shown, first },
        }),
      };
    };
    return sendKept(request, reply, kept.lists, `page/${listKey(ask)}`, 'puzzles/index.html', draw);
  });
}
