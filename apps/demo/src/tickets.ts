// Start tickets in the site's own storage, beside the board's save: the server's word that this
// player started this puzzle, and when. Kept under `gx:ticket:<puzzle key>` (shared/puzzle-key.ts:
// the code's engine version in it from version 2), so a reload keeps it (and the time it
// started); asked for once, when the puzzle is first shown.
import { api, type Started, type TicketAsk } from './api.js';
import { puzzleKey, type PuzzleRef } from '../shared/puzzle-key.js';

const key = (puzzle: PuzzleRef) => `gx:ticket:${puzzleKey(puzzle)}`;

/** The stored ticket of a puzzle, or null when it was not started here. */
export function storedTicket(puzzle: PuzzleRef): string | null {
  try {
    return localStorage.getItem(key(puzzle));
  } catch {
    return null;
  }
}

function keep(started: Started): void {
  try {
    localStorage.setItem(key(started), started.ticket);
  } catch {
    // No storage: the ticket lives as long as the page, and the solve still posts with it.
  }
  held.set(key(started), started.ticket);
}

/** Tickets of this page when storage refuses them. */
const held = new Map<string, string>();

/** The ticket of a puzzle: stored, or held by this page. */
export function ticketOf(puzzle: PuzzleRef): string | null {
  return storedTicket(puzzle) ?? held.get(key(puzzle)) ?? null;
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
  daily: PuzzleRef,
): Promise<void> {
  if (ticketOf(daily)) return;
  await startPuzzle(ask);
}
