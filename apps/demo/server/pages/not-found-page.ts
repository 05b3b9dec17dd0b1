// The page a browser gets at an address the site has no page at: the built 404.html (the site's
// header, what happened and the way to today's puzzle, drawn in the player's language as it
// runs), sent with a 404. Anything else at such an address (the API, a file, a script's fetch)
// is answered with the JSON refusal, as before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether `request` is a browser asking for a page: a GET or HEAD for HTML, outside the API. */
export function asksForPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    /\btext\/html\b/.test(String(request.headers.accept ?? ''))
  );
}

/**
 * Sends the not-found page for `clientDir`'s build, read once; false (nothing sent) for a build
 * without one, which the caller answers as any other address.
 */
export function notFoundPage(clientDir: string) {
  let page: string | null | undefined;
  return (reply: FastifyReply): boolean => {
    if (page === undefined) {
      try {
        page = readFileSync(join(clientDir, '404.html'), 'utf8');
      } catch {
        page = null; // a build without one
      }
    }
    if (page === null) return false;
    void reply
      .status(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page);
    return true;
  };
}
