// Plain text players write for others to read (names, puzzle titles and notes): NFKC-normalised,
// trimmed, runs of spaces made one, and refused when it hides anything: characters with no
// partner (not text at all), hidden or control characters (bidirectional overrides, joiners,
// fillers), or a pile of accents on one letter. What it is kept as is shown escaped everywhere;
// the callers say what a refusal means in their own words, and count its length in graphemes.

/** Why text was refused. */
export type TextFault = 'text' | 'broken' | 'hidden' | 'piled';

export type PlainText =
  { ok: true; text: string; length: number } | { ok: false; fault: TextFault };

// Hidden: control, format, line and paragraph separators, odd spaces, and what Unicode says
// renders as nothing (fillers, joiners, variation selectors).
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u00a0\u2000-\u200a\u3000]/u;
const PILED_MARKS = /\p{M}{3,}/u;

/** A surrogate with no partner: text that isn't text (stored, it would be invalid UTF-8). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** How many characters a reader sees in `text` (a flag or an accented letter is one). */
export function graphemeCount(text: string): number {
  let n = 0;
  for (const _ of graphemes.segment(text)) n++;
  return n;
}

/**
 * `input` as plain text, or why not. `lines`: line breaks are kept (`\r\n` read as `\n`, each
 * line's ends trimmed, at most one blank line in a row), for a note; otherwise a break is hidden.
 */
export function plainText(input: unknown, { lines = false } = {}): PlainText {
  if (typeof input !== 'string') return { ok: false, fault: 'text' };
  if (LONE_SURROGATE.test(input)) return { ok: false, fault: 'broken' };
  const tidy = (line: string) => line.trim().replace(/ {2,}/g, ' ');
  const normal = input.normalize('NFKC');
  const text = lines
    ? normal
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map(tidy)
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    : tidy(normal);
  if (HIDDEN.test(lines ? text.replaceAll('\n', '') : text)) return { ok: false, fault: 'hidden' };
  if (PILED_MARKS.test(text)) return { ok: false, fault: 'piled' };
  return { ok: true, text, length: graphemeCount(text) };
}
