// The server's refusals in Japanese, in the English's shape (../en/refusals.ts) and the site's
// terms: 今日の問題, 過去の問題, エンドレス, 星, ブロック. A request's details from the engine
// (which dot is at fault) stay in English.
import { SIDES_V3 } from '@galaxies/engine';
import type { Refusals } from '../en/refusals.js';
import { sizeLabel } from '../../../shared/sizes.js';

/** The least and most cells a side of the grids the current engine version makes. */
const [LEAST_SIDE, MOST_SIDE] = SIDES_V3;

export const REFUSALS_JA: Refusals = {
  tooLarge: 'リクエストが大きすぎます。',
  sendJson: 'JSONで送ってください（content-type: application/json）。',
  noBody: 'リクエストに本文がありません。',
  notJson: 'リクエストの本文が正しいJSONではありません。',
  shape: (detail) => `リクエストの形が違います：${detail}。`,
  notUnderstood: 'リクエストを読み取れませんでした。',
  nowhere: 'そのアドレスには何もありません。',
  badAddress: 'そのアドレスを読み取れませんでした。',
  headersTooLarge: 'リクエストのヘッダーが大きすぎます。',
  tooMany: 'リクエストが多すぎます。少し待ってから、もう一度お試しください。',
  databaseDown: 'データベースが今は応答していません。少ししてから、もう一度お試しください。',
  ourSide: 'サイト側で問題が起きました。',
  forged: 'そのプレイヤーのクッキーはこのサイトが発行したものではありません。',
  noPlayer: 'まずこのサイトで問題を始めてください。まだプレイヤーがいません。',
  tooManyPlayers: 'ここから新しいプレイヤーが多すぎます。数分たってから、もう一度お試しください。',
  tooManyCodes: 'ここから試されたコードが多すぎます。10分待ってから、もう一度お試しください。',
  codeRefused:
    'そのコードは使えません。打ち間違い、使用済み、または10分の期限切れかもしれません。ほかの端末で新しいコードを作ってください。',
  notYourDevice: 'その端末はあなたとしてログインしていません。',
  nameText: '名前は文字で入力してください。',
  nameBroken: '名前に壊れた文字が入っています。',
  nameEmpty: '名前には1文字以上が必要です。',
  nameLong: (max) => `名前は${max}文字までです。`,
  nameHidden: '名前に見えない文字や制御文字は使えません。',
  namePiled: '名前の1つの文字に、記号をいくつも重ねることはできません。',
  nameLetter: '名前には文字か数字が必要です。',
  nameTaken: 'その名前はランキングが自分で使う名前です。',
  notADate: (day) => `日付ではありません：「${day}」（YYYY-MM-DDで）。`,
  notOutYet: (day) => `${day}の問題はまだ出ていません。`,
  noDaily: (day) => `${day}には問題がありませんでした。`,
  noDailyBefore: (day, first) => `${day}には問題がありませんでした。最初の問題は${first}です。`,
  firstDaily: (first) => `最初の問題は${first}です。`,
  notThatDaily: (day) => `それは${day}の問題ではありません。`,
  inArchive: (day) => `${day}の問題は、もう過去の問題にあります。`,
  dailySize: (day, size) => `${day}の問題は${sizeLabel(size)}です。`,
  endlessSizes: `エンドレスは縦横それぞれ${LEAST_SIDE}〜${MOST_SIDE}マスのどの大きさでも（10×10は10、20×12は20x12）、難しさはやさしい・ふつう・むずかしいです。`,
  sizes: `縦横それぞれ${LEAST_SIDE}〜${MOST_SIDE}マスです（10×10は10、20×12は20x12と書きます）。`,
  levels: '難しさは、やさしい・ふつう・むずかしいです。',
  staleOffer: 'この問題の提示は期限切れか、このサイトのものではありません。評価なしで遊べます。',
  endlessNoDate: 'エンドレスの問題に日付はありません。',
  dailyAsDaily: '今日の問題は、今日の問題として遊んでください。',
  dailyNeedsDate: '今日の問題の正解には日付（YYYY-MM-DD）が必要です。',
  notMade: 'このゲームが作る問題ではありません。',
  notSitePuzzle: 'このサイトの問題ではありません。',
  otherVersion: (theirs, ours) =>
    `その問題は、このサイトが作らない版（${theirs}）のものです。このサイトが作るのは版1から${ours}までです。再読み込みしてください。`,
  madeBy: (engine) =>
    `その問題はゲームの版${engine}で作られています。ページを再読み込みして遊んでください。`,
  otherPuzzle: 'そのチケットは別の問題のものです。再読み込みしてこの問題を遊んでください。',
  othersTicket: 'そのチケットはほかのプレイヤーのものです。',
  foreignTicket:
    'その開始チケットはこのサイトが発行したものではありません。再読み込みしてください。',
  ticketRunOut: 'チケットの期限が切れました。再読み込みして、問題を始め直してください。',
  notADotEach: 'すべてのマスに星が決まっていません。',
  wholeSeconds: 'タイムは秒単位の整数にしてください。',
  underADay: '1回の正解は1日未満でなければなりません。',
  tooFast: (size, least) =>
    `速すぎます：${sizeLabel(size)}は線を引くだけで${least}秒以上かかります。`,
  wholeHints: 'ヒントの回数は0以上の整数にしてください。',
  notSolved: (fault) => `そのブロックではこの問題は解けていません：${fault}。`,
  puzzleSides: `問題の縦横はそれぞれ${LEAST_SIDE}〜${MOST_SIDE}マスです。`,
  noDots: '問題には星が1つ以上必要です。',
  dotOffGrid: (n) => `星${n}が盤の枠の上か外にあります。`,
  dotRepeated: (n) => `星${n}が2回置かれています。`,
  dotsTooClose: (a, b) => `星${a}と星${b}が近すぎます：中心のマスが重なっています。`,
  theTitle: 'タイトル',
  theNote: 'メモ',
  textText: (field) => `${field}は文字で入力してください。`,
  textBroken: (field) => `${field}に壊れた文字が入っています。`,
  textHidden: (field) => `${field}に見えない文字や制御文字は使えません。`,
  textPiled: (field) => `${field}の1つの文字に、記号をいくつも重ねることはできません。`,
  textLong: (field, max) => `${field}は${max}文字までです。`,
  titleEmpty: '問題にはタイトルが必要です。',
  severalAnswers:
    'その問題には答えが2つ以上あります。答えが1つになるまで星を足すか動かしてください。',
  noAnswer: 'その問題には答えがありません。答えが1つになるまで星を動かしてください。',
  uncounted:
    'その問題の答えの数を時間内に数えきれませんでした。答えが1つだと分かりやすい問題にしてください。',
  publishedAlready: (path) =>
    `その問題はもう公開されています（回転や反転したものかもしれません）：${path}`,
  publishedEnough: (n) =>
    `今日はもう${n}問公開しました。1日に公開できるのはここまでです。続きは明日どうぞ。`,
  noSuchPuzzle: 'そのアドレスに公開された問題はありません。',
  puzzleGone: 'その問題は作者が取り下げました。',
  puzzleHidden: 'その問題は報告を受けて、モデレーターが確認するまで非表示になっています。',
  authorTag: '作者はタグ（#k3x9 など）で指定してください。',
  ownPuzzleTicket: 'これはあなたが作った問題です。評価なしで遊べます。',
  notYourPuzzle: '問題を取り下げられるのは作者だけです。',
  ownPuzzle: '自分の問題には投票も報告もできません。',
  notModerator: 'それができるのはモデレーターだけです。',
  badCursor: 'ページの位置が読み取れませんでした。最初のページから開いてください。',
  puzzleSorts: '並べ方は、新着・人気・難しい順のどれかです。',
  noSuchRace: 'そのアドレスにレースはありません。',
  raceFull: 'このレースは満員です。自分でレースを始めましょう。',
  raceStarted: 'このレースはもう始まっています。自分でレースを始めましょう。',
  notARacer: '先にレースに参加してください。',
};
