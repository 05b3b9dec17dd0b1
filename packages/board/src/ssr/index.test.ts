// The SSR entry in Node: a board drawn on the server is the puzzle the browser plays (the same
// dots, in either language), and nothing a visitor wrote reaches the HTML as markup. The HTML is
// read back with a real HTML parser (parse5, which reads declarative shadow DOM's templates as a
// browser does), so a value that broke out of its attribute or its template would show.
import { generate } from '@galaxies/engine';
import { tintsOf } from '@galaxies/engine/tints.js';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { attributeText, MAX_VALUE_LENGTH, renderBoard, useKeptPuzzles } from './index.js';
import { MADE_ATTRIBUTE, madeSource, readMade } from './made-text.js';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Every element in `html`, templates' contents included, in document order. */
function elements(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) found.push(node);
    if ('content' in node && node.content) node.content.childNodes.forEach(walk);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parseFragment(html));
  return found;
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** The dots the server drew: each `circle.dot`'s centre, in half cells, as the engine writes them. */
function drawnDots(html: string): string[] {
  return elements(html)
    .filter((el) => el.tagName === 'circle' && /\bdot\b/.test(attr(el, 'class') ?? ''))
    .map((el) => `${Number(attr(el, 'cy')) * 2},${Number(attr(el, 'cx')) * 2}`)
    .sort();
}

describe('the made puzzle on a drawn host', () => {
  const ask = { code: 'abc', size: 7, difficulty: 'easy', engine: 2 } as const;

  it('is ignored unless it is dots on the grid asked for, in reading order', () => {
    const bad = [null, '', 'x', '4.2;', '4.2;1,1 <b>;0', '4.2;1,1;2,2', '-;1,1  3,3;00'];
    for (const text of [...bad, '-;1,1 3,3;0', '-;1,1;7', '-;1,1;01']) {
      expect(readMade(text), String(text)).toBeNull();
    }
    const made = madeSource(ask, readMade('4.2;1,1 13,13;06')!);
    expect(made?.puzzle.dots).toEqual([
      [1, 1],
      [13, 13],
    ]);
    expect(made?.tints).toEqual([0, 6]);
    expect(madeSource(ask, readMade('-;1,1 15,1;00')!)).toBeNull(); // off a 7×7
    expect(madeSource(ask, readMade('-;0,1;0')!)).toBeNull();
    expect(madeSource(ask, readMade('-;3,3 1,1;00')!)).toBeNull(); // out of order
    expect(madeSource(ask, readMade('-;1,1 1,1;00')!)).toBeNull(); // twice
    expect(madeSource(ask, readMade('-;1,1;3')!)?.score).toBeNull();
  });

  it('is not written for a given puzzle', async () => {
    const html = await renderBoard({ src: '7x7:chvhvszkhtki' });
    expect(drawnDots(html).length).toBeGreaterThan(0);
    const board = elements(html).find((el) => el.tagName === 'galaxies-board')!;
    expect(attr(board, MADE_ATTRIBUTE)).toBeUndefined();
  });
});

describe('a server’s kept puzzles', () => {
  it('are drawn instead of making the puzzle again, for the very ask they answer', async () => {
    const made = generate('kept1234', 20, 'hard', {}, 3);
    const asks: unknown[] = [];
    useKeptPuzzles((ask) => {
      asks.push(ask);
      return ask.code === 'kept1234' ? { ...made, score: 9.9 } : null;
    });
    try {
      const html = await renderBoard({ size: 20, code: 'kept1234', level: 'hard', engine: 3 });
      const board = elements(html).find((el) => el.tagName === 'galaxies-board')!;
      // The score shows which came: the kept one's, not one made again here.
      expect(attr(board, MADE_ATTRIBUTE)).toMatch(/^9\.9;/);
      expect(readMade(attr(board, MADE_ATTRIBUTE)!)!.dots).toEqual(made.dots);
      expect(asks).toEqual([{ code: 'kept1234', size: 20, level: 'hard', engine: 3 }]);
      // One not kept is made here.
      const other = await renderBoard({ size: 7, code: 'other12', level: 'easy' });
      const score = generate('other12', 7, 'easy').score;
      const drawn = elements(other).find((el) => el.tagName === 'galaxies-board')!;
      expect(attr(drawn, MADE_ATTRIBUTE)).toMatch(new RegExp(`^${score};`));
    } finally {
      useKeptPuzzles(null);
    }
  });
});

