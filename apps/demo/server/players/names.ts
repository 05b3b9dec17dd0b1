// Display names: what a player may call themselves on the leaderboards. Plain text
// (plain-text.ts: nothing hidden, broken or piled up), 1–24 visible characters with at least
// one letter or digit, and none of the words the boards use themselves. Look-alikes are
// allowed: every board shows a short tag from the player's id beside the name, so two players
// never look the same.
import { createHash } from 'node:crypto';
import { english, type Phrase } from '../words/refusals.js';
import { plainText, type TextFault } from './plain-text.js';

export const NAME_MAX = 24;

/** Names the boards use for their own words. */
const RESERVED = ['anonymous', 'galaxies'];

export type NameCheck = { ok: true; name: string } | { ok: false; error: string; said: Phrase };

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** What each fault of plain text means for a name. */
const FAULTS: Record<TextFault, Phrase> = {
  text: (w) => w.nameText,
  broken: (w) => w.nameBroken,
  hidden: (w) => w.nameHidden,
  piled: (w) => w.namePiled,
};

const refuse = (said: Phrase): NameCheck => ({ ok: false, error: english(said), said });

/** Normalises and checks a display name; the reason in words when it is refused. */
export function checkName(input: unknown): NameCheck {
  const read = plainText(input);
  if (!read.ok) return refuse(FAULTS[read.fault]);
  const { text: name, length } = read;
  if (length === 0) return refuse((w) => w.nameEmpty);
  if (length > NAME_MAX) return refuse((w) => w.nameLong(NAME_MAX));
  if (!LETTER_OR_DIGIT.test(name)) return refuse((w) => w.nameLetter);
  const plain = name.toLowerCase();
  if (RESERVED.includes(plain) || plain.includes('(you)')) {
    return refuse((w) => w.nameTaken);
  }
  return { ok: true, name };
}

/** Default names' first words: gentle, and none of them a word about a person's worth. */
// prettier-ignore
const ADJECTIVES = [
  'Quiet', 'Bright', 'Swift', 'Calm', 'Gentle', 'Bold', 'Clever', 'Curious',
  'Patient', 'Merry', 'Steady', 'Silver', 'Golden', 'Misty', 'Sunny', 'Lucky',
  'Brave', 'Keen', 'Nimble', 'Kind', 'Wise', 'Jolly', 'Cosmic', 'Starry',
  'Lunar', 'Polar', 'Velvet', 'Amber', 'Crimson', 'Azure', 'Hidden', 'Wandering',
];
/** …and their second: things of the sky, and a few animals. */
// prettier-ignore
const NOUNS = [
  'Comet', 'Nebula', 'Quasar', 'Pulsar', 'Meteor', 'Orbit', 'Nova', 'Aurora',
  'Eclipse', 'Planet', 'Moon', 'Star', 'Rocket', 'Voyager', 'Zenith', 'Horizon',
  'Cosmos', 'Asteroid', 'Lantern', 'Compass', 'Sparrow', 'Otter', 'Fox', 'Heron',
  'Owl', 'Lynx', 'Falcon', 'Badger', 'Dolphin', 'Panda', 'Tiger', 'Whale',
];

/**
 * The name a player goes by until they choose one, made from their id and the same for ever:
 * "Quiet Comet 42" (32 × 32 × 90 names, and the boards' tag beside it tells any two apart).
 */
export function defaultName(playerId: string): string {
  const digest = createHash('sha256').update(`galaxies name|${playerId}`).digest();
  const number = 10 + (digest.readUInt16BE(2) % 90);
  return `${ADJECTIVES[digest[0]! % 32]} ${NOUNS[digest[1]! % 32]} ${number}`;
}

/** A player's short, stable tag for the boards, from their id: "#k3x9". */
export function tagOf(playerId: string): string {
  const digest = createHash('sha256').update(`galaxies tag|${playerId}`).digest();
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return `#${[...digest.subarray(0, 4)].map((b) => alphabet[b % 32]).join('')}`;
}
