// Types for serve-files.mjs.
export interface Served {
  /** `http://127.0.0.1:<port>` (`http://localhost:<port>` when it listens on every interface). */
  url: string;
  /** Every path asked for, in order. */
  asked: string[];
  close(): Promise<void>;
}

/** A caller's own answer to a request: a status and headers, with a short body. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
}

/**
 * Answers a request itself, or returns null to serve the file as usual. It sees every request
 * (`path`, and the time it came, in ms since the server started) in order.
 */
export type Answering = (path: string, at: number) => Answer | null;

export interface ServeOptions {
  /** The port to listen on; a free one by default. */
  port?: number;
  /** The address to listen on: 127.0.0.1 by default, null for every interface. */
  host?: string | null;
  /** Headers on every answer but a 404 (a content security policy, CORS). */
  headers?: Record<string, string>;
  answering?: Answering;
}

/**
 * Serves `routes` (`{ '/page.html': file, '/board/': folder }`), a folder's index.html for the
 * folder itself, and nothing else.
 */
export declare function serveFiles(
  routes: Record<string, string>,
  options?: ServeOptions,
): Promise<Served>;
