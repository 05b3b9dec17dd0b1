// Assists as data: what a helper is, and how the switches are remembered per puzzle kind in
// localStorage (`uo:<slug>:assists`). Storage that fails or holds junk falls back to defaults.

/** One helper a board offers, shown as a switch. `default` is on unless said otherwise. */
export interface Assist {
  id: string;
  label: string;
  description?: string;
  default?: boolean;
}

/** Which helpers are on, by id. */
export type AssistSwitches = Readonly<Record<string, boolean>>;

/** The localStorage key for a puzzle kind's switches. */
export function assistsKey(slug: string): string {
  return `uo:${slug}:assists`;
}

/** Each assist's default switch. */
export function defaultSwitches(assists: readonly Assist[]): AssistSwitches {
  return Object.fromEntries(assists.map((a) => [a.id, a.default ?? true]));
}

/** The remembered switches for `slug`, with defaults for any assist not remembered. */
export function loadSwitches(
  slug: string,
  assists: readonly Assist[],
  storage: Storage | null = safeLocalStorage(),
): AssistSwitches {
  const out: Record<string, boolean> = { ...defaultSwitches(assists) };
  let stored: unknown = null;
  try {
    stored = JSON.parse(storage?.getItem(assistsKey(slug)) ?? 'null');
  } catch {
    stored = null; // junk in storage: the defaults stand
  }
  if (stored && typeof stored === 'object') {
    for (const a of assists) {
      const v = (stored as Record<string, unknown>)[a.id];
      if (typeof v === 'boolean') out[a.id] = v;
    }
  }
  return out;
}

/** Remembers the switches for `slug`; false when storage refused (full or blocked). */
export function storeSwitches(
  slug: string,
  switches: AssistSwitches,
  storage: Storage | null = safeLocalStorage(),
): boolean {
  try {
    storage?.setItem(assistsKey(slug), JSON.stringify(switches));
    return storage != null;
  } catch {
    return false;
  }
}

/** `localStorage`, or null where reading it throws (blocked cookies, sandboxed frames). */
export function safeLocalStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
