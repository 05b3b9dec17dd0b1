// Two languages in real Chromium: the board, its frame, its dialogs and the editor, played in
// English and in Japanese side by side through the same states, and no English text left in the
// Japanese (every text and accessible name, in every shadow root, checked against every English
// message: the tables' own texts and what the English board said in the same state). Also: the
// page's language when the board has none, a change of `lang` followed, and no flash of English.
import { answerWalls, grade, shape, Side } from '@galaxies/engine';
import { KIT_WORDS } from '@galaxies/pencil-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_7X7 } from '../test/fixtures.js';
import { mountEditor, tapPoints, verdictIs } from '../test/edit-harness.js';
import {
  drag,
  find,
  frameOf,
  framePart,
  keyWalls,
  mount,
  pickTool,
  settle,
  sidePoint,
} from '../test/harness.js';
import { windowIs } from '../test/how-to-harness.js';
import { SEVERAL, UNIQUE_MEDIUM } from './editor/edit-samples.js';
import type { GalaxiesBoard } from './board.js';
import { BOARD_WORDS } from './words/board-words.js';
import { EDITOR_WORDS } from './words/editor-words.js';
import { HINT_WORDS } from './words/hint-words.js';
import { HOW_TO_WORDS_SET } from './words/how-to-words.js';

const puzzle = SAMPLE_7X7.puzzle;
const kinds = shape(puzzle).sideKind;
const answer = answerWalls(puzzle, SAMPLE_7X7.answer).filter((s) => kinds[s] === Side.open);

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
});

/** Every text a player reads or hears under `root`: text, names and titles, shadow roots too. */
function textsOf(root: Node): string[] {
  const out: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.nodeValue!.trim();
      if (text) out.push(text);
      return;
    }
    if (node instanceof Element) {
      if (node.localName === 'style') return;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = node.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    node.childNodes.forEach(walk);
  };
  walk(root);
  return out;
}

/** Every text in a set of words: its strings, at any depth (phrase makers are heard in use). */
function stringsOf(words: unknown, out: string[] = []): string[] {
  if (typeof words === 'string') out.push(words);
  else if (words && typeof words === 'object')
    Object.values(words).forEach((w) => stringsOf(w, out));
  return out;
}

/** The English a Japanese text must not hold: every English message with a word in it. */
function englishOf(said: readonly string[]): string[] {
  const tables = [BOARD_WORDS, KIT_WORDS, HINT_WORDS, EDITOR_WORDS, HOW_TO_WORDS_SET];
  const all = [...tables.flatMap((t) => stringsOf(t.in('en'))), ...said];
  return [...new Set(all.map((s) => s.trim()))].filter((s) => /[a-z]{3}/i.test(s));
}

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** A state reached the same way in each language: returns what it put on the page. */
type State = (lang: string) => Promise<HTMLElement>;

/** True when `text` holds `english` as words of its own (not "link" inside "puzz.link"). */
function holds(text: string, english: string): boolean {
  const at = text.indexOf(english);
  if (at < 0) return false;
  const before = text[at - 1] ?? ' ';
  const after = text[at + english.length] ?? ' ';
  return !/[\w.]/.test(before) && !/\w/.test(after);
}

/**
 * Plays `state` in English and in Japanese and checks the Japanese holds no English, and at
 * least `texts` Japanese texts.
 */
async function noEnglishLeft(state: State, texts = 3): Promise<void> {
  const en = textsOf(await state('en'));
  document.body.replaceChildren();
  const ja = textsOf(await state('ja'));
  document.body.replaceChildren();
  const english = englishOf(en);
  expect(english.length).toBeGreaterThan(100); // the reference is there to be found
  const left = ja.flatMap((text) => english.filter((e) => holds(text, e)).map((e) => [text, e]));
  expect(left).toEqual([]);
  expect(ja.filter((t) => JAPANESE.test(t)).length).toBeGreaterThanOrEqual(texts);
}

/** The titles of the sample: its size, then its level (its score's band) and its score. */
const graded = grade(SAMPLE_7X7.puzzle);
const scored = `${graded.band!} · ${graded.score!.toFixed(1)}`;
const TITLE_EN = `Galaxies · 7×7 · ${scored}`;
// The level in Japanese written out here: importing the Japanese words would load them before
// the first test, which checks the board waits for them.
const LEVEL_JA: Record<string, string> = { easy: 'やさしい', medium: 'ふつう', hard: 'むずかしい' };
const TITLE_JA = `天体ショー · 7×7 · ${LEVEL_JA[graded.band!]} · ${graded.score!.toFixed(1)}`;

