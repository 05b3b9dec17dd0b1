// Leaderboards kept as served, for a second: a board's entries as JSON, so a crowd reading one
// board costs its query once a second, not once a request, and a board of a hundred entries is
// sent about as fast as an empty one. Every write this server answers (a solve, a name, a
// sign-in) drops them at once; the second bounds how long a write elsewhere (another server, the
// field job, an operator) waits to show. Each entry is kept as others see it and as its own
// player does ("you"), so each asker's board is put together without a query; as anyone not on
// it sees it, encoded and with its ETag, it is made once (sending a kept Buffer cost 44 µs of the
// server's CPU a request for a board of a hundred entries, the string 63). Kept by kept.ts; sent
// by board-cache.ts; the leaderboards' routes and the published puzzles' boards use both.
import { createHash } from 'node:crypto';
import { Kept as KeptFor, KEEP_MS } from './kept.js';

export { KEEP_MS };

export interface KeptEntry {
  readonly playerId: string;
  /** The entry as JSON, seen by anyone else; and as its own player sees it. */
  readonly json: string;
  readonly yours: string;
}

export interface KeptBoard {
  /** Everything but the entries, as a JSON object of at least one field. */
  readonly head: string;
  readonly entries: readonly KeptEntry[];
}

/** A board as sent: its JSON (encoded once), and its ETag. */
export interface Sent {
  readonly body: Buffer;
  readonly etag: string;
}

/** The entry as kept: `entry` with `you` false, and with it true. */
export function keptEntry(playerId: string, entry: object): KeptEntry {
  return {
    playerId,
    json: JSON.stringify({ ...entry, you: false }),
    yours: JSON.stringify({ ...entry, you: true }),
  };
}

/** A board's ETag: a hash of its JSON (weak: the same board, not the same bytes). */
function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** A kept board, and as sent to anyone not on it (made once, when first asked for). */
class Kept {
  private plain: Sent | null = null;

  constructor(readonly board: KeptBoard) {}

  /** The board as the player `you` (null: nobody known) sees it. */
  sentTo(you: string | null): Sent {
    const mine = you !== null && this.board.entries.some((e) => e.playerId === you);
    if (!mine) return (this.plain ??= sent(bodyFor(this.board, null)));
    return sent(bodyFor(this.board, you));
  }
}

const sent = (body: string): Sent => ({ body: Buffer.from(body), etag: etagOf(body) });

export class KeptBoards {
  private readonly boards: KeptFor<Kept>;

  /**
   * `now`: the server's clock, in ms. With `giveDropped`, a board dropped within its second is
   * still given to anyone who wrote nothing since, while it is made again (http/kept.ts).
   */
  constructor(now: () => number, keepMs = KEEP_MS, giveDropped = false) {
    this.boards = new KeptFor(now, keepMs, undefined, giveDropped);
  }

  /** The drops so far (a writer's mark, read after its write's drop). */
  get drops(): number {
    return this.boards.drops;
  }

  /** Forgets the boards whose keys start with `prefix` (every one, without). */
  drop(prefix = ''): void {
    this.boards.drop(prefix);
  }

  /**
   * The board `key`, as kept, or made by `make` (once for every request that asks meanwhile),
   * after drop `since` when given. A board that could not be made is not kept.
   */
  board(key: string, make: () => Promise<KeptBoard>, since = 0): Promise<Kept> {
    return this.boards.get(key, () => make().then((made) => new Kept(made)), since);
  }
}

/** The board's JSON as the player `you` (null: nobody known) sees it. */
function bodyFor({ head, entries }: KeptBoard, you: string | null): string {
  const list = entries.map((e) => (e.playerId === you ? e.yours : e.json)).join(',');
  return `${head.slice(0, -1)},"entries":[${list}]}`;
}
