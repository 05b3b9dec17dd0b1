// The share line and how it leaves the page: the Web Share API where there is one, else the
// clipboard. The outcome comes back as a sentence for the status line.
import type { ShareInfo } from './contract.js';
import { SHARED, solvedLine } from './words.js';

/**
 * "Galaxies · Daily 7×7 · Friday, October 23", "Solved in 2:42" (plus " with 2 hints" when
 * hints were used), then the address: one line each, parts left out when the board does not
 * give them.
 */
export function shareText(info: ShareInfo, seconds: number): string {
  const head = [info.game, [info.mode, info.size].filter(Boolean).join(' '), info.date]
    .filter(Boolean)
    .join(' · ');
  return [head, solvedLine(seconds, info.hints), info.url].filter(Boolean).join('\n');
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
export function shareMessage(outcome: ShareOutcome): string {
  return SHARED[outcome];
}
