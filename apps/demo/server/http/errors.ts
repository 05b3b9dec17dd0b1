// Errors the API answers with: JSON `{ error }` and the right status (an ApiError's, from
// words/api-error.ts, said in the asker's language), never a stack trace, and the security
// headers, for the framework's own errors too: a URL that can't be decoded, and a request the
// HTTP parser refuses (headers too large, say) before Fastify sees it. A database that can't be
// reached is 503 (try again), not 500 (our bug).
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseDown } from '../db/unavailable.js';
import { securityHeadersFor } from './security.js';
import { REFUSALS, type Refusals, type Phrase } from '../words/refusals.js';
import { ApiError } from '../words/api-error.js';

/** The database's refusal, for the health check (which answers every language alike). */
export const DATABASE_DOWN = REFUSALS.en.databaseDown;

/** The refusals in the language a request asks for first (English unless that is Japanese). */
export function refusalsFor(request: { headers: { 'accept-language'?: string } }): Refusals {
  const first = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((range) => {
      const [tag = '', ...params] = range.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.toLowerCase(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q)[0];
  return first && /^ja\b/.test(first.tag) ? REFUSALS.ja : REFUSALS.en;
}

/** Words for the errors Fastify itself raises before a route runs. */
function fastifyMessage(error: FastifyError): Phrase | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return (w) => w.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return (w) => w.sendJson;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return (w) => w.noBody;
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return (w) => w.notJson;
    default:
      return error.validation ? (w) => w.shape(error.message) : null;
  }
}

export function jsonErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const w = refusalsFor(request);
    if (error instanceof ApiError) {
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      return reply.status(error.status).send({ error: error.said(w) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: w.tooMany });
    const known = status < 500 ? fastifyMessage(error) : null;
    if (known) return reply.status(status).send({ error: known(w) });
    if (status < 500) return reply.status(status).send({ error: w.notUnderstood });
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: w.databaseDown });
    }
    request.log.error(error);
    return reply.status(500).send({ error: w.ourSide });
  });
}

/** Fastify's `frameworkErrors`: a URL it can't decode, say, answered like any other error. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const https = request.protocol === 'https';
  for (const [name, value] of securityHeadersFor('/', https)) reply.header(name, value);
  const w = refusalsFor(request);
  const message = error.code === 'FST_ERR_BAD_URL' ? w.badAddress : w.notUnderstood;
  void reply.status(400).send({ error: message });
}

/** What the HTTP parser refused, by its error's code: the status and the words. */
function parserRefusal(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [431, 'Request Header Fields Too Large', REFUSALS.en.headersTooLarge];
  }
  return [400, 'Bad Request', REFUSALS.en.notUnderstood];
}

/** Fastify's `clientErrorHandler`: a JSON answer with the security headers, then the socket shut. */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const [status, reason, message] = parserRefusal(error.code);
  const body = JSON.stringify({ error: message });
  const headers = [
    ['content-type', 'application/json; charset=utf-8'],
    ['content-length', String(Buffer.byteLength(body))],
    ['connection', 'close'],
    ...securityHeadersFor('/'),
  ].map(([name, value]) => `${name}: ${value}`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers.join('\r\n')}\r\n\r\n${body}`);
}
