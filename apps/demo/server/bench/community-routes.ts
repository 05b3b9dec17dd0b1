// What the community check reads: the list API in each order, filtered and deep in (the cursor
// `pages` pages on, followed as a reader would), the most solved puzzle and its board, and the
// pages the server draws for a puzzle and for the list; today's board beside them for reference;
// and what each answers before it is measured (a page not served yet answers 404 and is reported
// as such, not timed).
import type { PuzzlePage } from '../../shared/community.js';

export interface Route {
  name: string;
  path: string;
  /** Part of the mix read while puzzles are published. */
  mix?: boolean;
  /** Not a community route: what the server and clients manage here at best, for comparison. */
  reference?: boolean;
}

const LIST = '/api/galaxies/puzzles';

/** The path of the page `pages` pages after `path`'s first, following each page's `next`. */
async function deep(port: number, path: string, pages: number): Promise<string> {
  let at = path;
  for (let k = 0; k < pages; k++) {
    const page = (await (await fetch(`http://127.0.0.1:${port}${at}`)).json()) as PuzzlePage;
    if (!page.next) throw new Error(`${path} ends after ${k + 1} pages.`);
    at = `${path}&cursor=${page.next}`;
  }
  return at;
}

/** The routes read, `id` being the most solved listed puzzle. */
export async function routesOf(port: number, id: string, pages: number): Promise<Route[]> {
  const deepNew = await deep(port, `${LIST}?sort=new`, pages);
  return [
    { name: 'list new', path: `${LIST}?sort=new`, mix: true },
    { name: 'list top', path: `${LIST}?sort=top` },
    { name: 'list hard', path: `${LIST}?sort=hard` },
    { name: 'list new, 10×10', path: `${LIST}?sort=new&size=10` },
    { name: 'list hard, level hard', path: `${LIST}?sort=hard&level=hard` },
    { name: `list new, page ${pages + 1}`, path: deepNew },
    { name: `list top, page ${pages + 1}`, path: await deep(port, `${LIST}?sort=top`, pages) },
    { name: 'puzzle (most solved)', path: `${LIST}/${id}`, mix: true },
    { name: 'its board', path: `${LIST}/${id}/board` },
    { name: 'page /p/<id>/', path: `/p/${id}/`, mix: true },
    { name: 'page /puzzles/', path: '/puzzles/', mix: true },
    { name: 'page /puzzles/?sort=top', path: '/puzzles/?sort=top' },
    { name: `page /puzzles/, page ${pages + 1}`, path: `/puzzles/${deepNew.slice(LIST.length)}` },
    // A board the server keeps as sent for a second (http/kept-boards.ts): a request's least cost.
    { name: "reference: today's board", path: '/api/galaxies/leaderboard/daily', reference: true },
  ];
}

/** The status `path` answers with. */
export async function statusOf(port: number, path: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  await res.arrayBuffer();
  return res.status;
}
