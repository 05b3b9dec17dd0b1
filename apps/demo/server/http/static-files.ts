// The built front end and Storybook's static build, served cheaply: files compressed at build
// time (.br and .gz beside each, chosen by the request's Accept-Encoding), and cache headers
// that fit each kind of file. Hashed assets never change under their name, so a browser keeps
// them a year without asking; pages, the service worker and the manifest are asked after each
// time (an unchanged one is a 304 with no body); icons a day. None of these count against the
// request limits, which guard the API (see app.ts).
import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A year: what a hashed asset may be kept for without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but asked after every time (ETag and Last-Modified make an unchanged answer a 304). */
export const REVALIDATE = 'no-cache';
/** A day, for icons (their names carry no hash). */
export const A_DAY = 'public, max-age=86400';

/** The cache header for the site's file at `path` (relative to its root, `/`-separated). */
export function cacheControlFor(path: string): string {
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (path.startsWith('icons/')) return A_DAY;
  return REVALIDATE;
}

/**
 * Whether the route a request matched is the site's own (its files, the health check, its
 * pages) rather than the API's or one that does work on asking. Read from the route the router chose, not the address as written, which may
 * spell the same route another way (`/%61pi/…`); a request that matched no route is not the
 * site's.
 */
export function isSiteRoute(route: string | undefined): boolean {
  return route !== undefined && !route.startsWith('/api/') && !COUNTED.has(route);
}

/**
 * The site's routes that do work on asking (oEmbed, a thumbnail drawn): counted as the API is.
 * The pages of puzzles players publish read the database, but each is kept as sent for a second
 * (community-kept.ts), so they go uncounted like every page the server draws.
 */
const COUNTED = new Set(['/oembed', '/embed/thumbnail.png']);

export async function staticFiles(
  app: FastifyInstance,
  { clientDir, storybookDir }: { clientDir: string; storybookDir?: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const own = relative(clientDir, path).split(sep).join('/');
      reply.header('cache-control', cacheControlFor(own.replace(/\.(br|gz)$/, '')));
      // A frame another site sandboxes without allow-same-origin (as WordPress frames an
      // embed) has no origin of its own: its module scripts load in CORS mode, from anywhere.
      if (own.startsWith('assets/')) reply.header('access-control-allow-origin', '*');
    },
  });
  if (storybookDir) {
    await app.register(fastifyStatic, {
      root: storybookDir,
      prefix: '/storybook/',
      decorateReply: false,
    });
  }
}
