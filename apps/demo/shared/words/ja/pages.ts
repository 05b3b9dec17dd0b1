// The play pages' words in Japanese: 今日の問題 and the next one, 過去の問題 and its calendar,
// エンドレス and its 大きさ and 難しさ picker, リンクで遊ぶ, the editor and 遊び方.
import type { Widen } from '@galaxies/pencil-kit';
import { html } from 'lit';
import type { PAGES_EN } from '../en/pages.js';
import { DATES_JA as D } from './dates.js';

export const PAGES_JA: Widen<typeof PAGES_EN> = {
  today: {
    heading: '今日の天体ショー',
    lede: (day, size, difficulty, score) =>
      `${D.longDate(day)} · ${D.puzzle(size, difficulty, score)}`,
    leaderboard: '今日のランキング',
    rhythm: '次の問題',
    failed: '今日の問題を読み込めませんでした。',
    nextIn: (left, day, size, difficulty) =>
      html`次の問題まであと<strong>${left}</strong>：${D.weekday(day)}の${D.kind(size, difficulty)}です。`,
    nextOut: html`次の問題が出ました：<a href="/">遊ぶ</a>`,
    weekPlan:
      '1週間で大きく、難しくなります：月曜と火曜は7×7やさしい、水曜は10×10やさしい、木曜と金曜は10×10ふつう、土曜は10×10むずかしい、日曜は13×13むずかしいです。',
  },
  archive: {
    heading: '過去の問題',
    lede: 'これまでのすべての問題です。ここで解くと、標準タイムと比べてレーティングがつきます。',
    dayLede: (day, size, difficulty, score) =>
      `${day}の問題 · ${D.puzzle(size, difficulty, score)}`,
    back: '過去の問題に戻る',
    failed: '過去の問題を読み込めませんでした。',
  },
  calendar: {
    previous: '前の月',
    next: '次の月',
    states: { solved: '解いた', begun: '途中', new: '未着手' },
    level: (difficulty) => D.levels[difficulty] ?? difficulty,
    state: (state) => `（${state}）`,
    dateSaid: (day) => `${D.longDate(day)}：`,
    today: '今日',
    todaySaid: 'の問題',
    none: '問題なし',
    legend: '✓ 解いた · ◐ このブラウザで途中',
  },
  endless: {
    heading: 'エンドレス',
    lede: (size, difficulty, score) => D.puzzle(size, difficulty, score),
    next: '次の問題',
    code: 'コード',
    failed: '問題を始められませんでした。',
    newPuzzle: '新しい問題で遊ぶ',
  },
  embed: {
    daily: (size, difficulty) => `デイリー ${D.kind(size, difficulty)}`,
    archive: (day, size, difficulty) => `${D.longDate(day)}のデイリー ${D.kind(size, difficulty)}`,
    endless: (size, difficulty) => `エンドレス ${D.kind(size, difficulty)}`,
    given: 'リンクの問題',
    unrated: 'ここで解いた記録はレーティングに入りません。',
    playRated: 'Galaxiesでレーティング付きで遊ぶ',
    playThere: 'Galaxiesで遊ぶ',
    onGalaxies: 'Galaxies',
    none: 'このリンクには天体ショーの問題がありません。',
    site: 'Galaxiesへ',
    about: '天体ショー：盤面を、星を中心に点対称なブロックに分けるパズル。',
  },
  picker: {
    size: '大きさ',
    level: '難しさ',
    groups: { phone: 'スマホ向け', squares: '正方形', big: '大きな盤' },
    own: '好きな大きさ',
    columns: '横',
    rows: '縦',
    open: '開く',
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
  welcome: {
    heading: '天体ショーは初めてですか？',
    line: 'マスの境目に線を引いて、盤面をブロックに分けましょう。各ブロックには星が1つ入り、その星を中心に180度回しても同じ形です。',
    howTo: '遊び方',
    close: '閉じる',
  },
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
