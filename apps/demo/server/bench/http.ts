// The benches' clients: one HTTP request from a chosen loopback address (Linux routes all of
// 127/8 to loopback), so that per-address limits see each simulated player as a player of its
// own, asking as a browser does; the address of the k-th player; and percentiles of what was
// measured.
import { request as httpRequest, type Agent } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  body: string;
  /** The `name=value` of the answer's first set-cookie, if any. */
  cookie: string | null;
  ms: number;
}

export interface Sent {
  port: number;
  /** The loopback address the request comes from. */
  from: string;
  method: 'GET' | 'POST';
  path: string;
  payload?: object;
  cookie?: string | undefined;
  /** A keep-alive agent to reuse connections (bound to `from`), else a connection a request. */
  agent?: Agent;
  /** False: the body is read past, not kept (a reads bench measures the server, not itself). */
  keepBody?: boolean;
}

/** Sends one request; resolves with its answer (any status), rejects on a network error. */
export function send(sent: Sent): Promise<Answer> {
  const { port, from, method, path, payload, cookie, agent, keepBody = true } = sent;
  const t0 = performance.now();
  const body = payload ? JSON.stringify(payload) : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path,
        agent,
        headers: {
          // As a browser asks (Chromium's list): the server may answer compressed.
          'accept-encoding': 'gzip, deflate, br, zstd',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        if (keepBody) res.on('data', (chunk: Buffer) => chunks.push(chunk));
        else res.resume();
        res.on('end', () => {
          const set = res.headers['set-cookie']?.[0];
          const bytes = Buffer.concat(chunks);
          const gzipped = keepBody && res.headers['content-encoding'] === 'gzip';
          resolve({
            status: res.statusCode ?? 0,
            body: (gzipped ? gunzipSync(bytes) : bytes).toString('utf8'),
            cookie: set ? set.split(';')[0]! : null,
            ms: performance.now() - t0,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The loopback address of client `k` (0-based) of a bench's block `block`: 127.block.x.y. */
export function addressOf(k: number, block = 1): string {
  return `127.${block}.${Math.floor(k / 250)}.${(k % 250) + 1}`;
}

/** The `p`th percentile of ascending `sorted` (0 when empty). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
