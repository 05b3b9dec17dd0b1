// Saves: one versioned JSON record per puzzle under `uo:<slug>:p:<size>/<difficulty>/<code>`.
// Storage is at the edge and may fail; every outcome is a result with a sentence, never a throw.
import type { PuzzleId } from './contract.js';
import { safeLocalStorage } from './assists-store.js';
import { SAVES } from './words/en/kit.js';

/** The save format's version; a record with another is foreign and ignored. */
export const SAVE_VERSION = 1;

/** What is saved: the board's marks, the playing time and whether it was solved. */
export interface SaveData<Marks = unknown> {
  marks: Marks;
  seconds: number;
  solved: boolean;
}

/** A load's outcome; `message` is a sentence for the status line. */
export type LoadResult<Marks> =
  | { ok: true; data: SaveData<Marks> }
  | { ok: false; reason: 'missing' | 'unavailable'; message: string }
  | { ok: false; reason: 'corrupt' | 'foreign'; message: string };

/** A save's outcome; `message` is a sentence for the status line. */
export type SaveResult =
  { ok: true } | { ok: false; reason: 'quota' | 'unavailable'; message: string };

interface Envelope {
  format: 'pk-save';
  version: number;
  slug: string;
  data: SaveData;
}

/** Saves and loads a puzzle kind's games in a Storage (localStorage by default). */
export class SaveStore {
  constructor(
    readonly slug: string,
    private readonly storage: Storage | null = safeLocalStorage(),
  ) {}

  /** The key a puzzle saves under. */
  key({ size, difficulty, code }: PuzzleId): string {
    return `uo:${this.slug}:p:${size}/${difficulty}/${code}`;
  }

  load<Marks = unknown>(id: PuzzleId): LoadResult<Marks> {
    let raw: string | null;
    try {
      if (!this.storage) throw new Error('no storage');
      raw = this.storage.getItem(this.key(id));
    } catch {
      return { ok: false, reason: 'unavailable', message: SAVES.unavailable };
    }
    if (raw == null) return { ok: false, reason: 'missing', message: '' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return {
        ok: false,
        reason: 'corrupt',
        message: SAVES.corrupt,
      };
    }
    if (!isEnvelope(parsed) || parsed.slug !== this.slug || parsed.version !== SAVE_VERSION) {
      return {
        ok: false,
        reason: 'foreign',
        message: SAVES.foreign,
      };
    }
    return { ok: true, data: parsed.data as SaveData<Marks> };
  }

  save<Marks>(id: PuzzleId, data: SaveData<Marks>): SaveResult {
    const envelope: Envelope = { format: 'pk-save', version: SAVE_VERSION, slug: this.slug, data };
    try {
      if (!this.storage) throw new Error('no storage');
      this.storage.setItem(this.key(id), JSON.stringify(envelope));
      return { ok: true };
    } catch (err) {
      if (isQuotaError(err)) {
        return {
          ok: false,
          reason: 'quota',
          message: SAVES.quota,
        };
      }
      return { ok: false, reason: 'unavailable', message: SAVES.unavailable };
    }
  }

  /** Forgets a puzzle's save. */
  remove(id: PuzzleId): void {
    try {
      this.storage?.removeItem(this.key(id));
    } catch {
      // Nothing to tell: a save that cannot be removed is simply still there.
    }
  }
}

function isEnvelope(v: unknown): v is Envelope {
  if (!v || typeof v !== 'object') return false;
  const e = v as Partial<Envelope>;
  const d = e.data as Partial<SaveData> | undefined;
  return (
    e.format === 'pk-save' &&
    typeof e.version === 'number' &&
    typeof e.slug === 'string' &&
    !!d &&
    typeof d === 'object' &&
    'marks' in d &&
    typeof d.seconds === 'number' &&
    Number.isFinite(d.seconds) &&
    typeof d.solved === 'boolean'
  );
}

function isQuotaError(err: unknown): boolean {
  // Browsers name it differently (Firefox: NS_ERROR_DOM_QUOTA_REACHED, old WebKit: code 22).
  if (!(err instanceof DOMException)) return false;
  return (
    err.name === 'QuotaExceededError' ||
    err.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    err.code === 22
  );
}
