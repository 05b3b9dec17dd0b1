// Start tickets in the site's own storage, beside the board's save: the server's word that this
// player started this puzzle, and when. Kept under `gx:ticket:<size>/<difficulty>/<code>`, so a
// reload keeps it (and the time it started); asked for once, when the puzzle is first shown.
import { api, type Started, type TicketAsk } from './api.js';

const key = (size: number, difficulty: string, code: string) =>
  `gx:ticket:${size}/${difficulty}/${code}`;

/** The stored ticket of a puzzle, or null when it was not started here. */
export function storedTicket(size: number, difficulty: string, code: string): string | null {
  try {
    return localStorage.getItem(key(size, difficulty, code));
  } catch {
    return null;
  }
}

function keep(started: Started): void {
  try {
    localStorage.setItem(key(started.size, started.difficulty, started.code), started.ticket);
  } catch {
    // No storage: the ticket lives as long as the page, and the solve still posts with it.
  }
  held.set(key(started.size, started.difficulty, started.code), started.ticket);
}

/** Tickets of this page when storage refuses them. */
const held = new Map<string, string>();

/** The ticket of a puzzle: stored, or held by this page. */
export function ticketOf(size: number, difficulty: string, code: string): string | null {
  return storedTicket(size, difficulty, code) ?? held.get(key(size, difficulty, code)) ?? null;
}

/** Asks the server for a ticket (an endless one names its puzzle) and keeps it. */
export async function startPuzzle(ask: TicketAsk): Promise<Started> {
  const started = await api.ticket(ask);
  keep(started);
  return started;
}

/** A daily's ticket: the one kept from an earlier visit, or a new one. */
export async function dailyTicket(
  ask: TicketAsk & { date: string },
  daily: { size: number; difficulty: string; code: string },
): Promise<void> {
  if (ticketOf(daily.size, daily.difficulty, daily.code)) return;
  await startPuzzle(ask);
}
