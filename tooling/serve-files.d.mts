// Types for serve-files.mjs.
export interface Served {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Every path asked for, in order. */
  asked: string[];
  close(): Promise<void>;
}

/** Serves `routes` (`{ '/page.html': file, '/board/': folder }`) on 127.0.0.1. */
export declare function serveFiles(routes: Record<string, string>): Promise<Served>;
