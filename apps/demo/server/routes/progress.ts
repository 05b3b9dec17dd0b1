// Progress that follows the player: POST /api/me/progress keeps an unfinished daily's or
// archive puzzle's marks (debounced by the page, and sent as a beacon when it goes), GET
// /api/me/progress/<size>/<difficulty>/<code> gives them back on another device (the puzzle named
// as puzzle-key.ts names it: `<code>@<engine>` for a code of version 2 and later). The latest by
// move count wins.
import type { FastifyInstance } from 'fastify';
import { loadProgress, saveProgress } from '../db/progress.js';
import { ApiError } from '../words/api-error.js';
import { KEY_RE, readPuzzleKey } from '../../shared/puzzle-key.js';
import { isMade } from '../play/puzzles.js';
import type { RouteServices } from '../players/identity.js';

/** The shape of a puzzle key, checked by the schema before anything is read. */
const PUZZLE = KEY_RE.source;

/** Whether `key` names a puzzle the game makes (a daily's or an archive puzzle's). */
function isSitePuzzle(key: string): boolean {
  const ref = readPuzzleKey(key);
  return ref !== null && isMade(ref.size, ref.difficulty, ref.engine);
}
const SIDES = { type: 'array', maxItems: 2000, items: { type: 'integer', minimum: 0 } };

export function progressRoutes(
  app: FastifyInstance,
  { store, identity, now }: RouteServices,
): void {
  app.post(
    '/api/me/progress',
    {
      schema: {
        body: {
          type: 'object',
          required: ['puzzle', 'marks', 'moves'],
          additionalProperties: false,
          properties: {
            puzzle: { type: 'string', pattern: PUZZLE },
            moves: { type: 'integer', minimum: 0, maximum: 100_000 },
            marks: {
              type: 'object',
              required: ['w', 'x'],
              additionalProperties: false,
              properties: {
                w: SIDES,
                x: SIDES,
                c: {
                  type: 'array',
                  maxItems: 4096,
                  items: { type: 'integer', minimum: 0, maximum: 8 },
                },
                h: { type: 'integer', minimum: 0, maximum: 10_000 },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const { puzzle, marks, moves } = request.body as {
        puzzle: string;
        marks: object;
        moves: number;
      };
      if (!isSitePuzzle(puzzle)) throw new ApiError(400, (w) => w.notSitePuzzle);
      const player = await identity.known(request);
      return { kept: await saveProgress(store.db, player.id, puzzle, marks, moves, now()) };
    },
  );

  app.get<{ Params: { size: string; difficulty: string; code: string } }>(
    '/api/me/progress/:size/:difficulty/:code',
    async (request) => {
      const { size, difficulty, code } = request.params;
      const puzzle = `${size}/${difficulty}/${code}`;
      if (!isSitePuzzle(puzzle)) throw new ApiError(400, (w) => w.notSitePuzzle);
      const player = await identity.reader(request);
      return { progress: player ? await loadProgress(store.reads, player.id, puzzle) : null };
    },
  );
}
