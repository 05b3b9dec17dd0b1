// A built page (Vite's index.html for its path) with what the server drew put in its places:
// the language, the title, the header's content, the page's content and its data (JSON the page
// hydrates from). Each place is found by the exact markup the build writes; a page of another
// shape is told (missingPlaces) and served as built.
const PLACES = {
  lang: '<html lang="en">',
  title: /<title>[^<]*<\/title>/,
  header: '<header class="site"></header>',
  main: '<main id="page" tabindex="-1"></main>',
  end: '</body>',
} as const;

export interface DrawnParts {
  lang: string;
  /** The title, as text (escaped here). */
  title: string;
  /** The header's content, as HTML. */
  header: string;
  /** The page's content, as HTML. */
  main: string;
  /** The page's data, as the text of its JSON block (no `<` in it). */
  data: string | null;
}

/** `text` fit for HTML: as text, or as a double-quoted attribute's value. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The places a drawn page fills that `template` lacks (none for a page the build wrote). */
export function missingPlaces(template: string): string[] {
  return Object.entries(PLACES)
    .filter(([, mark]) =>
      typeof mark === 'string' ? !template.includes(mark) : !mark.test(template),
    )
    .map(([place]) => place);
}

/** `html` with `tags` at the end of its head (as it is when there are none). */
export function withHead(html: string, tags: string): string {
  return tags ? html.replace('</head>', () => `    ${tags}\n  </head>`) : html;
}

/** `template` with `parts` in their places. */
export function drawnPage(template: string, parts: DrawnParts): string {
  const data = parts.data
    ? `<script type="application/json" id="page-data">${parts.data}</script>`
    : '';
  // Functions as replacements: a `$` in drawn HTML is text, never a replacement pattern.
  return template
    .replace(PLACES.lang, () => `<html lang="${escapeHtml(parts.lang)}">`)
    .replace(PLACES.title, () => `<title>${escapeHtml(parts.title)}</title>`)
    .replace(PLACES.header, () => `<header class="site">${parts.header}</header>`)
    .replace(PLACES.main, () => `<main id="page" tabindex="-1">${parts.main}</main>`)
    .replace(PLACES.end, () => `${data}</body>`);
}
