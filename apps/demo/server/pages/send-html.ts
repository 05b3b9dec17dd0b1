// Sends a page's HTML as the static files are sent (server/http/static-files.ts): asked after every
// time, with an ETag from its bytes (an unchanged page is a 304 with no body), and compressed
// for a browser that takes it (a drawn page holds its board's styles and shadow DOM: 60 kB of
// HTML is about 10 kB as Brotli), at a quality quick enough to do on every request.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from '../http/static-files.js';

/** Brotli's quality for a page made on request: most of its gain, in about a millisecond. */
const BROTLI_QUALITY = 5;

/**
 * Sends `html`. A page that must not be kept (`keep: false`: one made for this visit alone, such
 * as Endless with a new puzzle's offer) is `no-store`, which the service worker honours too.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, keep = true) {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', keep ? REVALIDATE : 'no-store')
    .header('vary', 'cookie, accept-language, accept-encoding')
    .header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params }));
  }
  if (/\bgzip\b/.test(accepts)) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  }
  return reply.send(html);
}
