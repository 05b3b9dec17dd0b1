// How a leaderboard is sent: the browser that asked may keep it a few seconds (private: each
// entry says whether it is the asker), then asks again with its ETag, answered 304 with no body
// when the board has not changed; and gzipped for a browser that takes it, compressed once for
// as long as the server keeps the board (kept-boards.ts): a board of a hundred entries is about
// 9 kB as JSON and 1.5 kB gzipped. The leaderboards' routes and the published puzzles' board send
// through it.
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sent } from './kept-boards.js';
import { matchesEtag as matches, takes } from './encoded.js';

/** How long a browser keeps a board before it asks again. */
export const BOARD_SECONDS = 5;

/** Smaller bodies go as they are: gzip's header and a compression would cost more than they save. */
const GZIP_FROM_BYTES = 1024;

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
  if (sent.body.length < GZIP_FROM_BYTES || !takes(request, 'gzip')) return reply.send(sent.body);
  let body = gzipped.get(sent);
  if (!body) gzipped.set(sent, (body = gzipSync(sent.body, { level: 6 })));
  return reply.header('content-encoding', 'gzip').send(body);
}
