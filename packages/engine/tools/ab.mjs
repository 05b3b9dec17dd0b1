// A/B timing of two builds of the engine on this machine. Two workers (each its own heap and
// compiled code, as a process of its own) hold both builds and take turns job by job, so a change
// in the machine's load hits both builds alike and each waits while the other works, as our side
// waits on the C reference in side-by-side.mjs. Which build goes first, and on which worker,
// cycles through all four ways (a worker may sit on a busier core: one build on one worker
// measured up to 20% apart from itself on the other). Times: generate() per code at
// each size, solve() of each of Tatham's puzzles by group (fresh puzzle objects), and the two
// biggest real puzzles. For a commit's before and after:
//   cp -r dist /tmp/engine-before   (on the commit before)   pnpm run build   (on the change)
//   node tools/ab.mjs /tmp/engine-before dist [--rounds 3] [--rows 'solve (7|10)x']
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const corpus = (name) =>
  readFileSync(new URL(`../../../../shared/corpus/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

if (!isMainThread) {
  // A worker: times what it is asked for with the build it is told.
  const engines = await Promise.all(workerData.engines.map((engine) => import(engine)));
  const puzzles = [...corpus('tatham-dev.jsonl'), ...corpus('real-puzzles.jsonl')];
  for (const engine of engines) {
    for (const size of [7, 10, 13]) for (let k = 0; k < 20; k++) engine.generate(`warm${k}`, size);
  }
  parentPort.on('message', (job) => {
    const engine = engines[job.build];
    const t = performance.now();
    if (job.size) engine.generate(job.code, job.size);
    else {
      const p = puzzles[job.puzzle];
      engine.solve({ w: p.w, h: p.h, dots: p.dots.map((d) => [...d]) });
    }
    parentPort.postMessage(performance.now() - t);
  });
  parentPort.postMessage('ready');
} else {
  const args = process.argv.slice(2);
  const option = (name, fallback) =>
    args.includes(name) ? args[args.indexOf(name) + 1] : fallback;
  const rounds = Number(option('--rounds', 3));
  const only = new RegExp(option('--rows', '.'));
  const [before, after] = args.filter(
    (a, k) => !a.startsWith('--') && !args[k - 1]?.startsWith('--'),
  );
  if (!before || !after) throw new Error('usage: node tools/ab.mjs <dist before> <dist after>');
  const engines = [before, after].map((dir) => pathToFileURL(resolve(dir, 'index.js')).href);
  const start = () =>
    new Promise((ready) => {
      const worker = new Worker(new URL(import.meta.url), { workerData: { engines } });
      worker.once('message', () => ready(worker));
    });
  const workers = [await start(), await start()];
  const run = (worker, job) =>
    new Promise((done) => {
      worker.once('message', done);
      worker.postMessage(job);
    });

  // The jobs: codes a size, each Tatham puzzle, the two biggest real puzzles (without holes).
  const tatham = corpus('tatham-dev.jsonl');
  const reals = corpus('real-puzzles.jsonl')
    .map((p, k) => ({ ...p, puzzle: tatham.length + k }))
    .filter((p) => !p.holes)
    .sort((p, q) => q.w * q.h - p.w * p.h)
    .slice(0, 2);
  const jobs = [];
  for (const [size, n] of [
    [7, 100],
    [10, 100],
    [13, 25],
  ]) {
    for (let k = 0; k < n; k++)
      jobs.push({ row: `generate ${size}×${size}`, size, code: `ab${k}` });
  }
  tatham.forEach((p, puzzle) => jobs.push({ row: `solve ${p.params}`, puzzle }));
  for (const p of reals)
    for (let k = 0; k < 3; k++) jobs.push({ row: `solve real ${p.w}×${p.h}`, puzzle: p.puzzle });

  const chosen = jobs.filter((job) => only.test(job.row));
  const times = new Map();
  for (let round = 0; round < rounds; round++) {
    for (const [k, job] of chosen.entries()) {
      // The four ways: build first (before or after) × which worker runs the build before.
      const way = (k + 2 * round) % 4;
      const first = way & 1;
      const onWorker = [way >> 1, 1 - (way >> 1)];
      const got = times.get(job.row) ?? times.set(job.row, [[], [], []]).get(job.row);
      const ms = [];
      // Each round generates codes of its own (a code made again would be a different job).
      const asked = job.size ? { ...job, code: `${job.code}r${round}` } : job;
      for (const build of [first, 1 - first]) {
        ms[build] = await run(workers[onWorker[build]], { ...asked, build });
      }
      got[0].push(ms[0]);
      got[1].push(ms[1]);
      got[2].push(ms[1] / ms[0]);
    }
  }
  await Promise.all(workers.map((worker) => worker.terminate()));
  const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
  const show = (ms) => (ms < 1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`);
  console.log(
    `| ${'row'.padEnd(22)} | before median | after median | after/before (paired median) |`,
  );
  console.log(`|${'-'.repeat(24)}|---------------|--------------|------------------------------|`);
  for (const [row, [a, b, ratio]] of times) {
    console.log(
      `| ${row.padEnd(22)} | ${show(median(a)).padStart(13)} | ${show(median(b)).padStart(12)} | ${median(ratio).toFixed(2).padStart(28)} |`,
    );
  }
}
