// The words every page shares, in Japanese: the header and its navigation, the language switch,
// each page's title, and the news of a new version. The game is 天体ショー, as the board says.
import type { Widen } from '@galaxies/pencil-kit';
import type { SHELL_EN } from '../en/shell.js';

export const SHELL_JA: Widen<typeof SHELL_EN> = {
  brand: 'Galaxies',
  siteNav: 'サイト',
  menu: 'メニュー',
  pages: {
    today: '今日の問題',
    endless: 'エンドレス',
    race: 'レース',
    archive: '過去の問題',
    puzzles: 'みんなの問題',
    howTo: '遊び方',
    play: 'リンクで遊ぶ',
    editor: '問題を作る',
    leaderboards: 'ランキング',
    account: 'アカウント',
  },
  titles: {
    today: '今日の天体ショー · Galaxies',
    endless: 'エンドレス · Galaxies',
    race: 'レース · Galaxies',
    archive: '過去の問題 · Galaxies',
    puzzles: 'みんなの問題 · Galaxies',
    howTo: '遊び方 · Galaxies',
    play: 'リンクで遊ぶ · Galaxies',
    editor: '問題を作る · Galaxies',
    leaderboards: 'ランキング · Galaxies',
    account: 'アカウント · Galaxies',
  },
  puzzleTitle: (title) => `${title} · Galaxies`,
  notFound: {
    title: '見つかりません · Galaxies',
    heading: 'ここには何もありません',
    text: 'このアドレスのページはありません。リンクが間違っているか、ページがなくなったのかもしれません。',
    home: '今日の問題を解く',
  },
  language: '言語',
  newVersion: 'サイトの新しい版があります。',
  updateNow: '今すぐ更新',
  newerEngine: (version) =>
    `この問題は、このページにない版の天体ショー（版${version}）で作られています。サイトを更新して遊んでください。`,
  unreachable: 'サイトにつながりませんでした。接続を確かめて、もう一度お試しください。',
  answered: (status) => `サイトから${status}の応答がありました。`,
  loading: '読み込み中…',
};
