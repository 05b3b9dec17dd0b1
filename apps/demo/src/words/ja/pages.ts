// The play pages' words in Japanese: 今日の問題 and the next one, 過去の問題 and its calendar,
// エンドレス, リンクで遊ぶ, the editor and 遊び方.
import { html } from 'lit';
import type { PAGES_EN } from '../en/pages.js';
import type { Shape } from '../site-words.js';
import { DATES_JA as D } from './dates.js';

export const PAGES_JA: Shape<typeof PAGES_EN> = {
  today: {
    heading: '今日の天体ショー',
    lede: (day, size, difficulty) => `${D.longDate(day)} · ${D.kind(size, difficulty)}`,
    leaderboard: '今日のランキング',
    rhythm: '次の問題',
    failed: '今日の問題を読み込めませんでした。',
    nextIn: (left, day, size, difficulty) =>
      html`次の問題まであと<strong>${left}</strong>：${D.weekday(day)}の${D.kind(size, difficulty)}です。`,
    nextOut: html`次の問題が出ました：<a href="/">遊ぶ</a>`,
    weekPlan: '1週間で大きくなります：月曜と火曜は7×7、水曜から土曜は10×10、日曜は13×13です。',
  },
  archive: {
    heading: '過去の問題',
    lede: 'これまでのすべての問題です。ここで解くと、標準タイムと比べてレーティングがつきます。',
    dayLede: (day, size, difficulty) => `${day}の問題 · ${D.kind(size, difficulty)}`,
    back: '過去の問題に戻る',
    failed: '過去の問題を読み込めませんでした。',
  },
  calendar: {
    previous: '前の月',
    next: '次の月',
    states: { solved: '解いた', begun: '途中', new: '未着手' },
    day: (difficulty, state) => `・${D.difficulties[difficulty] ?? difficulty}、${state}`,
    dateSaid: (day) => `${D.longDate(day)}：`,
    today: '今日',
    todaySaid: 'の問題',
    none: '問題なし',
    legend: '✓ 解いた · ◐ このブラウザで途中',
  },
  endless: {
    heading: 'エンドレス',
    sizes: '大きさ',
    choice: (size, difficulty) => `${size}×${size} ${D.difficulties[difficulty]}`,
    next: '次の問題',
    code: 'コード',
    failed: '問題を始められませんでした。',
  },
  play: {
    heading: 'リンクで遊ぶ',
    label: 'puzz.linkのURLか、TathamのゲームID',
    placeholder: 'https://puzz.link/p?tentaisho/…  または  7x7:…',
    button: '遊ぶ',
    unrated: 'リンクの問題にはレーティングがつきません。',
    sources: 'puzz.link（天体ショー）の問題も、Simon Tathamのコレクションの問題も遊べます。',
  },
  editor: {
    heading: '問題を作る',
    lede: 'マスの中心・辺・角に星を置きます。答えがちょうど1つか、見つけるのがどれほど難しいかを、すぐに判定します。',
  },
  howTo: { heading: '遊び方', playToday: '今日の問題で遊ぶ' },
  exportRow: {
    label: '問題を印刷・ダウンロード',
    heading: '印刷・ダウンロード',
    print: '印刷',
    svg: 'SVGでダウンロード',
    png: 'PNGでダウンロード',
    solution: '答えをダウンロード（SVG）',
    failed: 'ダウンロードを作れませんでした。',
  },
};
