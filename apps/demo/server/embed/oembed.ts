// oEmbed (oembed.com): `GET /oembed?url=…&format=json&maxwidth=&maxheight=` answers for any of the
// site's puzzle pages (embed-address.ts's `askOfPage`) with a `rich` embed: an iframe of its
// `/embed/` page sized within the consumer's bounds (frame-size.ts), its title, and a thumbnail
// of the puzzle's grid and dots, never its answer (`/embed/thumbnail.png`). 404 for an address
// that is not one of the site's puzzle pages, 501 for any format but JSON. Every value that
// reaches the iframe's markup is one this module wrote or checked, and is escaped.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { known } from '../../shared/words/lang.js';
import { SITE_JA } from '../../shared/words/ja/site.js';
import { SITE_EN } from '../../shared/words/en/site.js';
import type { Services } from '../db/services.js';
import { escapeHtml } from '../pages/page-html.js';
import { askOfPage, embedQuery, readLook, type EmbedAsk } from './embed-address.js';
import { dotsOf, embedPuzzle } from './embed-puzzle.js';
import { frameSize } from './frame-size.js';
import { thumbnailQuery, thumbnailSize } from './thumbnail-route.js';

/** The provider's name, as oEmbed gives it. */
export const PROVIDER = 'Galaxies';

/** The site's own origin, as the request reached it (through a trusted proxy's headers). */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** A whole number from a query's text, or undefined. */
function whole(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,5}$/.test(value)) return undefined;
  return Number(value);
}

/** `text` as one of this site's addresses (same host), or null. */
function ownAddress(text: unknown, origin: string): URL | null {
  if (typeof text !== 'string' || text.length > 8192) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const own = new URL(origin);
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  return web && url.host === own.host ? url : null;
}

/** A refusal, in oEmbed's plain terms. */
function refuse(reply: FastifyReply, status: 404 | 501, why: string) {
  return reply.status(status).header('cache-control', 'no-cache').send({ error: why });
}

/** The archive day that today is, so today's thumbnail keeps its address (a new day, a new one). */
function stable(ask: EmbedAsk, date: string | null): EmbedAsk {
  return ask.kind === 'today' && date !== null ? { kind: 'archive', date } : ask;
}

export function oembedRoute(app: FastifyInstance, services: Services): void {
  app.get('/oembed', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const format = query['format'] ?? 'json';
    if (format !== 'json') return refuse(reply, 501, 'Only format=json is offered.');
    const origin = originOf(request);
    const url = ownAddress(query['url'], origin);
    const ask = url && askOfPage(url);
    const puzzle = ask && (await embedPuzzle(services, ask));
    const dots = puzzle && dotsOf(puzzle);
    if (!url || !puzzle || !dots) {
      return refuse(reply, 404, 'That address is not one of the site’s puzzle pages.');
    }
    const look = readLook(url.searchParams);
    const words = (look.lang ?? known(String(query['lang'] ?? ''))) === 'ja' ? SITE_JA : SITE_EN;
    const maxwidth = whole(query['maxwidth']);
    const maxheight = whole(query['maxheight']);
    const { width, height } = frameSize(`${dots.w}x${dots.h}`, maxwidth, maxheight);
    const title = `${puzzle.name(words)} · ${PROVIDER}`;
    const src = `${origin}/embed/?${embedQuery(puzzle.ask, look).toString()}`;
    // No thumbnail when the consumer's bounds are smaller than any drawn.
    const thumbnail = thumbnailSize(dots, maxwidth, maxheight);
    const image = thumbnail && thumbnailQuery(stable(puzzle.ask, puzzle.date), thumbnail.box);
    return reply.header('cache-control', 'public, max-age=300').send({
      type: 'rich',
      version: '1.0',
      title,
      provider_name: PROVIDER,
      provider_url: `${origin}/`,
      width,
      height,
      html:
        `<iframe src="${escapeHtml(src)}" width="${width}" height="${height}"` +
        ` title="${escapeHtml(title)}" style="border:0;max-width:100%" loading="lazy"></iframe>`,
      ...(thumbnail && image
        ? {
            thumbnail_url: `${origin}/embed/thumbnail.png?${image.toString()}`,
            thumbnail_width: thumbnail.width,
            thumbnail_height: thumbnail.height,
          }
        : {}),
    });
  });
}
