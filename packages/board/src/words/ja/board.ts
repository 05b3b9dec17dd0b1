// The playing board's words in Japanese, the shape of en/board.ts's English (`BoardWords`),
// loaded the first time a board speaks Japanese. The terms are the ones Japanese solvers use
// for 天体ショー: 星 for the dots, 線 for the walls drawn, ブロック for the regions, 点対称 for
// the symmetry, マス for the cells; the developers' details stay in English. It imports nothing
// but types and the other Japanese words (see the kit's words/ja/kit.ts). Pure.
import type { BoardWords } from '../en/board.js';
import type { MovePhrases } from '../en/play.js';
import { n } from './places.js';

const GAME = '天体ショー';

const LEVELS: Readonly<Record<string, string>> = {
  easy: 'やさしい',
  medium: 'ふつう',
  hard: 'むずかしい',
};

/** The title in a narrow board: "10×10 · ふつう · 4.2". */
function shortJa(w: number, h: number, level = '', score: number | null = null): string {
  return [`${n(w)}×${n(h)}`, level, score?.toFixed(1)].filter(Boolean).join(' · ');
}

const PAINT_NAMES = ['オレンジ', '水色', '緑', '黄色', '青', '赤', 'ピンク', '灰色'] as const;

const MOVES: MovePhrases = {
  where: (row, col, vertical) => `${n(row + 1)}行目${n(col + 1)}列目の${vertical ? '右' : '下'}`,
  side: {
    wall: (where) => `${where}に線。`,
    given: (where) => `${where}に最初からある線。`,
    cross: (where) => `${where}に×印。`,
    through: (where) => `${where}の辺。星を通るので線は引けません。`,
    line: (where) => `${where}の辺。`,
  },
  wall: (where) => `${where}に線。`,
  wallRemoved: (where) => `${where}の線を消しました。`,
  wallsDrawn: (k) => `線を${n(k)}本引きました。`,
  wallsRubbed: (k) => `線を${n(k)}本消しました。`,
  cross: (where) => `${where}に×印。`,
  crossRemoved: (where) => `${where}の×印を消しました。`,
  paintCleared: (cells) => `${n(cells)}マスの色を消しました。`,
  cellsPainted: (cells, paint) => `${n(cells)}マスを${paint}で塗りました。`,
  cellPainted: (row, col, paint) =>
    `${n(row + 1)}行目${n(col + 1)}列目のマスを${paint}で塗りました。`,
  paintNames: PAINT_NAMES,
};

export const BOARD_JA: BoardWords = {
  game: GAME,
  modes: { daily: '今日の問題', endless: 'エンドレス', archive: '過去の問題' },
  levels: LEVELS,
  heading: (mode, w, h, level = '', score = null) =>
    `${GAME} · ${mode ? `${mode} ` : ''}${shortJa(w, h, level, score)}`,
  shortHeading: shortJa,
  aboutLine: (p) => {
    const level = [p.difficulty, p.score?.toFixed(1)].filter(Boolean).join(' ');
    const kind = `${p.mode ? `${p.mode} ` : ''}${n(p.w)}×${n(p.h)}${level ? `・${level}` : ''}`;
    return [kind, `ブロック${n(p.dots)}個`, p.date].filter(Boolean).join(' · ');
  },
  gridName: (size) =>
    size ? `${GAME}の盤面、${n(size.w)}×${n(size.h)}、星${n(size.dots)}個` : `${GAME}の盤面`,
  prompt: {
    title: '最初の線を引きましょう',
    hint: 'マスの境目の近くをタップするか、境目に沿ってドラッグします',
  },
  tray: {
    tools: 'ツール',
    lines: '線',
    paint: '塗り',
    claim: '所属',
    paints: '塗りの色',
    rubber: '消しゴム',
    hint: 'ヒント',
  },
  trial: {
    try: '仮置き',
    keep: '確定',
    discard: '破棄',
    said: {
      start: '仮置き中：これからの印は、確定か破棄するまで仮置きです。',
      keep: '仮置きを確定しました。',
      discard: '仮置きを破棄しました。「元に戻す」で戻せます。',
    },
  },
  ontoALine: 'Shiftを押しながら矢印キーで境目に移り、Enterを押してください。',
  making: '問題を作っています…',
  assists: [
    { id: 'tints', label: '色分け', description: '完成したブロックを、その星の色で塗ります。' },
    {
      id: 'lopsided',
      label: '点対称でない',
      description: '星が1つの閉じたブロックが、その星を中心に点対称でないときに知らせます。',
    },
    {
      id: 'crowded',
      label: '星の数',
      description: '星のないブロックと、最後に残ったブロックに星が複数あるときに知らせます。',
    },
  ],
  status: {
    lopsided: 'ブロックが星を中心に点対称になっていません。',
    empty: '星が含まれていないブロックがあります。',
    crowded: (dots) => `最後に残ったブロックに星が${n(dots)}個あります。線がまだ足りません。`,
    closed: (closed, dots) => `${n(dots)}個中${n(closed)}個のブロックが完成。`,
  },
  workerFailed: '裏で動く処理を開始できなかったため、このページで問題を作りました。',
  editorLoading: {
    loading: 'エディタを読み込んでいます…',
  },
  howTo: { button: '遊び方', title: '遊び方', close: '閉じる' },
  painted: (where, paint) => `${where}${paint}で塗られています。`,
  moves: MOVES,
  refusedSide: {
    through:
      'その辺には線を引けません。星を通っていて、ブロックが星のところで分かれることはないからです。',
    given: 'その線は最初から引かれています。2つの星のブロックを分けているので、消せません。',
  },
  hintsUsed: (hints) => `ヒント${n(hints)}回使用`,
  refused: {
    link: (src) =>
      /^[a-z]+:\/\//i.test(src.trim())
        ? 'そのリンクは、読み込める天体ショーの問題ではありません。'
        : 'そのゲームIDは、読み込める天体ショーの問題ではありません。',
    unplayable: () => 'この問題は、このままでは遊べません。',
    none: () => 'まだ問題がありません。',
    size: (size, sizes) =>
      `${size.slice(0, 12)}の大きさの問題はありません。大きさは${sizes.join('、')}です。`,
    sides: (size, least, most) =>
      `${size.slice(0, 12)}の大きさの問題はありません。縦横それぞれ${n(least)}〜${n(most)}マスです（例：20x12）。`,
    code: (_code) => 'この問題のコードを読み込めません。',
    level: (_level, size, levels) => {
      const named = levels.map((level) => `「${LEVELS[level] ?? level}」`).join('');
      const grid = typeof size === 'number' ? `${n(size)}×${n(size)}` : size.replace('x', '×');
      return `${grid}の問題の難しさは${named}${levels.length === 1 ? 'だけ' : ''}です。`;
    },
    engine: (version, current) =>
      /^\d+$/.test(version) && Number(version) > current
        ? 'この問題は新しい版の天体ショーで作られています。ページを再読み込みしてください。'
        : 'この問題が指す天体ショーの版を読み取れません。',
    making: () => 'この問題は作れません。',
  },
};
