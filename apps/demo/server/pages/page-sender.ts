// How a site page is sent: the built page (Vite's index.html for its path, read once), drawn with
// what a page's drawing gives (its header, content and data, in the player's language, by the
// same templates the page hydrates), its link preview tags in its head; or as built when it can't
// be drawn, or for the service worker's copy of it (asked with `x-galaxies-shell`), which must not
// hold one visit's puzzle. Every drawn page (site-pages.ts, community-pages.ts) is sent here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { needsScriptLine, renderToString } from '@galaxies/board/ssr';
import type { Lang } from '@galaxies/pencil-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TemplateResult } from 'lit';
import { pageDataText, type PageData } from '../../shared/views/page-data.js';
import { siteHeader, type PageKey } from '../../shared/views/site-header.js';
import { SITE_JA } from '../../shared/words/ja/site.js';
import { say, sayIn } from '../../shared/words/say.js';
import { SITE_EN, type SiteWords } from '../../shared/words/en/site.js';
import type { Services } from '../db/services.js';
import { previewTags } from '../embed/link-preview.js';
import { originOf } from '../embed/oembed.js';
import { drawnPage, missingPlaces, withHead } from './page-html.js';
import { sendHtml } from './send-html.js';
import { pageLang } from './page-lang.js';

/** The header the service worker's install asks its copies of the pages with. */
export const SHELL_HEADER = 'x-galaxies-shell';

/** What a drawn page shows: its header's page, its content and its data. */
export interface Drawing {
  key: PageKey;
  /** The browser's title, when the page's own (a published puzzle's) is not the section's. */
  title?: (words: SiteWords) => string;
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
    drawing.title ? drawing.title(say) : say.titles[drawing.key],
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

/**
 * Sends site pages drawn by their drawings (`send(request, reply, path, drawing)`), or gives their
 * HTML to send later (`htmlOf`: for a page kept as sent).
 */
export function pageSender(app: FastifyInstance, services: Services, clientDir: string) {
  const built = builtPages(clientDir, app.log);

  /** The page at `path`, drawn by `drawing` when it gives one, else as built; whether to keep it. */
  const htmlOf = async (
    request: FastifyRequest,
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
    return { html, keep: !offered };
  };

  /** Sends the page at `path`, drawn by `drawing` when it gives one, else as built. */
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    drawing: (lang: Lang) => Drawing | null,
  ) => {
    const { html, keep } = await htmlOf(request, path, drawing);
    return sendHtml(request, reply, html, keep);
  };
  return { send, htmlOf };
}
