// The ids the server makes up: an Endless puzzle's code, and the readable ids of published
// puzzles and race rooms (letters and digits no one misreads). Random, from the system's source.
import { randomBytes } from 'node:crypto';

const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh endless code: 8 characters of [a-z0-9] (a daily's code is 12, so never one). */
export function endlessCode(): string {
  return [...randomBytes(8)].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** Letters and digits no one misreads (no l, o, 0 or 1): 32, so a byte picks one evenly. */
export const ID_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** `length` of those, 5 bits each: a published puzzle's id is 8 (40 bits), a room's 10. */
export function readableId(length: number): string {
  return [...randomBytes(length)].map((b) => ID_ALPHABET[b % 32]).join('');
}
