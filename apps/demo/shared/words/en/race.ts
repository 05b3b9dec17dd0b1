// Live races in English: the page that explains them and opens a room (/race/), and a room's
// page (/race/<id>/): joining under a name, the lobby and its share link, the countdown, every
// racer's progress, the finishes as they come, and the results.
import { formatTime } from '@galaxies/pencil-kit';
import { DATES_EN as D } from './dates.js';
import type { Size } from '../../sizes.js';

/** `1st`, `2nd`, `3rd`, `4th`, … `11th`, `12th`, `13th`, `21st`. */
const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

export const RACE_EN = {
  heading: 'Race',
  lede: 'Solve the same puzzle as your friends, at the same moment, and see who is fastest.',
  /** The rules, one line each: the most racers, and the seconds a hint adds. */
  rulesHeading: 'How a race works',
  rules: (racers: number, penalty: number) => [
    `Up to ${racers} players race one new Endless puzzle, shown to everyone at the same instant.`,
    'Everyone sees everyone’s progress as they go; the fastest time wins.',
    `Hints are allowed, but each one adds ${penalty} s to your time.`,
    'Races are unrated: they change no rating and go on no leaderboard.',
  ],
  startHeading: 'Start a race',
  startLede: 'Pick the puzzle’s size and level, open the room, then share its link.',
  /** The puzzle chosen, under the picker: `A new 10×10 medium puzzle`. */
  chosen: (size: Size, level: string) => `A new ${D.kind(size, level)} puzzle.`,
  start: 'Start a race',
  opening: 'Opening the room…',
  openFailed: 'The race could not be opened.',
  name: 'Your name',
  nameHint: 'The other racers see it. You can change it on your account page.',
  /** A room's page: its heading. */
  roomHeading: (size: Size, level: string) => `Race · ${D.kind(size, level)}`,
  joining: 'Joining the race…',
  join: 'Join the race',
  joinLede: 'Choose the name the other racers will see, then join.',
  /** Why a room can't be joined or shown. */
  errors: {
    none: 'There is no race at this address: the link may be mistyped, or the race long over.',
    full: 'This race is full: it already has ten racers.',
    started: 'This race has already started without you.',
    notARacer: 'You are not one of this race’s racers.',
    refused: 'The race closed this page’s connection.',
    other: 'The race could not be joined.',
  } as Record<string, string>,
  startOwn: 'Start a race of your own',
  tryAgain: 'Try again',
  /** The lobby. */
  racers: (n: number, most: number) => `Racers (${n} of ${most})`,
  you: 'you',
  host: 'host',
  share: 'Invite others with this link',
  link: 'The room’s link',
  copy: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'Select the link and copy it yourself.',
  startRace: 'Start the race',
  startWhen: (most: number) =>
    `Start when everyone is here. It starts by itself once ${most} have joined.`,
  waitingHost: (host: string, most: number) =>
    `Waiting for ${host} to start the race; it starts by itself when ${most} have joined.`,
  leave: 'Leave the race',
  /** Said in the lobby as someone comes in. */
  joined: (name: string) => `${name} joined the race.`,
  /** The countdown, read out once: `The race starts in 3 seconds.`. */
  startsIn: (seconds: number) => `The race starts in ${seconds} seconds.`,
  go: 'Go!',
  countdownLabel: 'Starting in',
  /** Every racer's progress. */
  progressHeading: 'Progress',
  /** A bar's accessible name: `Ann #k3x9 (you), progress`. */
  barName: (name: string, tag: string, you: boolean) =>
    `${name} ${tag}${you ? ' (you)' : ''}, progress`,
  /** Read out with its value: `40%`, `40%, away`, `finished, 1st, 1:23`. */
  barText: (progress: number, state: string) => (state ? `${progress}%, ${state}` : `${progress}%`),
  finishedText: (place: number, seconds: number) =>
    `finished, ${ordinal(place)}, ${formatTime(seconds)}`,
  away: 'away',
  left: 'left',
  /** Said as a racer finishes: `Ann finished · 1st · 1:23`. */
  finished: (name: string, place: number, seconds: number) =>
    `${name} finished · ${ordinal(place)} · ${formatTime(seconds)}`,
  youFinished: (place: number, seconds: number) =>
    `You finished · ${ordinal(place)} · ${formatTime(seconds)}. Waiting for the others…`,
  timeLeft: (left: string) => `Time left ${left}`,
  /** Beside the time left: `Hints +15 s each`. */
  hintShort: (penalty: number) => `Hints +${penalty} s each`,
  hintNote: (penalty: number) => `Each hint adds ${penalty} s to your time.`,
  refusedFinish: 'The race did not take that answer: check your walls.',
  reconnecting: 'Connection lost: reconnecting…',
  reconnected: 'Back in the race.',
  /** The results. */
  resultsHeading: 'Results',
  place: 'Place',
  player: 'Player',
  time: 'Time',
  ordinal,
  /** A finish's time with its penalty: `1:23 (with +15 s for 1 hint)`. */
  penalty: (penalty: number, hints: number) => `+${penalty} s for ${D.hints(hints)}`,
  didNotFinish: 'did not finish',
  playAgain: 'Play this puzzle again',
  another: 'Start another race',
  over: 'The race is over.',
};
