// The Japanese words, read as a Japanese player would: places counted from 1 in 行目 and 列目,
// the solvers' terms (星, 線, ブロック) and never the English ones, over the hints of whole games,
// the moves and the editor's verdicts; the kit's playing times in 分 and 秒.
import { generate, grade } from '@galaxies/engine';
import { KIT_JA, jaDuration } from '@galaxies/pencil-kit/words-ja.js';
import { describe, expect, it } from 'vitest';
import { hintsOf } from '../../../test/hints-of.js';
import { SAMPLE_13X13 } from '../../../test/fixtures.js';
import { UNIQUE_MEDIUM } from '../../editor/edit-samples.js';
import { judge } from '../../editor/verdict.js';
import { announceMove, describeSide } from '../en/play.js';
import { BOARD_JA } from './board.js';
import { EDITOR_JA } from './editor.js';
import { HINTS_JA } from './hints.js';
import { cellIn, dotAt } from './places.js';

/** Terms Japanese solvers don't use for this puzzle, and any English word. */
const NOT_SAID = /壁|銀河|[A-Za-z]{3,}/;
const NAMES_A_CELL = /[1-9]\d*行目[1-9]\d*列目/;

describe('the Japanese words', () => {
  it('name cells, dots and sides by where they are, from 1', () => {
    expect(cellIn(7, 0)).toBe('1行目1列目のマス');
    expect(dotAt([5, 7])).toBe('3行目4列目の星');
    expect(dotAt([4, 9])).toBe('5列目の2行目と3行目の境目にある星');
    expect(dotAt([4, 8])).toBe('2行目と3行目、4列目と5列目の交点にある星');
    expect(KIT_JA.describePoint({ y: 1, x: 2 })).toBe('1行目の1列目と2列目の間の辺。');
    expect(describeSide(7, 0, 'wall', BOARD_JA.moves)).toBe('1行目1列目の右に線。');
    expect(describeSide(7, 1, 'line', BOARD_JA.moves)).toBe('1行目1列目の下の辺。');
    expect(KIT_JA.describePoint({ y: 1, x: 1 })).toBe('1行目1列目のマスの中心。');
  });

  it('say moves with counts and paints', () => {
    const moves = BOARD_JA.moves;
    expect(announceMove(7, { w: [[0, 0, 1]] }, moves)).toBe('1行目1列目の右に線。');
    expect(
      announceMove(
        7,
        {
          w: [
            [0, 0, 1],
            [2, 0, 1],
          ],
        },
        moves,
      ),
    ).toBe('線を2本引きました。');
    expect(announceMove(7, { c: [[8, 0, 2]] }, moves)).toBe('2行目2列目のマスを水色で塗りました。');
    expect(announceMove(7, { x: [[1, 1, 0]] }, moves)).toBe('1行目1列目の下の×印を消しました。');
  });

  it('hint over whole games in the solvers’ terms, a cell named in every sentence', () => {
    const puzzles = [generate('words', 7), generate('words', 10), SAMPLE_13X13.puzzle];
    let said = 0;
    for (const puzzle of puzzles) {
      for (const h of hintsOf(puzzle)) {
        for (const text of [
          HINTS_JA.hintLook(puzzle.w, puzzle.dots, h),
          HINTS_JA.hintWhy(puzzle.w, puzzle.dots, h),
        ]) {
          expect(text).toMatch(NAMES_A_CELL);
          expect(text).not.toMatch(NOT_SAID);
          said++;
        }
      }
    }
    expect(said).toBeGreaterThan(100);
  });

  it('give the editor’s verdicts and the board’s status in the solvers’ terms', () => {
    const v = judge(UNIQUE_MEDIUM);
    const words = EDITOR_JA.verdictWords(v, UNIQUE_MEDIUM);
    expect(words.title).toBe(`答えは1つ · ふつう · ${grade(UNIQUE_MEDIUM).score!.toFixed(1)}`);
    expect(words.detail).not.toMatch(NOT_SAID);
    expect(BOARD_JA.status.closed(3, 9)).toBe('9個中3個のブロックが完成。');
    expect(BOARD_JA.status.lopsided).toContain('点対称');
  });

  it('time a solve in 分 and 秒', () => {
    expect(jaDuration(162)).toBe('2分42秒');
    expect(jaDuration(42)).toBe('42秒');
    expect(jaDuration(3725)).toBe('1時間2分5秒');
    expect(KIT_JA.solvedIn(162)).toBe('2分42秒で解けました。');
    expect(KIT_JA.solvedLine(162, 0)).toBe('2分42秒で正解・ヒントなし');
    expect(KIT_JA.hintsLine(2)).toBe('ヒント2回');
  });
});
