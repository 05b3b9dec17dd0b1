// What an `/embed/` address names, and which of the site's pages it is the frame of: today's
// daily (`/embed/`), a day of the archive (`?date=2026-12-01`), an Endless puzzle
// (`?size=10&level=hard&code=…&engine=3`, or a new one each visit without a code), or a given
// puzzle (`?src=<puzz.link URL or Tatham game ID>`), or one a player published (`?puzzle=<id>`);
// with its look (`theme=light|dark|auto`,
// `lang=en|ja`). Read from any input (an oEmbed consumer's `url`, a link pasted anywhere): a
// value that is not one of these is no puzzle, never passed on. Pure.
import { known } from '../../shared/words/lang.js';
import type { Lang } from '@galaxies/pencil-kit';
import { readAddress, type EndlessAsk } from '../../shared/endless-address.js';
import { PUZZLE_ID_RE } from '../../shared/community.js';

/** The puzzle an embed shows. */
export type EmbedAsk =
  | { kind: 'today' }
  | { kind: 'archive'; date: string }
  | { kind: 'endless'; ask: EndlessAsk }
  | { kind: 'given'; src: string }
  | { kind: 'community'; id: string };

/** The frame's look, from its address. */
export interface EmbedLook {
  theme: 'light' | 'dark' | 'auto';
  /** The language the address names, else none (the reader's own is taken). */
  lang: Lang | null;
}

/** The longest given puzzle taken (a 30 × 30 puzz.link address is well under it). */
export const MAX_SRC = 4096;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A published puzzle's page: `/p/<id>/`. */
const PUBLISHED_PAGE = new RegExp(`^/p/(${PUZZLE_ID_RE.source.slice(1, -1)})/$`);
const THEMES = ['light', 'dark', 'auto'] as const;

/** The look `params` ask for (`auto` and the reader's language when they ask nothing). */
export function readLook(params: URLSearchParams): EmbedLook {
  const theme = params.get('theme');
  return {
    theme: THEMES.find((t) => t === theme) ?? 'auto',
    lang: known(params.get('lang')),
  };
}

/**
 * The puzzle the query `params` of an `/embed/` address names, or null for one that names none
 * (a date that is no date, an empty `src`, a `src` too long).
 */
export function readEmbedAsk(params: URLSearchParams): EmbedAsk | null {
  const id = params.get('puzzle');
  if (id !== null) return PUZZLE_ID_RE.test(id) ? { kind: 'community', id } : null;
  const src = params.get('src');
  if (src !== null) {
    const given = src.trim();
    return given && given.length <= MAX_SRC ? { kind: 'given', src: given } : null;
  }
  const date = params.get('date');
  if (date !== null) return DATE.test(date) ? { kind: 'archive', date } : null;
  if (params.has('size') || params.has('code')) {
    const read = readAddress(`?${params.toString()}`);
    return read.ok ? { kind: 'endless', ask: read.ask } : null;
  }
  return { kind: 'today' };
}

/** The `/embed/` query of `ask` with `look` (only what differs from the defaults). */
export function embedQuery(ask: EmbedAsk, look: Partial<EmbedLook> = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (ask.kind === 'archive') params.set('date', ask.date);
  if (ask.kind === 'given') params.set('src', ask.src);
  if (ask.kind === 'community') params.set('puzzle', ask.id);
  if (ask.kind === 'endless') {
    const { size, difficulty, code, engine } = ask.ask;
    params.set('size', String(size));
    params.set('level', difficulty);
    if (code !== null) {
      params.set('code', code);
      params.set('engine', String(engine));
    }
  }
  if (look.theme && look.theme !== 'auto') params.set('theme', look.theme);
  if (look.lang) params.set('lang', look.lang);
  return params;
}

/** The address on the site where `ask` is played (rated, where the site rates it). */
export function sitePathOf(ask: EmbedAsk): string {
  switch (ask.kind) {
    case 'today':
      return '/';
    case 'archive':
      return `/archive/?date=${ask.date}`;
    case 'given':
      return `/play/?${new URLSearchParams({ src: ask.src }).toString()}`;
    case 'community':
      return `/p/${ask.id}/`;
    case 'endless': {
      const { size, difficulty, code, engine } = ask.ask;
      const params = new URLSearchParams({ size: String(size), level: difficulty });
      if (code !== null) {
        params.set('code', code);
        params.set('engine', String(engine));
      }
      return `/endless/?${params.toString()}`;
    }
  }
}

/**
 * The puzzle one of the site's own pages shows, as an embed asks for it: Today, a day of the
 * archive, an Endless puzzle with its code, Play a link with its `src`, a published puzzle's
 * page, or an `/embed/` address itself. Null for any other page, and for one that names no one puzzle (Endless with no code:
 * a new puzzle each visit).
 */
export function askOfPage(url: URL): EmbedAsk | null {
  const params = url.searchParams;
  // A value given twice names no one puzzle (the pages draw none for it either).
  if (['date', 'src', 'code', 'puzzle'].some((name) => params.getAll(name).length > 1)) return null;
  const published = PUBLISHED_PAGE.exec(url.pathname);
  if (published) return { kind: 'community', id: published[1]! };
  switch (url.pathname) {
    case '/':
    case '/index.html':
      return { kind: 'today' };
    case '/archive/':
      return params.has('date')
        ? readEmbedAsk(new URLSearchParams({ date: params.get('date')! }))
        : null;
    case '/endless/': {
      if (!params.has('code')) return null;
      const ask = readEmbedAsk(params);
      return ask?.kind === 'endless' && ask.ask.code !== null ? ask : null;
    }
    case '/play/':
      return params.has('src')
        ? readEmbedAsk(new URLSearchParams({ src: params.get('src')! }))
        : null;
    case '/embed/':
      return readEmbedAsk(params);
    default:
      return null;
  }
}
