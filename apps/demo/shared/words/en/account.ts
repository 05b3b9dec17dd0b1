// The account page's words in English: the name, the rating in words and how it settles, the
// streak, the rating chart, times by size, hints, recent solves, the devices, codes to sign in.
import { html } from 'lit';
import { giveOrTake as spread } from '../../format.js';
import { DATES_EN as D } from './dates.js';

export const ACCOUNT_EN = {
  heading: 'Your account',
  failed: 'Your account could not be loaded.',
  name: {
    label: 'Display name',
    placeholder: 'Your name',
    save: 'Save',
    note: (name: string) =>
      html`You go by <strong translate="no">${name}</strong> on the leaderboards until you choose a
        name.`,
    saved: 'Name saved.',
    failed: 'The name could not be saved.',
    /** The player's own id, for a site's operator (who names moderators by it). */
    id: 'Your player id (for the site’s operator):',
  },
  rating: 'Rating',
  games: 'Rated games',
  /** A rating in players' words: `1616, give or take 559`, and while settling, more. */
  ratingWords: (p: { rating: number; rd: number; provisional: boolean }) => {
    const said = `${Math.round(p.rating)}, give or take ${spread(p.rd)}`;
    return p.provisional ? `${said} until you have played more` : said;
  },
  /** What makes a provisional player established, in words. */
  settlesWhen: (days: number, rd: number) => {
    const known = `it is known to within ${spread(rd)} points either way`;
    const more = days === 1 ? '1 more day' : `${days} more days`;
    const when = days ? `you have been rated on ${more} and ${known}` : known;
    return `Your rating is new: it settles, and you join the Ratings board, once ${when}. Every rated solve narrows it.`;
  },
  streak: { heading: 'Daily streak', now: 'Now', best: 'Best' },
  chart: {
    heading: 'Rating over time',
    empty: 'Your rating’s history starts with your first rated solve.',
    said: (days: number, from: number, to: number, rd: number) =>
      `Your rating over ${D.days(days)}: from ${from} to ${to}, give or take ${spread(rd)} now.`,
  },
  sizes: {
    heading: 'By size',
    size: 'Size',
    solves: 'Solves',
    median: 'Median time',
    best: 'Best time',
    /** Under the table: what best times leave out, and the hints used. */
    note: (hints: number, solves: number) =>
      `Best times leave out solves with hints, as the leaderboards do. ${hints ? `You have used ${D.hints(hints)} in ${D.solves(solves)}.` : 'You have used no hints.'}`,
  },
  recent: {
    heading: 'Recent solves',
    none: html`No solves yet. <a href="/">Play today’s puzzle</a>.`,
    day: 'Day',
    puzzle: 'Puzzle',
    time: 'Time',
    rating: 'Rating',
    modes: { daily: 'daily', archive: 'archive', endless: 'endless' } as Record<string, string>,
    withHints: (n: number) => ` (${D.hints(n)})`,
  },
  devices: {
    heading: 'Your devices',
    thisDevice: '(this device)',
    since: (day: string) => `since ${D.longDate(day)}`,
    signOut: 'Sign out',
    signOutOf: (device: string, current: boolean) =>
      `Sign out ${device}${current ? ' (this device)' : ''}`,
    signedOut: (device: string) => `${device} is signed out.`,
    signOutFailed: 'That device could not be signed out.',
    /** A device as the server names it: `Chrome` on `Android`, either unknown. */
    name: (browser: string | null, system: string | null) =>
      browser && system
        ? `${browser} on ${system}`
        : (browser ?? (system ? `A browser on ${system}` : 'A browser')),
  },
  transfer: {
    heading: 'Use on another device',
    offer:
      'Play as yourself on a phone, a tablet or another computer: no password, just a code that works once, for a few minutes.',
    how: (until: string) =>
      `On your other device, open the link or scan the code, or type this code on its account page. It works once, until ${until}.`,
    qr: 'The link as a QR code',
    make: 'Make a code',
    again: 'Make a new code',
    failed: 'No code could be made just now.',
  },
  signIn: {
    heading: 'Sign in with a code',
    label: 'A code from your other device, or your recovery code',
    button: 'Sign in',
    done: 'This browser is signed in as you now.',
    failed: 'The code could not be checked just now.',
    offerHeading: 'Sign in from your other device?',
    offer:
      'This browser becomes the player who made the code: their name, rating, solves and streak. The player this browser had before (if any) stays on its other devices.',
    here: 'Sign in here',
  },
  recovery: {
    heading: 'Recovery code',
    shown:
      'Save this where you keep passwords, or write it down: it is shown only now. It signs a new browser in as you once, if every device is lost.',
    have: (has: boolean) =>
      `${has ? 'You have a recovery code.' : 'You have no recovery code yet.'} If every device is lost, it signs a new browser in as you. Making a new one replaces it.`,
    make: 'Make a recovery code',
    again: 'Make a new recovery code',
    failed: 'No recovery code could be made just now.',
  },
  /** A moderator's queue: the puzzles players' reports hid. */
  moderation: {
    heading: 'Puzzles hidden after reports',
    lede: 'Restore one to list it again (its reports forgotten), or remove it for good.',
    none: 'Nothing is waiting.',
    restore: 'Restore',
    remove: 'Remove',
    restored: (title: string) => `“${title}” is listed again.`,
    removed: (title: string) => `“${title}” is removed.`,
    failed: 'The hidden puzzles could not be loaded.',
  },
};
