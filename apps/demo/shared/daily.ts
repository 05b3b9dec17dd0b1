// A day's puzzle as the API gives it (`GET /api/galaxies/daily`, `…/daily/<date>`, `…/archive`)
// and as the server draws it into Today's page and the archive's (views/daily-view.ts): its day,
// size, level, code and engine version, its score, and on Today's, when the next one is out.
import type { Size } from './sizes.js';

/** A day's puzzle: the one `date` names, and the next one's time and kind on Today's. */
export interface DailyInfo {
  date: string;
  size: Size;
  difficulty: string;
  code: string;
  /** The engine version that makes the day's code. */
  engine: number;
  /** The puzzle's difficulty score, 1.0–10.0. */
  score: number | null;
  /** Today's only: when the next daily is out (`seconds` from the server's now) and what it is. */
  next?: {
    date: string;
    at: string;
    seconds: number;
    size: Size;
    difficulty: string;
    engine: number;
  };
}
