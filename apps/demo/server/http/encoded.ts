// A response body made once and sent many times: its bytes, its ETag, and its Brotli and gzip
// forms, each compressed on first need and kept with it. Sent with its caching headers, as a
// 304 with no body when the asker has it already, in the best encoding the asker takes.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Brotli's quality for a body made on request: most of its gain, in about a millisecond. */
const BROTLI_QUALITY = 5;

/** Smaller bodies go as they are: a compression's header would cost more than it saves. */
const COMPRESS_FROM_BYTES = 1024;

export class Encoded {
  readonly body: Buffer;
  readonly etag: string;
  private br?: Buffer;
  private gzip?: Buffer;

  /** `weak`: the same content, not the same bytes (JSON); else the very bytes (a page). */
  constructor(text: string, weak = false) {
    this.body = Buffer.from(text);
    const hash = createHash('sha256').update(this.body).digest('base64url').slice(0, 27);
    this.etag = `${weak ? 'W/' : ''}"${hash}"`;
  }

  brotli(): Buffer {
    const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };
    return (this.br ??= brotliCompressSync(this.body, { params }));
  }

  gzipped(): Buffer {
    return (this.gzip ??= gzipSync(this.body, { level: 6 }));
  }
}

/** Whether the request's If-None-Match names `etag` (or any), weakly compared. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
}

/** Whether the request's Accept-Encoding takes `coding` (named, and not with q=0). */
export function takes(request: FastifyRequest, coding: 'br' | 'gzip'): boolean {
  const header = String(request.headers['accept-encoding'] ?? '');
  return header
    .split(',')
    .some(
      (part) =>
        new RegExp(`^\\s*(${coding}|\\*)\\s*(;|$)`).test(part) && !/;\s*q=0(\.0*)?\s*$/.test(part),
    );
}

/** Sends `encoded` as `type` with `headers` (cache-control, vary), 304 when the asker has it. */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  encoded: Encoded,
  type: string,
  headers: Record<string, string>,
) {
  reply.headers(headers).header('etag', encoded.etag);
  if (matchesEtag(request, encoded.etag)) return reply.code(304).send();
  reply.type(type);
  if (encoded.body.length < COMPRESS_FROM_BYTES) return reply.send(encoded.body);
  if (takes(request, 'br')) return reply.header('content-encoding', 'br').send(encoded.brotli());
  if (takes(request, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(encoded.gzipped());
  }
  return reply.send(encoded.body);
}