async function playing(lang: string): Promise<GalaxiesBoard> {
  return mount({ puzzle, lang, mode: 'daily' });
}

describe('which language', () => {
  /** The frame's title, as shown. */
  /** The frame's whole title (a narrow frame shows a short one; this is its accessible name). */
  const title = (el: HTMLElement) => frameOf(el).getAttribute('heading')!;

  // First in the file: the Japanese words are not loaded yet (each file has a page of its own).
  it('shows no English while the Japanese words load: the first drawn frame is Japanese', async () => {
    const el = document.createElement('galaxies-board');
    el.lang = 'ja';
    el.puzzle = puzzle;
    el.howTo = 'off';
    document.body.append(el);
    await el.ready;
    const frame = find<HTMLElement & { updateComplete: Promise<unknown> }>(el, 'pk-frame')!;
    await frame.updateComplete;
    expect(title(el)).toBe(TITLE_JA);
    expect(textsOf(frame)).not.toContain('Undo');
  });

  it('speaks the page’s language when the board has none of its own, and its own over it', async () => {
    document.documentElement.lang = 'ja-JP';
    const el = await mount({ puzzle });
    expect(title(el)).toBe(TITLE_JA);
    el.lang = 'en';
    await expect.poll(() => title(el)).toBe(TITLE_EN);
  });

  it('follows a change of language above it, into the frame and its buttons', async () => {
    const box = document.createElement('div');
    box.lang = 'en';
    document.body.append(box);
    const el = document.createElement('galaxies-board');
    el.puzzle = puzzle;
    el.howTo = 'off';
    box.append(el);
    await el.ready;
    expect(title(el)).toBe(TITLE_EN);
    box.lang = 'ja';
    await expect.poll(() => title(el)).toBe(TITLE_JA);
    await expect.poll(() => textsOf(el)).toContain('元に戻す');
  });
});

describe('the board in Japanese', () => {
  it('plays with no English left: the first move, the status line, paint, the helpers', async () => {
    await noEnglishLeft(async (lang) => {
      const el = await playing(lang);
      await drag(el, [sidePoint(7, answer[0]!)]);
      await pickTool(el, lang === 'ja' ? '塗り' : 'Paint');
      await settle(el);
      return el;
    });
  });

  it('hints with no English left: where to look, then why', async () => {
    for (const presses of [1, 2]) {
      await noEnglishLeft(async (lang) => {
        const el = await playing(lang);
        for (let k = 0; k < presses; k++) await el.hint();
        await settle(el);
        return el;
      });
    }
  });

  it('is solved with no English left: the result panel and the share line', async () => {
    await noEnglishLeft(async (lang) => {
      const el = await playing(lang);
      el.marks = { w: answer.slice(0, -1), x: [] };
      await settle(el);
      await keyWalls(el, answer.slice(-1)); // the last wall played, so the kit sees the solve
      await settle(el);
      expect(framePart(el, 'frame')!.matches('[part~="frame"]')).toBe(true);
      expect(find(el, 'pk-frame')!.hasAttribute('solved')).toBe(true);
      return el;
    });
  });

  it('refuses a puzzle with no English left, and while one is made says so in Japanese', async () => {
    await noEnglishLeft(async (lang) => mount({ src: 'not a puzzle', lang }), 1);
    await noEnglishLeft(async (lang) => {
      const el = document.createElement('galaxies-board');
      el.lang = lang;
      el.size = '13'; // made in the worker: "Making the puzzle…" holds its place meanwhile
      el.code = `making${lang}`;
      document.body.append(el);
      await el.updateComplete;
      expect(find(el, '[part~="making"]')).not.toBeNull();
      return el;
    }, 1);
  });

  it('teaches the rules with no English left: How to play, its tutorial and the keys', async () => {
    await noEnglishLeft(async (lang) => {
      const el = await playing(lang);
      void el.showHowTo('rules');
      await windowIs(el, true);
      return el;
    });
  });
});

describe('the editor in Japanese', () => {
  it('edits with no English left: one answer, several (with the two answers), not a puzzle', async () => {
    const cases = [
      { cols: 5, rows: 5, dots: UNIQUE_MEDIUM.dots, verdict: 'unique' },
      { cols: 3, rows: 3, dots: SEVERAL.dots, verdict: 'several' },
      { cols: 5, rows: 5, dots: [], verdict: 'malformed' },
    ];
    for (const c of cases) {
      await noEnglishLeft(async (lang) => {
        const el = await mountEditor({ cols: c.cols, rows: c.rows, lang });
        await tapPoints(el, c.dots);
        await verdictIs(el, c.verdict);
        await el.updateComplete;
        return el;
      });
    }
  });
});
