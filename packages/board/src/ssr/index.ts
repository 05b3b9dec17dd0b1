// @galaxies/board/ssr: `<galaxies-board>` drawn on a server, for a page's HTML. The board is
// rendered by Lit SSR into declarative shadow DOM (frame, title, the grid with its dots and
// given walls, the controls) in the page's language, from the same engine and the same code as
// the browser's, so the first paint is the board; the page then loads `@galaxies/board/hydrate.js`
// (before anything else that imports Lit), which brings the board to life over what is there.
// Every value is checked and escaped here: a value a visitor wrote (a link's code, size, level,
// `src`) can reach this function, and none reaches the HTML as markup.
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { speakingIn, type Lang } from '@galaxies/pencil-kit';
import { html, nothing } from 'lit';
import { serverReady } from './server-ready.js';

export { serverReady };
export {
  useKeptPuzzles,
  type KeptPuzzle,
  type KeptPuzzles,
  type PuzzleAsk,
} from './server-puzzles.js';

/** The board's attributes, as a page would write them (see the element's documentation). */
export interface BoardAttributes {
  size?: string | number;
  code?: string;
  level?: string;
  /** @deprecated Use `level`. */
  difficulty?: string;
  engine?: string | number;
  src?: string;
  mode?: string;
  date?: string;
  saves?: string;
  assists?: string;
  scheme?: string;
  'how-to'?: string;
  readonly?: boolean;
}

export interface BoardRenderOptions {
  /** The page's language: `en` (the default) or `ja`. Any other value is English. */
  lang?: string;
}

/**
 * The longest value taken (a 30 × 30 puzz.link address is well under it); a longer one is cut
 * here, so a hostile address cannot swell the page, and the board says why it is no puzzle.
 */
export const MAX_VALUE_LENGTH = 4096;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** `lang` as the board speaks it: Japanese for any `ja` tag, else English. */
export function boardLang(lang: string | undefined): Lang {
  return /^ja\b/i.test(lang ?? '') ? 'ja' : 'en';
}

/**
 * An attribute's value as text fit to render: a string or a number, well-formed (a lone
 * surrogate becomes U+FFFD, as a browser would read it), control characters dropped, at most
 * `MAX_VALUE_LENGTH` long; `nothing` (no attribute) for anything else. Escaping is Lit's.
 */
export function attributeText(value: unknown): string | typeof nothing {
  if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
    return nothing;
  }
  const text = String(value).replace(LONE_SURROGATE, '\ufffd').replace(CONTROL, '');
  return text.length > MAX_VALUE_LENGTH ? text.slice(0, MAX_VALUE_LENGTH) : text;
}

/**
 * `<galaxies-board>` with its shadow DOM, as HTML for a page: the puzzle `attributes` name, in
 * `options.lang`, and after it a line for browsers that run no scripts (`<noscript>`, class
 * `galaxies-needs-script`): the board shows, but it needs JavaScript to play. Settles at once
 * after the first (which waits for the generator and the words to load).
 */
export async function renderBoard(
  attributes: BoardAttributes,
  options: BoardRenderOptions = {},
): Promise<string> {
  const lang = boardLang(options.lang);
  const a = (name: Exclude<keyof BoardAttributes, 'readonly'>) => attributeText(attributes[name]);
  const board = html`<galaxies-board
    lang=${lang}
    size=${a('size')}
    code=${a('code')}
    level=${a('level')}
    difficulty=${a('difficulty')}
    engine=${a('engine')}
    src=${a('src')}
    mode=${a('mode')}
    date=${a('date')}
    saves=${a('saves')}
    assists=${a('assists')}
    scheme=${a('scheme')}
    how-to=${a('how-to')}
    ?readonly=${attributes.readonly === true}
  ></galaxies-board>`;
  return (await renderToString(board, { lang })) + needsScriptLine(lang);
}

/**
 * Any Lit template as HTML, boards inside it drawn with their shadow DOM in `options.lang`: for
 * a page whose own template holds boards (it hydrates with `@lit-labs/ssr-client`'s `hydrate`,
 * after `@galaxies/board/hydrate.js`). Values in the template are escaped by Lit; a board's
 * attributes are checked by the board (a bad one shows why, as text).
 */
export async function renderToString(
  template: unknown,
  options: BoardRenderOptions = {},
): Promise<string> {
  await serverReady;
  const lang = boardLang(options.lang);
  return speakingIn(lang, () => collectResultSync(render(template)));
}

/**
 * The line under a board for browsers that run no scripts, in each language: the server's own
 * words (a page that runs scripts never shows them, so the board's bundle does not carry them).
 */
const NEEDS_SCRIPT: Record<Lang, string> = {
  en: 'This puzzle needs JavaScript to play.',
  ja: 'このパズルを遊ぶにはJavaScriptが必要です。',
};

/**
 * The line for browsers that run no scripts. Written out here, not as a template: Lit reads a
 * `<noscript>`'s content as raw text, where it takes no values.
 */
export function needsScriptLine(lang: string): string {
  const said = boardLang(lang);
  const text = NEEDS_SCRIPT[said].replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<noscript><p class="galaxies-needs-script" lang="${said}">${text}</p></noscript>`;
}
