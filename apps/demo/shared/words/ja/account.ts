// The account page's words in Japanese: the name, the rating and how it settles (レーティング,
// ±の幅), the streak (連続), the chart, times by size, hints, recent solves, devices, sign-in codes.
import type { Widen } from '@galaxies/pencil-kit';
import { html } from 'lit';
import { giveOrTake as spread } from '../../format.js';
import type { ACCOUNT_EN } from '../en/account.js';
import { DATES_JA as D } from './dates.js';

export const ACCOUNT_JA: Widen<typeof ACCOUNT_EN> = {
  heading: 'アカウント',
  failed: 'アカウントを読み込めませんでした。',
  name: {
    label: '表示名',
    placeholder: 'あなたの名前',
    save: '保存',
    note: (name) =>
      html`名前を決めるまで、ランキングでは<strong translate="no">${name}</strong>と表示されます。`,
    saved: '名前を保存しました。',
    failed: '名前を保存できませんでした。',
    id: 'あなたのプレイヤーID（サイトの運営者向け）：',
  },
  rating: 'レーティング',
  games: 'レーティング対象の回数',
  ratingWords: (p) => {
    const said = `${Math.round(p.rating)}（±${spread(p.rd)}）`;
    return p.provisional ? `${said}、もっと遊ぶと定まります` : said;
  },
  settlesWhen: (days, rd) => {
    const known = `幅が±${spread(rd)}以内になる`;
    const when = days ? `あと${days}日レーティングがつき、${known}` : known;
    return `レーティングはまだ仮のものです。${when}と定まり、レーティングのランキングに載ります。レーティングがつくたびに幅が狭まります。`;
  },
  streak: { heading: '連続正解', now: '今', best: '最長' },
  chart: {
    heading: 'レーティングの推移',
    empty: 'レーティングの記録は、はじめてレーティングがついた日から始まります。',
    said: (days, from, to, rd) =>
      `${days}日間のレーティング：${from}から${to}へ、今の幅は±${spread(rd)}です。`,
  },
  sizes: {
    heading: '大きさ別',
    size: '大きさ',
    solves: '正解数',
    median: 'タイムの中央値',
    best: 'ベストタイム',
    note: (hints, solves) =>
      `ベストタイムには、ランキングと同じく、ヒントを使った正解は入りません。${hints ? `${solves}回の正解でヒントを${hints}回使いました。` : 'ヒントは使っていません。'}`,
  },
  recent: {
    heading: '最近の正解',
    none: html`まだ正解はありません。<a href="/">今日の問題で遊ぶ</a>`,
    day: '日付',
    puzzle: '問題',
    time: 'タイム',
    rating: 'レーティング',
    modes: { daily: '今日の問題', archive: '過去の問題', endless: 'エンドレス' },
    withHints: (n) => `（${D.hints(n)}）`,
  },
  devices: {
    heading: 'あなたの端末',
    thisDevice: '（この端末）',
    since: (day) => `${D.longDate(day)}から`,
    signOut: 'ログアウト',
    signOutOf: (device, current) => `${device}${current ? '（この端末）' : ''}をログアウト`,
    signedOut: (device) => `${device}をログアウトしました。`,
    signOutFailed: 'その端末をログアウトできませんでした。',
    name: (browser, system) =>
      browser && system
        ? `${system}の${browser}`
        : (browser ?? (system ? `${system}のブラウザ` : 'ブラウザ')),
  },
  transfer: {
    heading: 'ほかの端末で使う',
    offer:
      'スマートフォンやタブレット、ほかのパソコンでも自分として遊べます。パスワードはいりません。数分間、1回だけ使えるコードだけです。',
    how: (until) =>
      `ほかの端末でリンクを開くかコードを読み取るか、そのアカウントページでこのコードを入力してください。${until}まで、1回だけ使えます。`,
    qr: 'リンクのQRコード',
    make: 'コードを作る',
    again: '新しいコードを作る',
    failed: '今はコードを作れませんでした。',
  },
  signIn: {
    heading: 'コードでログイン',
    label: 'ほかの端末のコード、または復旧コード',
    button: 'ログイン',
    done: 'このブラウザはあなたとしてログインしました。',
    failed: '今はコードを確かめられませんでした。',
    offerHeading: 'ほかの端末からログインしますか？',
    offer:
      'このブラウザは、コードを作ったプレイヤーになります：その名前、レーティング、正解、連続記録ごと。このブラウザの前のプレイヤーは（いれば）ほかの端末に残ります。',
    here: 'ここでログイン',
  },
  recovery: {
    heading: '復旧コード',
    shown:
      'パスワードと同じところに保存するか、書き留めてください。表示されるのは今だけです。すべての端末をなくしたとき、新しいブラウザで1回だけあなたとしてログインできます。',
    have: (has) =>
      `${has ? '復旧コードがあります。' : '復旧コードはまだありません。'}すべての端末をなくしたとき、新しいブラウザであなたとしてログインできます。新しく作ると、前のコードは使えなくなります。`,
    make: '復旧コードを作る',
    again: '新しい復旧コードを作る',
    failed: '今は復旧コードを作れませんでした。',
  },
  moderation: {
    heading: '報告で非表示になった問題',
    lede: '「戻す」で一覧に戻し（報告は消えます）、「削除」で取り下げます。',
    none: '確認を待つ問題はありません。',
    restore: '戻す',
    remove: '削除',
    restored: (title) => `「${title}」を一覧に戻しました。`,
    removed: (title) => `「${title}」を削除しました。`,
    failed: '非表示の問題を読み込めませんでした。',
  },
};
