// The editor page's Publish form in English: the title, the note and the name a first-time
// author gives, the button while it posts, and the published puzzle's link.
import { html } from 'lit';

export const PUBLISH_EN = {
  heading: 'Publish it',
  lede: 'Players can then find it and play it on a page of its own, under your name.',
  title: 'Title',
  note: 'Note (optional)',
  name: 'Your name',
  nameHint:
    'Shown with your puzzles and on the leaderboards. You can change it on your account page.',
  button: 'Publish',
  posting: 'Publishing…',
  /** Before what was published is changed: `Published: see its page.` */
  published: (link: unknown) => html`Published: ${link}.`,
  seeIt: 'see its page',
  another: 'Change the puzzle to publish another.',
  failed: 'The puzzle could not be published.',
};
