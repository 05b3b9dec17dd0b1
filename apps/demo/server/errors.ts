// Errors the API answers with: JSON `{ error }` and the right status, never a stack trace, and
// the security headers, for the framework's own errors too: a URL that can't be decoded, and a
// request the HTTP parser refuses (headers too large, say) before Fastify sees it. A database
// that can't be reached is 503 (try again), not 500 (our bug).
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseDown } from './db/unavailable.js';
import { securityHeadersFor } from './security.js';

/** An error whose message is meant for the player, with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const DATABASE_DOWN = 'The database is not answering just now: try again in a moment.';

/** Words for the errors Fastify itself raises before a route runs. */
function fastifyMessage(error: FastifyError): string | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'That request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send JSON (content-type: application/json).';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request has no body.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.validation
        ? `The request is not in the expected shape: ${error.message}.`
        : null;
  }
}

export function jsonErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send({ error: error.message });
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply
        .status(429)
        .send({ error: 'Too many requests: slow down and try again in a minute.' });
    const known = status < 500 ? fastifyMessage(error) : null;
    if (known) return reply.status(status).send({ error: known });
    if (status < 500)
      return reply.status(status).send({ error: 'That request could not be understood.' });
    if (isDatabaseDown(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ error: DATABASE_DOWN });
    }
    request.log.error(error);
    return reply.status(500).send({ error: 'Something went wrong on our side.' });
  });
}

/** Fastify's `frameworkErrors`: a URL it can't decode, say, answered like any other error. */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const https = request.protocol === 'https';
  for (const [name, value] of securityHeadersFor('/', https)) reply.header(name, value);
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'That address could not be read.'
      : 'That request could not be understood.';
  void reply.status(400).send({ error: message });
}

/** What the HTTP parser refused, by its error's code: the status and the words. */
function parserRefusal(code: string | undefined): [number, string, string] {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return [431, 'Request Header Fields Too Large', 'The request’s headers are too large.'];
  }
  return [400, 'Bad Request', 'That request could not be understood.'];
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
