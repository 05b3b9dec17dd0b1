// What the server drew a page with, written into it as JSON (`<script type="application/json"
// id="page-data">`, which runs nothing, so the page's strict script policy stays), so the page
// hydrates the very same template instead of asking again: which page, in which language, and
// its puzzle. A page whose address or language no longer matches (an offline copy kept for
// another day, a language chosen since) draws itself instead.
import type { Lang } from '@galaxies/pencil-kit';
import type { DailyInfo } from '../daily.js';
import type { Shown } from './endless-view.js';
import type { BoardRow } from './published-view.js';
import type { ListShown } from './puzzles-view.js';
import type { PublishedPuzzle, PuzzlePage } from '../community.js';

export const PAGE_DATA_ID = 'page-data';

export type PageData =
  /** `welcome`: drawn with the first-visit welcome (welcome-view.ts). */
  | { page: 'today'; lang: Lang; daily: DailyInfo; welcome: boolean }
  | { page: 'archive'; lang: Lang; daily: DailyInfo; welcome: boolean }
  /**
   * Endless: the puzzle the address names, or for an address naming none, a new one the
   * server chose, with its offer (a signed word that it did, which the page trades for a
   * start ticket: server/routes/tickets.ts).
   */
  | { page: 'endless'; lang: Lang; shown: Shown; welcome: boolean; offer?: string }
  /** A published puzzle's page, its board's rows, and the site's origin (for its share links). */
  | { page: 'puzzle'; lang: Lang; puzzle: PublishedPuzzle; rows: BoardRow[]; origin: string }
  /** A published puzzle's address when there is none to play: no such puzzle, gone or hidden. */
  | { page: 'unplayable'; lang: Lang; why: 'missing' | 'gone' | 'hidden' }
  /** A page of the list of published puzzles, as `shown`. */
  | { page: 'puzzles'; lang: Lang; list: PuzzlePage; shown: ListShown; first: boolean };

/** `data` as the text of the page's JSON block: no `<` in it, so no `</script>` can end it. */
export function pageDataText(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
