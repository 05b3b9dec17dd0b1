// The pages the server draws with their board in them, so the first paint is the puzzle: Today,
// a day of the archive (`/archive/?date=…`) and Endless (the puzzle its address names, or a new
// one it chooses, offered to the page to start: routes/tickets.ts). Each is the built page with
// its header and content drawn by the same templates the page hydrates (src/views/), in the
// player's language, its data beside them, and a newcomer's welcome once. A page it can't draw
// (no daily yet, a date that is none, the archive's calendar, which is the player's own) is the
// built page as it is, which draws itself and says why; so is the service worker's copy of a
// page for offline (asked with `x-galaxies-shell`), which must not hold one visit's puzzle.
// Pages are never cached unasked (each day's differs), an Endless page with a new puzzle's offer
// not at all, and they vary by the language's cookie and header.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { needsScriptLine, renderToString, useKeptPuzzles } from '@galaxies/board/ssr';
import type { Lang } from '@galaxies/pencil-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TemplateResult } from 'lit';
import { readAddress } from '../../src/endless-address.js';
import { archiveDayView, todayView } from '../../src/views/daily-view.js';
import { endlessView } from '../../src/views/endless-view.js';
import { pageDataText, type PageData } from '../../src/views/page-data.js';
import { siteHeader, type PageKey } from '../../src/views/site-header.js';
import { WELCOME_COOKIE, WELCOME_MAX_AGE } from '../../src/views/welcome-view.js';
import { SITE_JA } from '../../src/words/ja/site.js';
import { say, sayIn } from '../../src/words/say.js';
import { SITE_EN } from '../../src/words/site-words.js';
import { keptPuzzle, prepare, scoreOf } from '../play/puzzles.js';
import { dailyOn, todaysDaily } from '../routes/daily.js';
import { endlessCode, offerOf } from '../routes/tickets.js';
import type { Services } from '../config/services.js';
import { previewTags } from '../embed/link-preview.js';
import { originOf } from '../embed/oembed.js';
import { drawnPage, missingPlaces, withHead } from './page-html.js';
import { sendHtml } from './send-html.js';
import { pageLang } from './page-lang.js';

/** The header the service worker's install asks its copies of the pages with. */
const SHELL_HEADER = 'x-galaxies-shell';

/** What a drawn page shows: its header's page, its content and its data. */
interface Drawing {
  key: PageKey;
  view: () => TemplateResult;
  data: PageData;
}

/** A built page: its HTML, and whether it has every place a drawing fills. */
interface Built {
  html: string;
  drawable: boolean;
}

/**
 * The built pages, read once, on first use. One without the places a drawing fills (a build
 * of another shape) is served as it is, drawing itself, and the log says why once.
 */
function builtPages(clientDir: string, log: FastifyInstance['log']) {
  const read = new Map<string, Built>();
  return (path: string): Built => {
    let page = read.get(path);
    if (page === undefined) {
      const html = readFileSync(join(clientDir, path), 'utf8');
      const missing = missingPlaces(html);
      if (missing.length)
        log.error(
          `The built page ${path} has no ${missing.join(', ')} to draw into: it is served as built.`,
        );
      page = { html, drawable: missing.length === 0 };
      read.set(path, page);
    }
    return page;
  };
}

/** `drawing` in `lang`, drawn into the built page `template`. */
async function draw(template: string, lang: Lang, drawing: Drawing): Promise<string> {
  const words = lang === 'ja' ? SITE_JA : SITE_EN;
  // The templates, made with the page's words; rendered after (the render settles once the
  // board's code is loaded, then draws in one pass).
  const [title, header, view] = sayIn(lang, words, () => [
    say.titles[drawing.key],
    siteHeader(drawing.key, () => {}),
    drawing.view(),
  ]);
  return drawnPage(template, {
    lang,
    title: title as string,
    header: await renderToString(header, { lang }),
    main: (await renderToString(view, { lang })) + needsScriptLine(lang),
    data: pageDataText(drawing.data),
  });
}

export function sitePages(app: FastifyInstance, services: Services, clientDir: string): void {
  // The boards drawn here take the puzzles the server made (a big one off its main thread).
  useKeptPuzzles(({ level, ...ask }) => keptPuzzle({ ...ask, difficulty: level }));
  const built = builtPages(clientDir, app.log);

  /** Sends the page at `path`, drawn by `drawing` when it gives one, else as built. */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    drawing: (lang: Lang) => Drawing | null,
  ) => {
    const page = built(path);
    const lang = pageLang(request);
    let shown: Drawing | null = null;
    try {
      if (page.drawable && !request.headers[SHELL_HEADER]) shown = drawing(lang);
    } catch {
      // No puzzle to draw (the API says why to the page, which asks it).
    }
    const drawn = shown ? await draw(page.html, lang, shown) : page.html;
    // A page of one puzzle tells link previewers and oEmbed consumers what it shows.
    const words = lang === 'ja' ? SITE_JA : SITE_EN;
    const tags = request.headers[SHELL_HEADER]
      ? ''
      : await previewTags(services, originOf(request), request.url, words);
    const html = withHead(drawn, tags);
    const offered = shown?.data.page === 'endless' && shown.data.offer !== undefined;
    return sendHtml(request, reply, html, !offered);
  };

  /**
   * Whether a daily's page drawn for `request` welcomes a newcomer: once, for a browser without
   * the cookie, which this response then sets (views/welcome-view.ts).
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
