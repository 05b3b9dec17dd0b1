// The kit's words in Japanese, in the English's shape (`KitWords`, ../en/kit.ts): loaded the
// first time an element speaks Japanese. Places on the grid are counted as solvers count them,
// 行目 for rows and 列目 for columns, from 1; numbers go through Intl. It imports nothing but
// types: a chunk that imported the bundle back would make the bundler split the bundle. Pure.
import type { KitWords } from '../en/kit.js';

export type { KitWords };
export type { Widen } from '../../locale.js';

const num = new Intl.NumberFormat('ja');
const n = (v: number) => num.format(v);

/** A playing time in words: "2分42秒", "1時間5分0秒", "42秒". */
export function jaDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h ? `${n(h)}時間` : ''}${h || m ? `${n(m)}分` : ''}${n(s)}秒`;
}

/** Rows (or columns) a half-cell coordinate lies on: "3行目", or "3行目と4行目" between two. */
function lines(v: number, unit: string): string {
  return v % 2 === 1 ? `${n((v + 1) / 2)}${unit}` : `${n(v / 2)}${unit}と${n(v / 2 + 1)}${unit}`;
}

function describePoint({ y, x }: { y: number; x: number }): string {
  const rows = lines(y, '行目');
  const cols = lines(x, '列目');
  if (y % 2 === 1 && x % 2 === 1) return `${rows}${cols}のマスの中心。`;
  if (y % 2 === 0 && x % 2 === 0) return `${rows}、${cols}の交点。`;
  return y % 2 === 1 ? `${rows}の${cols}の間の辺。` : `${cols}の${rows}の間の辺。`;
}

function cellAt(row: number, col: number): string {
  return `${n(row + 1)}行目${n(col + 1)}列目。`;
}

function sideAt(row: number, col: number, vertical: boolean): string {
  return `${n(row + 1)}行目${n(col + 1)}列目の${vertical ? '右' : '下'}の辺。`;
}

export const KIT_JA: KitWords = {
  labels: {
    undo: '元に戻す',
    redo: 'やり直す',
    restart: '最初から',
    share: '共有',
    toolbar: '操作',
    puzzle: 'パズル',
    time: '時間',
    helpers: '補助',
    close: '閉じる',
    zoomIn: '拡大',
    zoomOut: '縮小',
    fit: '全体を表示',
  },
  result: {
    heading: '正解です！',
    time: '時間',
    share: '共有',
    close: '盤面を見る',
  },
  shared: {
    shared: '共有しました。',
    copied: 'クリップボードにコピーしました。',
    cancelled: '共有しませんでした。',
    failed: 'ここでは共有できません。',
  },
  saves: {
    unavailable: 'ここでは保存できません。',
    corrupt: '保存データが壊れていたため、最初から始めます。',
    foreign: '保存データを読み込めなかったため、最初から始めます。',
    quota: '保存領域がいっぱいのため、このゲームは保存されません。',
  },
  hintsLine: (hints) => {
    if (hints == null || !Number.isInteger(hints) || hints < 0) return '';
    return hints === 0 ? 'ヒントなし' : `ヒント${n(hints)}回`;
  },
  solvedIn: (seconds) => `${jaDuration(seconds)}で解けました。`,
  solvedLine: (seconds, hints) => {
    const used = hints === 0 ? '・ヒントなし' : hints && hints > 0 ? `・ヒント${n(hints)}回` : '';
    return `${jaDuration(seconds)}で正解${used}`;
  },
  describePoint,
  cellAt,
  sideAt,
  gridLabel: (name, where) => `${name}。${where}`,
};
