// Sends a page's HTML as the static files are sent (server/http/static-files.ts): asked after every
// time, with an ETag from its bytes (an unchanged page is a 304 with no body), and compressed
// for a browser that takes it (a drawn page holds its board's styles and shadow DOM: 60 kB of
// HTML is about 10 kB as Brotli), at a quality quick enough to do on every request; a page kept
// as sent (http/encoded.ts) is compressed once for as long as it is kept.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Encoded, sendEncoded } from '../http/encoded.js';
import { REVALIDATE } from '../http/static-files.js';

/**
 * Sends `html`. A page that must not be kept (`keep: false`: one made for this visit alone, such
 * as Endless with a new puzzle's offer) is `no-store`, which the service worker honours too.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string | Encoded,
  keep = true,
) {
  const encoded = typeof html === 'string' ? new Encoded(html) : html;
  return sendEncoded(request, reply, encoded, 'text/html; charset=utf-8', {
    'cache-control': keep ? REVALIDATE : 'no-store',
    vary: 'cookie, accept-language, accept-encoding',
  });
}
