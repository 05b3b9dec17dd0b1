// Reads at a number of keep-alive connections, as fast as they are answered, for some seconds:
// each connection asks for the given paths in turn (starting at its own), from one loopback
// address (the bench lifts the server's per-address limit). What they came to: answers a second,
// p50 and p99 of the 200s, everything else counted as an error, and the server's CPU meanwhile.
import { Agent } from 'node:http';
import { percentile, send } from './http.js';
import { cpuSeconds } from './process.js';

/** A server to read from: its port, and its process for its CPU time. */
export interface Target {
  port: number;
  pid: number | undefined;
}

export interface Reads {
  answered: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server's CPU seconds over the reads, or null where /proc is not there. */
  cpu: number | null;
}

export async function readFor(
  target: Target,
  paths: readonly string[],
  connections: number,
  seconds: number,
): Promise<Reads> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const ms: number[] = [];
  let errors = 0;
  const cpuBefore = cpuSeconds(target.pid);
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, k) => {
      for (let n = k; performance.now() < until; n++) {
        const answer = await send({
          port: target.port,
          from: '127.0.0.1',
          method: 'GET',
          path: paths[n % paths.length]!,
          agent,
          keepBody: false,
        }).catch(() => null);
        if (answer?.status === 200) ms.push(answer.ms);
        else errors++;
      }
    }),
  );
  const took = (performance.now() - t0) / 1000;
  const cpuAfter = cpuSeconds(target.pid);
  agent.destroy();
  ms.sort((a, b) => a - b);
  return {
    answered: ms.length,
    perSecond: ms.length / took,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    errors,
    cpu: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
  };
}

/** The middle of `values` (the upper middle when even), as the benches take their rounds'. */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
