// How a leaderboard is sent: the browser that asked may keep it a few seconds (private: each
// entry says whether it is the asker), then asks again with its ETag, answered 304 with no body
// when the board has not changed; and gzipped for a browser that takes it, compressed once for
// as long as the server keeps the board (kept-boards.ts): a board of a hundred entries is about
// 9 kB as JSON and 1.5 kB gzipped.
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sent } from './kept-boards.js';

/** How long a browser keeps a board before it asks again. */
export const BOARD_SECONDS = 5;

/** Smaller bodies go as they are: gzip's header and a compression would cost more than they save. */
const GZIP_FROM_BYTES = 1024;

/** Whether the request's If-None-Match names `etag` (or any). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
}

/** Whether the request takes gzip (an `accept-encoding` naming it, not with q=0). */
function takesGzip(request: FastifyRequest): boolean {
  const header = String(request.headers['accept-encoding'] ?? '');
  return header
    .split(',')
    .some((part) => /^\s*(gzip|\*)\s*(;|$)/.test(part) && !/;\s*q=0(\.0*)?\s*$/.test(part));
}

/** The body gzipped, made on first need and kept with the board as sent. */
const gzipped = new WeakMap<Sent, Buffer>();

/** Sends the board `sent` with its caching headers, as 304 when the asker has it already. */
export function sendBoard(request: FastifyRequest, reply: FastifyReply, sent: Sent) {
  reply
    .header('etag', sent.etag)
    .header('cache-control', `private, max-age=${BOARD_SECONDS}`)
    .header('vary', 'cookie, accept-encoding');
  if (matches(request, sent.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (sent.body.length < GZIP_FROM_BYTES || !takesGzip(request)) return reply.send(sent.body);
  let body = gzipped.get(sent);
  if (!body) gzipped.set(sent, (body = gzipSync(sent.body, { level: 6 })));
  return reply.header('content-encoding', 'gzip').send(body);
}
