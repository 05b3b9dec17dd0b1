// What the editor page's Publish form decides and sends, apart from the page: whether the player
// must give a name first (puzzles are published by a player with a name, and a player exists
// only after a first write), the ask for the puzzle the verdict found unique, and where the
// published puzzle's page is.
import type { Puzzle } from '@galaxies/engine';
import type { PublishAsk } from '../shared/community.js';

/** No player yet (or none heard of), or a name made from the player's id, not chosen. */
export function needsName(me: { name: string | null; named: boolean } | null): boolean {
  return !me || me.name === null || !me.named;
}

/** The ask for `puzzle` under what was typed: the title trimmed, a blank note left out. */
export function publishAsk(puzzle: Puzzle, title: string, note: string): PublishAsk {
  const ask: PublishAsk = {
    w: puzzle.w,
    h: puzzle.h,
    dots: puzzle.dots.map(([y, x]) => [y, x]),
    title: title.trim(),
  };
  const said = note.trim();
  return said ? { ...ask, note: said } : ask;
}

/** The published puzzle's page: the server's `url` when it is a path on this site, else `/p/<id>/`. */
export function publishedPage({ id, url }: { id: string; url: string }): string {
  return /^\/(?!\/)/.test(url) ? url : `/p/${encodeURIComponent(id)}/`;
}
