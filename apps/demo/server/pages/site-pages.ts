// The pages the server draws with their board in them, so the first paint is the puzzle: Today,
// a day of the archive (`/archive/?date=…`) and Endless (the puzzle its address names, or a new
// one it chooses, offered to the page to start: play/offers.ts), sent by page-sender.ts. Each
// is drawn by the same templates the page hydrates (shared/views/), with a newcomer's welcome once.
// A page it can't draw (no daily yet, a date that is none, the archive's calendar, which is the
// player's own) is the built page as it is, which draws itself and says why. Pages are never
// cached unasked (each day's differs), an Endless page with a new puzzle's offer not at all,
// and they vary by the language's cookie and header.
import { useKeptPuzzles } from '@galaxies/board/ssr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readAddress } from '../../shared/endless-address.js';
import { archiveDayView, todayView } from '../../shared/views/daily-view.js';
import { endlessView } from '../../shared/views/endless-view.js';
import { WELCOME_COOKIE, WELCOME_MAX_AGE } from '../../shared/views/welcome-view.js';
import { keptPuzzle, prepare, scoreOf } from '../play/puzzles.js';
import { dailyOn, todaysDaily } from '../play/daily-shown.js';
import { offerOf } from '../play/offers.js';
import { endlessCode } from '../play/ids.js';
import type { Services } from '../db/services.js';
import type { PageData } from '../../shared/views/page-data.js';
import { pageSender, SHELL_HEADER } from './page-sender.js';

export function sitePages(app: FastifyInstance, services: Services, clientDir: string): void {
  // The boards drawn here take the puzzles the server made (a big one off its main thread).
  useKeptPuzzles(({ level, ...ask }) => keptPuzzle({ ...ask, difficulty: level }));
  const { send } = pageSender(app, services, clientDir);

  /**
   * Whether a daily's page drawn for `request` welcomes a newcomer: once, for a browser without
   * the cookie, which this response then sets (shared/views/welcome-view.ts).
   */
  const welcomes = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.cookies[WELCOME_COOKIE] !== undefined) return false;
    reply.setCookie(WELCOME_COOKIE, '1', { path: '/', maxAge: WELCOME_MAX_AGE, sameSite: 'lax' });
    return true;
  };

  app.get('/', (request, reply) =>
    send(request, reply, 'index.html', (lang) => {
      const daily = todaysDaily(services);
      const welcome = welcomes(request, reply);
      const data: PageData = { page: 'today', lang, daily, welcome };
      return { key: 'today', view: () => todayView(daily, welcome), data };
    }),
  );

  // Endless: the puzzle the address names, or a new one chosen here with its offer, made first
  // (a big one off the main thread) and drawn from what was made.
  app.get('/endless/', async (request, reply) => {
    const query = request.url.indexOf('?');
    const read = readAddress(query < 0 ? '' : request.url.slice(query));
    const fresh = read.ok && read.ask.code === null;
    // A new puzzle is the site's version's (readAddress says so).
    const puzzle = read.ok ? { ...read.ask, code: read.ask.code ?? endlessCode() } : null;
    if (puzzle && !request.headers[SHELL_HEADER]) await prepare(puzzle).catch(() => undefined);
    return send(request, reply, 'endless/index.html', (lang) => {
      if (!puzzle) return null;
      const shown = { ...puzzle, score: scoreOf(puzzle) };
      const offer = fresh ? offerOf(services.secret, puzzle, services.now()) : undefined;
      const welcome = welcomes(request, reply);
      const data: PageData = { page: 'endless', lang, shown, welcome, ...(offer ? { offer } : {}) };
      return { key: 'endless', view: () => endlessView(shown, () => {}, welcome), data };
    });
  });

  // Play a link draws itself in the browser; its page tells previewers the puzzle it names.
  app.get('/play/', (request, reply) => send(request, reply, 'play/index.html', () => null));

  app.get<{ Querystring: { date?: string } }>('/archive/', (request, reply) =>
    send(request, reply, 'archive/index.html', (lang) => {
      const date = request.query.date;
      if (typeof date !== 'string') return null;
      const daily = dailyOn(services, date);
      const welcome = welcomes(request, reply);
      const data: PageData = { page: 'archive', lang, daily, welcome };
      return { key: 'archive', view: () => archiveDayView(daily, welcome), data };
    }),
  );
}
