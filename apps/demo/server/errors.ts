// Errors the API answers with: JSON `{ error }` and the right status, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';

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
    request.log.error(error);
    return reply.status(500).send({ error: 'Something went wrong on our side.' });
  });
}
