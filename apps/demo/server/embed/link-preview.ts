// What a puzzle page tells link previewers and oEmbed consumers in its head: the oEmbed discovery
// link (`application/json+oembed`, to /oembed with the page's address), and Open Graph and Twitter
// card tags naming the puzzle with its thumbnail (the grid and dots, never the answer). Every
// value is escaped; the page's address is the one asked for, on this site's origin.
import type { SiteWords } from '../../shared/words/en/site.js';
import type { Services } from '../db/services.js';
import { escapeHtml } from '../pages/page-html.js';
import { askOfPage, type EmbedAsk } from './embed-address.js';
import { dotsOf, embedPuzzle } from './embed-puzzle.js';
import { PROVIDER } from './oembed.js';
import { thumbnailQuery, thumbnailSize } from './thumbnail-route.js';

/**
 * The head's tags for the page at `path` (with its query) on `origin`, in `words`; empty for a
 * page that shows no one puzzle.
 */
export async function previewTags(
  services: Services,
  origin: string,
  path: string,
  words: SiteWords,
): Promise<string> {
  const page = new URL(path, origin);
  const ask = askOfPage(page);
  const puzzle = ask && (await embedPuzzle(services, ask));
  const dots = puzzle && dotsOf(puzzle);
  const size = dots && thumbnailSize(dots);
  if (!puzzle || !dots || !size) return '';
  const title = `${puzzle.name(words)} · ${PROVIDER}`;
  // Today's picture under its date, so a preview kept from today shows today's puzzle.
  const pictured: EmbedAsk =
    puzzle.ask.kind === 'today' && puzzle.date
      ? { kind: 'archive', date: puzzle.date }
      : puzzle.ask;
  const image = `${origin}/embed/thumbnail.png?${thumbnailQuery(pictured, size.box).toString()}`;
  const oembed = `${origin}/oembed?${new URLSearchParams({ url: page.href, format: 'json' }).toString()}`;
  const tag = (name: string, value: string, key = 'property') =>
    `<meta ${key}="${name}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed)}" title="${escapeHtml(title)}" />`,
    tag('og:type', 'website'),
    tag('og:site_name', PROVIDER),
    tag('og:title', title),
    tag('og:description', words.embed.about),
    tag('og:url', page.href),
    tag('og:image', image),
    tag('og:image:width', String(size.width)),
    tag('og:image:height', String(size.height)),
    tag('og:image:alt', title),
    tag('twitter:card', 'summary_large_image', 'name'),
    tag('twitter:title', title, 'name'),
    tag('twitter:image', image, 'name'),
  ].join('\n    ');
}
