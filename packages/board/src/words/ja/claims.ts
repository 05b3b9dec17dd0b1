// The claim tool's words in Japanese, the shape of en/claims.ts's English (`ClaimWords`), loaded the
// first time a Japanese player claims: マス for the cells, 星 for the dots, ブロック for the
// galaxies, as the board's Japanese words say them. Imports nothing but types and the places'
// words. Pure.
import type { ClaimWords } from '../en/claims.js';
import { cellIn, dotAt, n } from './places.js';

export const CLAIMS_JA: ClaimWords = {
  wallsButton: '線を引く',
  row: '所属',
  assists: [
    {
      id: 'claim-flags',
      label: '所属の警告',
      description:
        '180度回した先が盤面の外やほかの星のマスになる所属、線で星から切り離された所属に印を付けます。',
    },
    {
      id: 'claim-walls',
      label: '所属から線',
      description: '隣り合う2マスが別々の星の所属になったら、その間に線を引きます。',
      default: false,
    },
  ],
  claimed(w, dot, cell, twin) {
    const head = `${cellIn(w, cell)}を${dotAt(dot)}の所属にしました`;
    return twin === null || twin === cell
      ? `${head}。`
      : `${head}。180度回した${cellIn(w, twin)}も同じです。`;
  },
  claimedMany: (cells, dot) =>
    `${n(cells)}マスを${dotAt(dot)}の所属にしました（180度回した先も）。`,
  cleared(w, cell, twin) {
    const head = `${cellIn(w, cell)}の所属を消しました`;
    return twin === null || twin === cell
      ? `${head}。`
      : `${head}。${cellIn(w, twin)}も消しました。`;
  },
  clearedMany: (cells) => `${n(cells)}マスの所属を消しました。`,
  picked: (dot) => `${dotAt(dot)}の所属を付けます。その星のマスを押すか、なぞってください。`,
  pickFirst: '先に星を押してから、その星のマスを押してください。',
  claimedFor: (dot) => `${dotAt(dot)}の所属です。`,
  faults: {
    'off-grid': '180度回した先が盤面の外です。',
    'twin-taken': '180度回した先がほかの星の所属です。',
    'twin-open': '180度回した先に所属がありません。',
    'cut-off': '線で星から切り離されています。',
  },
  wallsDrawn: (walls) =>
    walls
      ? `所属の間に${n(walls)}本の線を引きました。`
      : '引く線はありません。別々の星の所属が隣り合うマスはありません。',
  hintClaims: 'もう一度ヒントを押すと、そのマスに所属を付けて線を引きます。',
};
