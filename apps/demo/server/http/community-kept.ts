// What the reads of puzzles players publish keep for a second (kept.ts), encoded once: the
// list's pages (its JSON and its drawn pages, by their ask and language), each puzzle's JSON and
// page, and its board (with "you" put in per asker). One set per server; a write this server
// answers drops what it changes at once: a publish the lists, a play that puzzle's page, a vote,
// report, withdrawal, decision or solve the lists and that puzzle's every answer. Shared by the
// API's routes (routes/puzzles.ts, community-play.ts) and the drawn pages
// (pages/community-pages.ts).
import type { FastifyInstance } from 'fastify';
import type { Encoded } from './encoded.js';
import { Kept } from './kept.js';
import { KeptBoards } from './kept-boards.js';

/** An answer as kept: its status and its body, encoded once. */
export interface KeptAnswer {
  status: number;
  encoded: Encoded;
}

export class CommunityKept {
  readonly lists: Kept<KeptAnswer>;
  /** Keyed `<id>/…`. */
  readonly puzzles: Kept<KeptAnswer>;
  /** Keyed by the puzzle's id. */
  readonly boards: KeptBoards;

  constructor(now: () => number) {
    this.lists = new Kept(now);
    this.puzzles = new Kept(now);
    this.boards = new KeptBoards(now);
  }

  /** Puzzle `id` was started by one more player: its counts changed, nothing listed did. */
  played(id: string): void {
    this.puzzles.drop(`${id}/`);
  }

  /** Puzzle `id` changed (null: one was published): the lists and all it shows. */
  changed(id: string | null): void {
    this.lists.drop();
    if (id === null) return;
    this.puzzles.drop(`${id}/`);
    this.boards.drop(id);
  }
}

const servers = new WeakMap<FastifyInstance, CommunityKept>();

/** The kept answers of the server `app` (made on first ask). */
export function keptOf(app: FastifyInstance, now: () => Date): CommunityKept {
  let kept = servers.get(app);
  if (!kept) servers.set(app, (kept = new CommunityKept(() => now().getTime())));
  return kept;
}
