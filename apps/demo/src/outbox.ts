// Solves made offline: kept in this browser and posted when the connection is back (on the
// browser's `online`, or the next page the site opens). Each carries the start ticket the site
// gave when the puzzle was opened online, so the referee vouches for its time as for any other;
// a solve the site then refuses is dropped, and the page says why.
import { api, ApiFailure, type SolvePost } from './api.js';
import { notice } from './layout.js';
import { say } from './words/say.js';

const KEY = 'gx:outbox';

function kept(): SolvePost[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? (list as SolvePost[]) : [];
  } catch {
    return [];
  }
}

function keep(list: SolvePost[]): void {
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list));
    else localStorage.removeItem(KEY);
  } catch {
    // No storage: nothing can wait here.
  }
}

/** Keeps a solve that could not be sent, to send when the connection is back. */
export function keepForLater(solve: SolvePost): void {
  keep([...kept().filter((s) => s.ticket !== solve.ticket), solve]);
}

let sending = false;

/** Sends the kept solves, keeping those the network still can't take. */
export async function sendKept(): Promise<void> {
  if (sending || !kept().length) return;
  sending = true;
  try {
    const left: SolvePost[] = [];
    let sent = 0;
    for (const solve of kept()) {
      try {
        await api.postSolve(solve);
        sent++;
      } catch (error) {
        if (error instanceof ApiFailure && error.status === 0) left.push(solve);
        else notice(say.result.keptNotTaken((error as Error).message), 'error');
      }
    }
    keep(left);
    if (sent) notice(say.result.keptSent(sent));
  } finally {
    sending = false;
  }
}

addEventListener('online', () => void sendKept());
