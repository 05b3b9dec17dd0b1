// Times as people type them, "13:40" or "1:02:03" (or plain seconds), read into seconds.

/** Seconds in "m:ss", "h:mm:ss" or a plain number; NaN for anything else. */
export function readTime(text: string): number {
  const parts = text.trim().split(':');
  if (parts.length > 3 || parts.some((p) => !/^\d+(\.\d+)?$/.test(p))) return NaN;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}
