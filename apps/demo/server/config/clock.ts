// The server's clock: the machine's, or, for end-to-end tests that play a week in a minute, the
// machine's moved on by the seconds written in a file (GALAXIES_CLOCK_FILE). The file is read at
// every reading of the clock, so a test moves the server's days by writing it; a missing, empty
// or unreadable file is no move at all.
import { readFileSync } from 'node:fs';

/** The clock to run on: moved by the seconds in `file`, when one is named. */
export function clockOf(file: string | undefined): () => Date {
  if (!file) return () => new Date();
  return () => {
    let seconds = 0;
    try {
      seconds = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      // No file yet: the machine's time.
    }
    return new Date(Date.now() + seconds * 1000);
  };
}
