// The leaderboards' and the result panel's words in Japanese: the three rankings and what a
// rating's ± means, and what the referee said of a solve.
import type { Widen } from '@galaxies/pencil-kit';
import { html } from 'lit';
import { giveOrTake as spread, signedPoints as signed, sizeLabel } from '../../format.js';
import type { RESULTS_EN } from '../en/results.js';
import { DATES_JA as D } from './dates.js';

export const RESULTS_JA: Widen<typeof RESULTS_EN> = {
  boards: {
    heading: 'ランキング',
    tabs: { daily: '日別', 'all-time': '歴代', ratings: 'レーティング' },
    failed: 'ランキングを読み込めませんでした。',
    empty: 'このランキングにはまだ誰もいません。',
    player: 'プレイヤー',
    time: 'タイム',
    rating: 'レーティング',
    games: '回数',
    you: '（あなた）',
    new: '新人',
    giveOrTake: (rd) => `±${spread(rd)}`,
    dailyTitle: (puzzle, day) => `${day}の問題 ${puzzle}`,
    allTimeTitle: (size, difficulty) =>
      `ベストタイム · ${sizeLabel(size)}・${D.levels[difficulty] ?? difficulty}`,
    ratingsTitle: 'レーティング',
    meaning:
      '「±」はレーティングの確かさです。プレイヤーの本当の強さは、20回に19回はその幅の中にあります。レーティングがつくたびに幅は狭まります。',
    par: {
      heading: '標準タイム',
      caption: '大きさと難しさごとの標準タイム',
      size: '大きさ',
      note: 'エンドレスの問題と過去の問題は、大きさと難しさごとに決めた標準タイムと比べてレーティングがつきます。標準タイムより速ければ上がり、遅ければ下がります。表にない大きさの標準タイムはマスの数で決まります（20×12なら240マス）。問題ごとのスコア（1.0～10.0、難しさの横の数字）は、いちばん難しい手順の難しさです。十分な数のプレイヤーの正解が集まり、スコアのほうが難しさよりも解く時間をよく予測できるとわかれば、標準タイムはスコアに合わせて決めるようになるかもしれません。',
    },
    counts: (perDay, rd) =>
      `レーティングの対象は、サイトが始めたエンドレスの問題（1日${perDay}問まで。その後の問題は保存のみ）、過去の問題、そしてその日が終わったあと同じ日のほかのプレイヤーと比べた今日の問題です。ヒントを使った正解とリンクの問題は対象外です。新しいプレイヤーは、レーティングが定まると（2日以上レーティングがつき、幅が±${spread(rd)}以内）ここに載ります。日別のランキングでは「新人」と表示され、定まったプレイヤーのあとに並びます。`,
  },
  result: {
    unrated: 'リンクの問題はレーティングなしで遊びます。',
    sending: '正解を送っています…',
    offline: 'オフラインです。正解はここに保存し、オンラインに戻ったら送ります。',
    busy: 'サイトが混み合っています。正解はここに保存し、少したってからもう一度送ります。',
    failed: '正解を送れませんでした。',
    repeat: 'この問題では、最初の正解が記録されます。',
    hinted: (hints) =>
      `${D.hints(hints)}を使ったので、アカウントに保存しますが、レーティングとランキングの対象外です。`,
    capped: (perDay) =>
      `今日のレーティング対象のエンドレス${perDay}問はもう遊びました。この問題は保存のみです。`,
    rated: (change, now) => html`レーティング<strong>${signed(change)}</strong>：今は${now}です。`,
    saved: 'アカウントに保存しました。',
    rank: (rank) => html`今日のランキングで<strong>${rank}位</strong>です。`,
    onBoard: '今日のランキングに載りました。',
    newRankAfter: '新しいプレイヤーは定まったプレイヤーのあとに並びます。',
    streak: (current, best) => `連続正解：${current}日${best > current ? `（最長${best}日）` : ''}`,
    ratedLater: '今日の問題のレーティングは、その日が終わってからつきます。',
    keptNotTaken: (why) => `保存しておいた正解は受け付けられませんでした：${why}`,
    keptSent: (n) =>
      n === 1 ? '保存しておいた正解を送りました。' : `保存しておいた正解を${n}件送りました。`,
  },
};
