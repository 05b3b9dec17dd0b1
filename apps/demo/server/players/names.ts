// Display names: what a player may call themselves on the leaderboards. NFKC-normalised, 1–24
// visible characters with at least one letter or digit, nothing hidden (default-ignorable,
// format or control characters), no pile of combining marks, no broken characters, and none of
// the words the boards use themselves. Look-alikes are allowed: every board shows a short tag
// from the player's id beside the name, so two players never look the same.
import { createHash } from 'node:crypto';
import { english, type Phrase } from '../words/refusals.js';

export const NAME_MAX = 24;

/** Names the boards use for their own words. */
const RESERVED = ['anonymous', 'galaxies'];

export type NameCheck = { ok: true; name: string } | { ok: false; error: string; said: Phrase };

// Hidden: control, format, line and paragraph separators, odd spaces, and what Unicode says
// renders as nothing (fillers, joiners, variation selectors).
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u00a0\u2000-\u200a\u3000]/u;
const PILED_MARKS = /\p{M}{3,}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** A surrogate with no partner: text that isn't text (stored, it would be invalid UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const refuse = (said: Phrase): NameCheck => ({ ok: false, error: english(said), said });

/** Normalises and checks a display name; the reason in words when it is refused. */
export function checkName(input: unknown): NameCheck {
  if (typeof input !== 'string') return refuse((w) => w.nameText);
  if (LONE_SURROGATE.test(input)) return refuse((w) => w.nameBroken);
  const name = input.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
  const length = [...graphemes.segment(name)].length;
  if (length === 0) return refuse((w) => w.nameEmpty);
  if (length > NAME_MAX) return refuse((w) => w.nameLong(NAME_MAX));
  if (HIDDEN.test(name)) return refuse((w) => w.nameHidden);
  if (PILED_MARKS.test(name)) return refuse((w) => w.namePiled);
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
