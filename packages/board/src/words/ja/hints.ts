// Hint's words in Japanese, the shape of en/hints.ts's English (`HintWords`), loaded the
// first time a Japanese player presses Hint: where to look (a question), then why the walls go
// where they are drawn, in the words solvers use (星, マス, ブロック, 線). Pure.
// Whether a reason puts its cell in its dot's galaxy is the engine's `joins`, taken from the
// engine as the English takes it (the English words give only types: words/twins.test.ts).
import { joins, type Beside, type Dot, type HintReason } from '@galaxies/engine';
import type { HintWords, Shown } from '../en/hints.js';
import { cellIn, dotAt, n } from './places.js';

/** The question the first press of Hint puts. */
function question(w: number, dots: readonly Dot[], r: HintReason): string {
  const cell = cellIn(w, r.cell);
  if (r.code === 'cuts-a-galaxy') {
    return `${cell}と${cellIn(w, r.across)}の間に引いた線を見直してみましょう。`;
  }
  const dot = dotAt(dots[r.dot]!);
  switch (r.code) {
    case 'twin-off-grid':
    case 'twin-taken':
      return `${cell}を${dot}を中心に180度回すと、どこに来ますか？`;
    case 'twin-joins':
      return `${cell}を${dot}を中心に180度回すと、どのブロックのマスに来ますか？`;
    case 'across-wall':
      return `${cell}と、その隣に引いた線を見てください。このマスは${dot}のブロックに入れますか？`;
    case 'cannot-reach':
      return `${cell}は、線やほかのブロックを越えずに${dot}まで届きますか？`;
    case 'supposition-fails':
      return `${cell}が${dot}のブロックだと仮定すると、周りのブロックはすべて収まりますか？`;
    case 'would-cut-off':
      return `${cellIn(w, r.cut)}は、どうやって${dot}まで届きますか？${cell}を見てください。`;
    default:
      return `${cell}とその隣のマスを見てください。`;
  }
}

/** Why the reason's cell is (or is not) the dot's. */
function why(w: number, dots: readonly Dot[], r: HintReason): string {
  switch (r.code) {
    case 'twin-off-grid':
      return '星を中心に180度回すと、盤面の外に出てしまいます';
    case 'twin-taken': {
      const owner = r.twinDot === null ? 'ほかの星' : dotAt(dots[r.twinDot]!);
      return `星を中心に180度回すと${cellIn(w, r.twin)}に来ますが、そこは${owner}のブロックです`;
    }
    case 'twin-joins':
      return `星を中心に180度回すと${cellIn(w, r.twin)}に来ます。そこはこの星のブロックです`;
    case 'across-wall':
      return `引いた線が、その星のブロックの${cellIn(w, r.from)}とこのマスを分けています`;
    case 'cannot-reach':
      return '線やほかのブロックを越えずには、その星まで届きません';
    case 'supposition-fails':
      return 'そうすると、周りのブロックがすべては収まらなくなります';
    case 'would-cut-off':
      return `このマスがないと、${cellIn(w, r.cut)}がその星から切り離されてしまいます`;
    default:
      return '答えがそうなっています';
  }
}

/** Who is across the first wall, and so why the wall is there. */
function across(w: number, dots: readonly Dot[], joining: boolean, b: Beside): string {
  const them = cellIn(w, b.cell);
  if (b.dot === null)
    return `${them}はこのマスと同じ星のブロックになれないので、間に線が入ります。`;
  return joining
    ? `${them}は${dotAt(dots[b.dot]!)}のブロックなので、間に線が入ります。`
    : `${them}はその星のブロックなので、間に線が入ります。`;
}

export const HINTS_JA: HintWords = {
  hintLook: (w, dots, h: Shown, then?: string) => {
    const next =
      then ??
      (h.kind === 'mistake'
        ? 'もう一度ヒントを押すと、理由がわかります。'
        : 'もう一度ヒントを押すと、線を引きます。');
    return `${question(w, dots, h.reason)}${next}`;
  },
  hintWhy: (w, dots, h: Shown) => {
    const r = h.reason;
    if (r.code === 'cuts-a-galaxy') {
      return `その線はブロックを分断していました。${cellIn(w, r.cell)}と${cellIn(w, r.across)}は同じブロックです。線を消しました。`;
    }
    const joining = joins(r);
    const cell = cellIn(w, r.cell);
    const dot = dotAt(dots[r.dot]!);
    const claim = joining
      ? `${cell}は${dot}のブロックです`
      : `${cell}は${dot}のブロックではありません`;
    const first = h.kind === 'wall' ? h.beside[0] : undefined;
    const more = h.walls.length > 1 ? `線を${n(h.walls.length)}本引きました。` : '';
    return `${claim}。${why(w, dots, r)}。${first ? across(w, dots, joining, first) : ''}${more}`;
  },
  everyWall: 'すべての線が引けています。',
};
