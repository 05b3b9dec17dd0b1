// Solves the site could not take yet, kept in this browser and sent again until the site answers.
// A solve is kept when the network is gone (sent again on the browser's `online`) or when the
// site or a proxy in front of it is busy or down (408, 429, any 5xx): sent again after the wait
// the answer asks for (`retry-after`), else after a wait that doubles each time, and whenever the
// site opens a page. Kept solves outlive a reload. Each carries the start ticket the site gave
// when the puzzle was opened, so the referee vouches for its time as for any other; a post that
// reached the server before its answer was lost comes back "repeat", never counted twice. A
// solve the site refuses (any other 4xx) is dropped, and the page says why.
import { api, ApiFailure, type SolvePost, type SolveResult } from './api.js';
import { notice } from './notice.js';
import { waitAfter, worthRetrying } from './retry.js';
import { say } from '../shared/words/say.js';

const KEY = 'gx:outbox';

interface Kept {
  solve: SolvePost;
  /** Sends that failed so far. */
  tries: number;
  /** Not to be sent before this time (ms since 1970). */
  at: number;
}

/** What the page showing a kept solve's board wants to hear of it. */
export interface Listener {
  sent(result: SolveResult): void;
  refused(why: string): void;
}

/** Boards on this page whose solves are kept, by ticket. */
const listeners = new Map<string, Listener>();

/** Whether a failed post is worth sending again (retry.ts says which are). */
export function worthSending(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure && worthRetrying(error.status);
}

/** The kept solves (older pages kept plain posts: each reads as not yet tried). */
function kept(): Kept[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.map((item: Kept | SolvePost) =>
      'solve' in item ? item : { solve: item, tries: 0, at: 0 },
    );
  } catch {
    return [];
  }
}

function keep(list: Kept[]): void {
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list));
    else localStorage.removeItem(KEY);
  } catch {
    // No storage: nothing can wait past this page.
  }
}

/**
 * Keeps a solve the site could not take, to send again (its board's `listener`, when given,
 * hears how that went).
 */
export function keepForLater(solve: SolvePost, error: ApiFailure, listener?: Listener): void {
  const others = kept().filter((k) => k.solve.ticket !== solve.ticket);
  keep([...others, { solve, tries: 1, at: Date.now() + waitAfter(error.retryAfter, 1) }]);
  if (listener) listeners.set(solve.ticket, listener);
  schedule();
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Wakes the outbox when its next kept solve is due. */
function schedule(): void {
  clearTimeout(timer);
  const list = kept();
  if (!list.length) return;
  const next = Math.min(...list.map((k) => k.at));
  timer = setTimeout(() => void sendKept(), Math.max(0, next - Date.now()));
}

let sending = false;

/**
 * Sends the kept solves that are due (every one, when `all`: the network is back), keeping those
 * the site still can't take with a longer wait.
 */
export async function sendKept({ all = false } = {}): Promise<void> {
  if (sending || !kept().length) return;
  sending = true;
  let sentUnseen = 0;
  try {
    for (const item of kept()) {
      if (!all && item.at > Date.now()) continue;
      const listener = listeners.get(item.solve.ticket);
      // Taken off the list as it is answered, so another page's changes to the list stay.
      const done = () => keep(kept().filter((k) => k.solve.ticket !== item.solve.ticket));
      try {
        const result = await api.postSolve(item.solve);
        done();
        if (listener) listener.sent(result);
        else sentUnseen++;
      } catch (error) {
        if (worthSending(error)) {
          const tries = item.tries + 1;
          const again = { ...item, tries, at: Date.now() + waitAfter(error.retryAfter, tries) };
          keep(kept().map((k) => (k.solve.ticket === item.solve.ticket ? again : k)));
          continue;
        }
        done();
        const why = (error as Error).message;
        if (listener) listener.refused(why);
        else notice(say.result.keptNotTaken(why), 'error');
      }
      listeners.delete(item.solve.ticket);
    }
    if (sentUnseen) notice(say.result.keptSent(sentUnseen));
  } finally {
    sending = false;
    schedule();
  }
}

addEventListener('online', () => void sendKept({ all: true }));