describe('renderBoard', () => {
  it.each([
    ['7', 'easy', 'en'],
    ['10', 'medium', 'ja'],
    ['13', 'hard', 'en'],
  ])('draws the %s×%s %s puzzle the engine makes from the code', async (size, level, lang) => {
    const html = await renderBoard({ size, code: 'k3x9q2ab', difficulty: level }, { lang });
    const made = generate('k3x9q2ab', Number(size), level as 'easy');
    expect(drawnDots(html)).toEqual(made.dots.map(([y, x]) => `${y},${x}`).sort());
    const board = elements(html).find((el) => el.tagName === 'galaxies-board')!;
    expect(attr(board, 'lang')).toBe(lang);
    const grid = elements(html).find((el) => attr(el, 'part') === 'grid')!;
    expect(attr(grid, 'aria-label')).toMatch(lang === 'ja' ? /天体ショー/ : /^Galaxies puzzle/);
    // The page takes the server's puzzle from the host instead of making it again.
    const ask = { code: 'k3x9q2ab', size: Number(size), difficulty: level, engine: made.engine };
    const taken = madeSource(ask as never, readMade(attr(board, MADE_ATTRIBUTE) ?? null)!);
    expect(taken?.puzzle).toEqual({ w: made.w, h: made.h, dots: made.dots });
    expect(taken?.score).toBe(made.score);
    expect(readMade(attr(board, MADE_ATTRIBUTE) ?? null)!.tints).toEqual(tintsOf(taken!.puzzle));
  });

  it('says a board needs JavaScript to play, in its language', async () => {
    const en = elements(await renderBoard({ size: 7, code: 'abc' }));
    expect(en.some((el) => el.tagName === 'noscript')).toBe(true);
    expect(await renderBoard({ size: 7, code: 'abc' }, { lang: 'ja' })).toContain(
      'JavaScriptが必要',
    );
  });

  it('shows why there is no puzzle, as text, for a code that is none', async () => {
    const html = await renderBoard({ size: '7', code: 'not a code!' });
    expect(elements(html).some((el) => attr(el, 'part') === 'error')).toBe(true);
  });

  const HOSTILE = [
    '"><script>alert(1)</script>',
    "'><img src=x onerror=alert(1)>",
    '</template><script>alert(1)</script>',
    '</script><script>alert(1)</script>',
    '<!--',
    ']]><svg onload=alert(1)>',
    '&quot; onmouseover=&quot;alert(1)',
    '\ud800<b>lone surrogate</b>',
    '\u0000\u0007<style>*{display:none}</style>',
    `https://puzz.link/p?tentaisho/7/7/${'<x>'.repeat(4000)}`,
  ];

  /** The board given `value` in every attribute a link can reach. */
  const given = (value: string) =>
    renderBoard({
      ...{ size: value, code: value, difficulty: value, src: value, mode: value },
      ...{ engine: value, date: value, assists: value },
    });
  const tags = (html: string) => elements(html).map((el) => el.tagName);

  it.each(HOSTILE.map((value, i) => [i, value]))(
    'keeps hostile value %i in its attributes, as text',
    async (_, value) => {
      const html = await given(value);
      const all = elements(html);
      // Nothing came in as markup: the elements are exactly those of a board given a plain bad value.
      expect(tags(html)).toEqual(tags(await given('zz')));
      expect(all.filter((el) => el.tagName === 'script')).toEqual([]);
      const board = all.find((el) => el.tagName === 'galaxies-board')!;
      // Each value arrives as written (lone surrogates read as U+FFFD, control characters gone).
      for (const name of ['size', 'code', 'difficulty', 'src', 'mode', 'date']) {
        expect(attr(board, name)).toBe(attributeText(value));
      }
      // No event handler attribute anywhere.
      expect(all.flatMap((el) => el.attrs.filter((a) => a.name.startsWith('on')))).toEqual([]);
    },
  );

  it('cuts a value past the longest it takes', async () => {
    const long = 'a'.repeat(MAX_VALUE_LENGTH * 4);
    expect((await renderBoard({ size: 7, code: long })).length).toBeLessThan(
      (await renderBoard({ size: 7, code: 'abc' })).length + MAX_VALUE_LENGTH * 3,
    );
  });

  it('reads the language from any tag, English for one it does not speak', async () => {
    const board = async (lang: string) =>
      attr(
        elements(await renderBoard({ size: 7, code: 'abc' }, { lang })).find(
          (el) => el.tagName === 'galaxies-board',
        )!,
        'lang',
      );
    const langs = ['ja-JP', 'en-GB', '"><x>', 'fr'];
    expect(await Promise.all(langs.map(board))).toEqual(['ja', 'en', 'en', 'en']);
  });
});
