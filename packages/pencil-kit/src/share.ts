// The share text and how it leaves the page: the Web Share API where there is one, else the
// clipboard. The text tells the puzzle, the time and the hints, never the answer: no picture of
// the grid, so sharing a daily spoils it for no one. The outcome comes back as a sentence.
import type { ShareInfo } from './contract.js';
import { KIT_WORDS } from './words/kit-words.js';
import type { KitWords } from './words/en/kit.js';

/** Time marks: one a started minute, up to this many. */
const MINUTE_MARKS = 10;
/** Hint marks: one a hint, up to this many. */
const HINT_MARKS = 5;

/** True for a hint count the board actually gave. */
function counted(hints: number | undefined): hints is number {
  return hints != null && Number.isInteger(hints) && hints >= 0;
}

/**
 * The player's own line of marks: a 🟦 per started minute (ten at most, then "+"), then a ⭐
 * for no hints or a 💡 per hint (five at most, then "+"). Nothing of the puzzle's answer.
 */
export function shareMarks(seconds: number, hints?: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const time = '🟦'.repeat(Math.min(minutes, MINUTE_MARKS)) + (minutes > MINUTE_MARKS ? '+' : '');
  if (!counted(hints)) return time;
  const help = hints === 0 ? '⭐' : '💡'.repeat(Math.min(hints, HINT_MARKS));
  return `${time} ${help}${hints > HINT_MARKS ? '+' : ''}`;
}

/**
 * "Galaxies · Daily 7×7 · Friday, October 23", "Solved in 2:42 · no hints" (or " with 2
 * hints"), the marks line, then the address: one line each, parts left out when the board does
 * not give them.
 */
export function shareText(
  info: ShareInfo,
  seconds: number,
  words: KitWords = KIT_WORDS.in('en'),
): string {
  const head = [info.game, [info.mode, info.size].filter(Boolean).join(' '), info.date]
    .filter(Boolean)
    .join(' · ');
  const solved = words.solvedLine(seconds, info.hints);
  const lines = [head, solved, shareMarks(seconds, info.hints), info.url];
  return lines.filter(Boolean).join('\n');
}

/** How a share went: shared (Web Share), copied (clipboard), cancelled, or failed. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The browser parts share uses; tests hand in their own. */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/** Shares `text` with the Web Share API, else copies it; never throws. */
export async function share(
  text: string,
  nav: ShareNavigator = globalThis.navigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ text });
      return 'shared';
    } catch (err) {
      // The player closed the share sheet: not a failure worth a fallback.
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The status line's sentence for a share outcome. */
export function shareMessage(outcome: ShareOutcome, words: KitWords = KIT_WORDS.in('en')): string {
  return words.shared[outcome];
}
