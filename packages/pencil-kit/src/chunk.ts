// Code loaded on first use (a chunk beside a bundle) goes through one loader: a failed fetch is
// tried again a few times with growing waits, honouring a 429's `retry-after`, and a load that
// still fails ends in a ChunkLoadError naming the file and what the server said, so a host can
// tell players that part of it did not arrive (never that their puzzle is at fault) and offer
// to try again. A module that failed to load is fetched anew when imported again (as browsers
// now do), so a retry needs nothing but the same import.

/** Waits before each try after the first, in ms: four tries in all, about 5 s at most. */
export const CHUNK_WAITS: readonly number[] = [400, 1200, 3000];

/** The longest `retry-after` the loader waits for; a longer one ends the tries at once. */
export const MOST_RETRY_AFTER_MS = 10_000;

/** A chunk that did not arrive after every try. */
export class ChunkLoadError extends Error {
  /** `error` as a ChunkLoadError: itself when it is one, else one carrying its words. */
  static from(error: unknown): ChunkLoadError {
    return error instanceof ChunkLoadError ? error : new ChunkLoadError(String(error), null, 1);
  }

  constructor(
    /** The file that failed (the browser's words when it named none). */
    readonly url: string,
    /** The server's status on the last try, or null when none came (offline, refused). */
    readonly status: number | null,
    /** How many times it was asked for. */
    readonly tries: number,
  ) {
    super(`${url} did not load${status ? ` (HTTP ${status})` : ''} after ${tries} tries.`);
    this.name = 'ChunkLoadError';
  }
}

/** What a failed fetch's server said, when a second look could ask it. */
export interface Probe {
  status: number | null;
  /** The wait a 429 (or 503) asked for, in ms. */
  retryAfterMs: number | null;
}

/** The loader's seams, for tests: how to wait and how to ask a server what went wrong. */
export interface ChunkOptions {
  waits?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  probe?: (url: string) => Promise<Probe>;
}

/** The address a failed dynamic import names in its message (Chromium and Firefox say it). */
export function failedUrl(error: unknown): string | null {
  return /\b(?:https?|file|blob):[^\s'"]+/.exec(String(error))?.[0] ?? null;
}

/** `retry-after` in whole seconds, as ms (the form servers send with a 429); else null. */
export function retryAfterMs(value: string | null): number | null {
  return value && /^\s*\d+\s*$/.test(value) ? Number(value) * 1000 : null;
}

/**
 * Asks the server for the file again to learn why it failed. A page whose policy refuses
 * `fetch` (connect-src), or no network, tells nothing: the tries go on by their own waits.
 */
async function askServer(url: string): Promise<Probe> {
  try {
    const answer = await fetch(url, { cache: 'no-store' });
    void answer.body?.cancel(); // only the headers were wanted
    return { status: answer.status, retryAfterMs: retryAfterMs(answer.headers.get('retry-after')) };
  } catch {
    return { status: null, retryAfterMs: null };
  }
}

/**
 * Loads a chunk with `load` (a dynamic import), trying again after each of `CHUNK_WAITS` when it
 * does not arrive. Rejects with a ChunkLoadError after the last try. Any other error (the chunk
 * arrived but threw) is passed on at once, as it would fail the same way again: browsers reject
 * an import that could not be fetched with a TypeError ("Failed to fetch dynamically imported
 * module", "error loading dynamically imported module", "Importing a module script failed",
 * and "Failed to load module script" for a file served as something else).
 */
export async function loadChunk<T>(load: () => Promise<T>, options: ChunkOptions = {}): Promise<T> {
  const {
    waits = CHUNK_WAITS,
    sleep = (ms) => new Promise<void>((done) => setTimeout(done, ms)),
    probe = askServer,
  } = options;
  for (let tried = 1; ; tried++) {
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof TypeError && /module/i.test(error.message))) throw error;
      const url = failedUrl(error);
      const said = url ? await probe(url) : { status: null, retryAfterMs: null };
      const wait = waits[tried - 1];
      const asked = said.retryAfterMs ?? 0;
      if (wait === undefined || asked > MOST_RETRY_AFTER_MS) {
        throw new ChunkLoadError(url ?? error.message, said.status, tried);
      }
      await sleep(Math.max(wait, asked));
    }
  }
}

/**
 * One chunk, loaded once: `get()` settles with the module, loading it the first time (or
 * again, after a failure, the next time it is asked for).
 */
export class Chunk<T> {
  private loading: Promise<T> | null = null;
  /** The module, once it is here. */
  loaded: T | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly options?: ChunkOptions,
  ) {}

  get(): Promise<T> {
    return (this.loading ??= loadChunk(this.load, this.options).then(
      (module) => (this.loaded = module),
      (error: unknown) => {
        this.loading = null; // the next ask tries again
        throw error;
      },
    ));
  }
}
