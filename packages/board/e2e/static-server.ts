// A tiny static file server for the end-to-end tests and the bench: serves the package folder
// (examples/, e2e/pages/ and dist/) on a free loopback port, nothing outside it. Like a CDN it
// lets any origin load its files (CORS); a test may add headers (a content security policy), and
// may answer a path itself instead (a failure: 404, 429 with retry-after, 500), seeing every
// request in order.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

export interface Served {
  url: string;
  close(): Promise<void>;
}

/** A test's own answer to a request: a status and headers, with a short body. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
}

/**
 * Answers a request itself, or returns null to serve the file as usual. It sees every request
 * (`path`, and the time it came, in ms since the server started) in order.
 */
export type Answering = (path: string, at: number) => Answer | null;

/** Serves `root` at http://127.0.0.1:<port>/ until `close`, with `headers` on every answer. */
export async function serve(
  root: string,
  headers: Record<string, string> = {},
  answering: Answering = () => null,
): Promise<Served> {
  const base = resolve(root);
  const started = Date.now();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const own = answering(path, Date.now() - started);
    if (own) {
      res.writeHead(own.status, { 'content-type': 'text/plain', ...headers, ...own.headers });
      res.end(`Answered ${own.status} by the test`);
      return;
    }
    const file = normalize(join(base, path));
    let ok = file.startsWith(base + sep);
    try {
      ok = ok && statSync(file).isFile();
    } catch {
      ok = false;
    }
    if (!ok) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      ...headers,
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
