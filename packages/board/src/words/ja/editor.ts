// The editor's words in Japanese, the shape of en/editor.ts's English (`EditorWords`),
// loaded the first time an editor speaks Japanese: its tools, what each edit did, and the
// verdicts in the words solvers use (星, マス, ブロック). Pure.
import type { Dot, Fault } from '@galaxies/engine';
import { KIT_JA } from '@galaxies/pencil-kit/words-ja.js';
import type { Verdict, VerdictTier } from '../../editor/verdict.js';
import type { EditorWords } from '../en/editor.js';
import { cellIn, dotAt, n } from './places.js';

const point = (y: number, x: number) => KIT_JA.describePoint({ y, x });

/** Each tier's name (a level's too), and what it takes, as a player would describe it. */
const TIER_NAMES: Record<VerdictTier, string> = {
  easy: 'やさしい',
  medium: 'ふつう',
  hard: 'むずかしい',
  search: 'とてもむずかしい',
};
const TIERS: Record<VerdictTier, string> = {
  easy: 'マスを星を中心に180度回すだけで解けます。',
  medium: 'どのマスがどの星に届くかも見る必要があります。',
  hard: 'どこかで、マスがある星のブロックだと仮定して、矛盾を見つける必要があります。',
  search: '筋道立てた手順では答えが見つからず、試行錯誤が必要です。',
};

/** What a player does, for each way the checker finds a step. */
const WAYS: Readonly<Record<string, string>> = {
  mirror: 'マスを星を中心に回す',
  single: '1つの星しか取れないマス',
  wall: '引いた線で分かれるマス',
  reach: '1つの星しか届かないマス',
  bridge: 'ブロックに欠かせないマス',
  suppose: '仮定して矛盾を見つける',
};

function fault(f: Fault, w: number, dots: readonly Dot[]): string {
  const dot = (d: number) => (dots[d] ? dotAt(dots[d]!) : '星');
  switch (f.code) {
    case 'no-dots':
      return '星が最低1つ必要です。マスの中心・辺・角をタップしてください。';
    case 'too-close':
      return `2つの星が近すぎます：${dot(f.dots[0])}と${dot(f.dots[1])}が、どちらも${cellIn(w, f.cell)}に接しています。どちらかを動かしてください。`;
    case 'off-grid':
      return `${dot(f.dot)}は盤面の端にあり、そこには星を置けません。`;
    case 'repeated':
      return `${dot(f.dot)}が2つ重なっています。`;
    case 'bad-size':
      return '幅と高さは、それぞれ1〜64マスにしてください。';
    default:
      return 'この星の配置は、問題として読み込めません。';
  }
}

function verdictWords(v: Verdict, puzzle: { w: number; dots: readonly Dot[] }) {
  switch (v.kind) {
    case 'malformed':
      return { title: 'まだ問題になっていません', detail: fault(v.fault, puzzle.w, puzzle.dots) };
    case 'none':
      return {
        title: '答えがありません',
        detail:
          'この星の配置では、盤面をブロックに分けられません。星を動かすか、追加してください。',
      };
    case 'several':
      return {
        title: '答えが複数あります',
        detail: `2つの答えを下に示します。異なる${n(v.differ.length)}マスを枠と斜線で示しています。星を追加して区別してください。`,
      };
    case 'unknown':
      return {
        title: '判定しきれません',
        detail:
          '答えがいくつあるか分かる前に、判定を打ち切りました。星を追加して絞り込んでください。',
      };
    case 'unique': {
      const ways = Object.entries(v.used)
        .filter(([, k]) => k > 0)
        .map(([name, k]) => `${WAYS[name] ?? name}（${n(k)}回）`)
        .join('、');
      const found = ways ? `使う手筋：${ways}。` : '';
      const how =
        v.score === null
          ? [TIER_NAMES.search]
          : [v.level ? TIER_NAMES[v.level] : '', v.score.toFixed(1)];
      const title = ['答えは1つ', ...how].filter(Boolean).join(' · ');
      if (v.tier !== 'search' && v.steps === 0) {
        return { title, detail: '星の配置だけで決まります。' };
      }
      const steps = v.tier === 'search' ? '' : `その手順が${n(v.steps)}回必要です。`;
      return { title, detail: `${TIERS[v.tier]}${steps}${found}` };
    }
  }
}

export const EDITOR_JA: EditorWords = {
  editor: {
    checkedHere: 'このページで判定しました：裏で動く判定処理を開始できませんでした。',
    name: 'パズルエディタ',
    width: '幅',
    height: '高さ',
    clear: '星をすべて消す',
    steps: '編集',
    undo: '元に戻す',
    redo: 'やり直す',
    play: '遊ぶ',
    copy: 'コピー',
    copyWhat: (what) => `（${what}）`,
    how: 'マスの中心・辺・角をタップすると星を置き、星をタップすると消します。盤面では、矢印キーで半マス、Shift＋矢印キーで1マス動き、Enterで星を置いたり消したりできます。',
    checking: { title: '判定中…', detail: 'この星の配置で答えがいくつあるか数えています。' },
    heading: (w, h, dots) => `天体ショー · エディタ ${n(w)}×${n(h)} · 星${n(dots)}個`,
    gridName: (w, h, dots) => `パズルエディタ、${n(w)}×${n(h)}、星${n(dots)}個`,
    point: (y, x, dot) => `${point(y, x)}${dot ? '星あり。' : '星なし。'}`,
    toggled: (y, x, had) => `${had ? '星を消しました' : '星を置きました'}：${point(y, x)}`,
    resized: (w, h, lost) =>
      `盤面を${n(w)}×${n(h)}にしました。${lost ? `外に出た星${n(lost)}個を消しました。` : ''}`,
    cleared: 'すべての星を消しました。',
    undone: (said) => `元に戻しました：${said}`,
    redone: (said) => `やり直しました：${said}`,
    copied: (what) => `${what}をコピーしました。`,
    notCopied: (what) => `${what}をコピーできませんでした。選択して、ご自分でコピーしてください。`,
    answer: (k) => `${k ? '2つ目' : '1つ目'}の答え`,
    differ: (k) => `答えが異なる${n(k)}マスを枠で示しています。`,
    rows: {
      puzzLink: { label: 'puzz.link のURL', what: 'puzz.link のURL' },
      tatham: { label: 'Tatham版のゲームID', what: 'Tatham版のゲームID' },
      link: { label: 'ここで遊ぶリンク', what: 'リンク' },
    },
  },
  verdictWords,
};
