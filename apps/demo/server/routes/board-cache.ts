// Short caching for the leaderboards: a board may be kept by the browser that asked for a few
// seconds (private: each entry says whether it is the asker), and after that it is asked again
// with its ETag, which the server answers 304 with no body when the board has not changed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from './kept-boards.js';

/** How long a browser keeps a board before it asks again. */
export const BOARD_SECONDS = 5;

/** Whether the request's If-None-Match names `etag` (or any). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
}

/** A route's onSend hook: caching headers on a board, or 304 when the asker has it already. */
export async function boardCache(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // Kept boards come with theirs (kept-boards.ts).
  const given = reply.getHeader('etag');
  const etag = typeof given === 'string' ? given : etagOf(payload.toString());
  reply.header('etag', etag);
  reply.header('cache-control', `private, max-age=${BOARD_SECONDS}`);
  if (!matches(request, etag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  return '';
}
