// Progress that follows the player: a daily's or archive puzzle's marks go to the server a
// moment after each move (and as a beacon when the page goes), with the moves made so far; a
// board opening with fewer moves here than the server keeps takes the server's marks (so a
// puzzle begun on the phone goes on on the laptop). The latest by move count wins.
import { api } from './api.js';

type Board = HTMLElement & { ready: Promise<void>; marks: unknown };

/** Send a moment after the last move, not on every one. */
const DEBOUNCE_MS = 1500;

/** Keeps `board`'s progress on the puzzle `key` (shared/puzzle-key.ts) with the server. */
export function followProgress(board: Board, key: string): void {
  const movesKey = `gx:moves:${key}`;
  const read = () => Number(localStorage.getItem(movesKey) ?? 0) || 0;
  const write = (n: number) => localStorage.setItem(movesKey, String(n));
  let timer: ReturnType<typeof setTimeout> | undefined;

  const body = () => JSON.stringify({ puzzle: key, marks: board.marks, moves: read() });
  const send = () => {
    timer = undefined;
    void api.saveProgress(body()).catch(() => undefined); // offline or no player: kept here
  };

  void Promise.all([board.ready, api.progress(key).catch(() => null)]).then(([, remote]) => {
    if (remote && remote.moves > read()) {
      board.marks = remote.marks;
      write(remote.moves);
    }
  });
  board.addEventListener('galaxies-move', () => {
    write(read() + 1);
    clearTimeout(timer);
    timer = setTimeout(send, DEBOUNCE_MS);
  });
  addEventListener('pagehide', () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    navigator.sendBeacon('/api/me/progress', new Blob([body()], { type: 'application/json' }));
  });
}
