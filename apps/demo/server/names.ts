// Display names: what a player may call themselves on the leaderboards.

export const NAME_MAX = 24;

export type NameCheck = { ok: true; name: string } | { ok: false; error: string };

// Control, format and separator characters other than the plain space: they hide, reorder or
// fake text (right-to-left overrides, zero-width joiners, line breaks).
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\u2000-\u200a\u3000]/u;

/** Trims and checks a display name: 1–24 characters, no hidden or control characters. */
export function checkName(input: unknown): NameCheck {
  if (typeof input !== 'string') return { ok: false, error: 'A name must be text.' };
  const name = input.normalize('NFC').trim().replace(/ {2,}/g, ' ');
  const length = [...name].length;
  if (length === 0) return { ok: false, error: 'A name needs at least one character.' };
  if (length > NAME_MAX)
    return { ok: false, error: `A name can be at most ${NAME_MAX} characters.` };
  if (HIDDEN.test(name))
    return { ok: false, error: 'A name can’t hold hidden or control characters.' };
  return { ok: true, name };
}
