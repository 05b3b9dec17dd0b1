// `/embed/`: a board for other sites to frame (the only page that may be framed: http/security.ts).
// Drawn here like the site's pages (the grid at first paint, before any script), with no site
// header: the board, the line its result panel shows once solved (not rated here, and a link to
// play it on the site), and a small link out. Its look and language come from its address
// (embed-address.ts), else the reader's language; it sets no cookie and asks nothing of the API,
// so it plays with third-party cookies blocked. An address naming no puzzle is a 404 saying so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attributeText, needsScriptLine, renderToString } from '@galaxies/board/ssr';
import type { Lang } from '@galaxies/pencil-kit';
import type { FastifyInstance } from 'fastify';
import { html, nothing } from 'lit';
import { SITE_JA } from '../../shared/words/ja/site.js';
import { SITE_EN, type SiteWords } from '../../shared/words/en/site.js';
import type { Services } from '../db/services.js';
import { escapeHtml } from '../pages/page-html.js';
import { pageLang } from '../pages/page-lang.js';
import { sendHtml } from '../pages/send-html.js';
import { readEmbedAsk, readLook, type EmbedLook } from './embed-address.js';
import { embedPuzzle, type EmbedPuzzle } from './embed-puzzle.js';

/** The places the built page has for what is drawn here. */
const PLACES = {
  root: '<html lang="en" data-theme="auto">',
  title: /<title>[^<]*<\/title>/,
  main: '<main id="embed"></main>',
} as const;

/** The board, its result line and its link out, in `words`. */
function embedView(puzzle: EmbedPuzzle, look: EmbedLook, lang: Lang, words: SiteWords) {
  const a = attributeText;
  const coded = puzzle.coded;
  const play = puzzle.rated ? words.embed.playRated : words.embed.playThere;
  return html`<galaxies-board
      lang=${lang}
      size=${coded ? a(coded.size) : nothing}
      code=${coded ? a(coded.code) : nothing}
      level=${coded ? a(coded.difficulty) : nothing}
      engine=${coded ? a(coded.engine) : nothing}
      src=${puzzle.src === null ? nothing : a(puzzle.src)}
      mode=${puzzle.mode || nothing}
      date=${puzzle.date === null ? nothing : a(words.dates.longDate(puzzle.date))}
      scheme=${look.theme === 'auto' ? nothing : look.theme}
      how-to="off"
      ><p slot="result">
        ${words.embed.unrated}
        <a href=${puzzle.sitePath} target="_blank" rel="noopener">${play}</a>
      </p></galaxies-board
    >
    <p class="out">
      <a href=${puzzle.sitePath} target="_blank" rel="noopener">${words.embed.onGalaxies}</a>
    </p>`;
}

/** The page for an address that names no puzzle. */
function noneView(words: SiteWords) {
  return html`<p class="none">
    ${words.embed.none} <a href="/" target="_blank" rel="noopener">${words.embed.site}</a>
  </p>`;
}

export function embedPage(app: FastifyInstance, services: Services, clientDir: string): void {
  let built: string | null = null;
  const template = () => (built ??= readFileSync(join(clientDir, 'embed', 'index.html'), 'utf8'));

  app.get('/embed/', async (request, reply) => {
    const query = request.url.indexOf('?');
    const params = new URLSearchParams(query < 0 ? '' : request.url.slice(query + 1));
    const look = readLook(params);
    const lang = look.lang ?? pageLang(request);
    const words = lang === 'ja' ? SITE_JA : SITE_EN;
    const ask = readEmbedAsk(params);
    const puzzle = ask && (await embedPuzzle(services, ask));
    const view = puzzle ? embedView(puzzle, look, lang, words) : noneView(words);
    const title = puzzle ? `${puzzle.name(words)} · Galaxies` : 'Galaxies';
    const main = (await renderToString(view, { lang })) + (puzzle ? needsScriptLine(lang) : '');
    const page = template()
      .replace(PLACES.root, () => `<html lang="${lang}" data-theme="${look.theme}">`)
      .replace(PLACES.title, () => `<title>${escapeHtml(title)}</title>`)
      .replace(PLACES.main, () => `<main id="embed">${main}</main>`);
    reply.status(puzzle ? 200 : 404);
    // A new Endless puzzle each visit is this visit's alone.
    const fresh = ask?.kind === 'endless' && ask.ask.code === null;
    return sendHtml(request, reply, page, !fresh);
  });
}
