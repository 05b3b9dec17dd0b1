// `/embed/thumbnail.png?<an embed's query>&w=&h=`: the puzzle's grid and dots as a PNG (never its
// answer: thumbnail.ts), fitted in a w × h box (600 × 600 unless asked), for oEmbed's
// `thumbnail_url` and the pages' Open Graph image. A puzzle's drawing never changes, so each is
// made once, kept (the most recent few hundred), and cached by browsers and link previewers a day.
import type { Puzzle } from '@galaxies/engine';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../db/services.js';
import { embedQuery, readEmbedAsk, type EmbedAsk } from './embed-address.js';
import { dotsOf, embedPuzzle } from './embed-puzzle.js';
import { clampSide, DEFAULT_SIDE, layoutOf, MIN_SIDE } from './layout.js';
import { puzzleThumbnail } from './thumbnail.js';

/** The box a thumbnail is fitted in. */
export interface ThumbnailBox {
  width: number;
  height: number;
}

/** How many drawn thumbnails are kept. */
const KEPT = 300;
const kept = new Map<string, Buffer>();

/**
 * The size of `puzzle`'s thumbnail within `maxwidth` × `maxheight` (600 × 600 when not given),
 * with the box to ask for it in; null when the bounds are smaller than any thumbnail drawn.
 */
export function thumbnailSize(
  puzzle: Puzzle,
  maxwidth?: number,
  maxheight?: number,
): (ThumbnailBox & { box: ThumbnailBox }) | null {
  if ((maxwidth ?? DEFAULT_SIDE) < MIN_SIDE || (maxheight ?? DEFAULT_SIDE) < MIN_SIDE) return null;
  const box = {
    width: clampSide(maxwidth ?? DEFAULT_SIDE),
    height: clampSide(maxheight ?? DEFAULT_SIDE),
  };
  const { width, height } = layoutOf(puzzle.w, puzzle.h, box.width, box.height);
  return { width, height, box };
}

/** The thumbnail route's query for `ask` in `box`. */
export function thumbnailQuery(ask: EmbedAsk, box: ThumbnailBox): URLSearchParams {
  const params = embedQuery(ask);
  params.set('w', String(box.width));
  params.set('h', String(box.height));
  return params;
}

/** A box side from the query, or the default. */
function side(value: string | null): number {
  return value !== null && /^\d{1,4}$/.test(value) ? clampSide(Number(value)) : DEFAULT_SIDE;
}

export function thumbnailRoute(app: FastifyInstance, services: Services): void {
  app.get('/embed/thumbnail.png', async (request, reply) => {
    const at = request.url.indexOf('?');
    const params = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
    const box = { width: side(params.get('w')), height: side(params.get('h')) };
    const ask = readEmbedAsk(params);
    // A new Endless puzzle each visit has no one picture.
    const fixed = ask && !(ask.kind === 'endless' && ask.ask.code === null) ? ask : null;
    const puzzle = fixed && (await embedPuzzle(services, fixed));
    const dots = puzzle && dotsOf(puzzle);
    if (!puzzle || !dots) {
      return reply.status(404).send({ error: 'That address names no puzzle to draw.' });
    }
    const key = `${thumbnailQuery(puzzle.ask, box).toString()}`;
    let png = kept.get(key);
    if (!png) {
      png = puzzleThumbnail(dots, box).png;
      kept.set(key, png);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    }
    // Today's address shows a new puzzle each day: asked after each time; any other, a day.
    const cache = fixed.kind === 'today' ? 'no-cache' : 'public, max-age=86400';
    return reply.type('image/png').header('cache-control', cache).send(png);
  });
}
