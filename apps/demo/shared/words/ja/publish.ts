// The editor page's Publish form in Japanese (公開する): the shape of en/publish.ts, in the
// words the account page uses for the name (表示名).
import type { Widen } from '@galaxies/pencil-kit';
import { html } from 'lit';
import type { PUBLISH_EN } from '../en/publish.js';

export const PUBLISH_JA: Widen<typeof PUBLISH_EN> = {
  heading: 'この問題を公開する',
  lede: '公開すると、あなたの名前とともに専用のページに載り、誰でも遊べるようになります。',
  title: 'タイトル',
  note: 'ひとこと（任意）',
  name: '表示名',
  nameHint: 'あなたの問題とランキングに表示されます。アカウントのページで変えられます。',
  button: '公開する',
  posting: '公開しています…',
  published: (link) => html`公開しました。${link}`,
  seeIt: '問題のページを見る',
  another: '問題を変えると、別の問題として公開できます。',
  failed: '問題を公開できませんでした。',
};
