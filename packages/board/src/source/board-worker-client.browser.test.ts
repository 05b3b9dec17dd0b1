// The page's side of the worker: a worker that never answered (its file left behind by the
// page's bundler) is started again from the worker's text, which takes the newest ask.
import { describe, expect, it } from 'vitest';
import { WorkerJobs, type SpawnWorker } from './board-worker-client.js';
import type { BoardAnswer } from './board-worker.js';

const missing: SpawnWorker = () =>
  new Worker(new URL('./no-such-worker.js', import.meta.url), { type: 'module' });

/** A worker that answers each ask with its puzzle's width as the verdict, from a blob: URL. */
const echo = URL.createObjectURL(
  new Blob(['onmessage = (e) => postMessage({ seq: e.data.seq, verdict: e.data.job.judge.w });'], {
    type: 'text/javascript',
  }),
);

const judge = (w: number) => ({ judge: { w, h: 1, dots: [] } });

describe('WorkerJobs', () => {
  it('starts a worker that failed to load again from its text, which takes the newest ask', async () => {
    const answers: BoardAnswer[] = [];
    const reasons: string[] = [];
    let fetched = 0;
    const jobs = new WorkerJobs(
      (answer) => answers.push(answer),
      (reason) => reasons.push(reason),
      missing,
      async () => {
        fetched++;
        return () => new Worker(echo, { type: 'module' });
      },
    );
    jobs.ask(judge(3));
    jobs.ask(judge(5)); // asked again before the first worker failed: only the newest counts
    await expect.poll(() => answers.length).toBe(1);
    expect(answers[0]).toEqual({ seq: 2, verdict: 5 });
    jobs.ask(judge(7)); // later asks go to a worker from the text straight away
    await expect.poll(() => answers.length).toBe(2);
    expect(answers[1]).toEqual({ seq: 3, verdict: 7 });
    expect(fetched).toBe(1);
    expect(reasons).toEqual([]);
    jobs.stop();
  });

  it('says why once when there is no text either', async () => {
    const reasons: string[] = [];
    const jobs = new WorkerJobs(
      () => {},
      (reason) => reasons.push(reason),
      missing,
      async () => null,
    );
    jobs.ask(judge(3));
    await expect.poll(() => reasons.length).toBe(1);
    expect(reasons[0]).toMatch(/did not load/);
    expect(jobs.working).toBe(false);
  });
});
