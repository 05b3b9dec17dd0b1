// Where `npm test`'s time goes: each step of the bootstrap (install, Chromium, the fonts, the
// PostgreSQL server) and each turbo phase with every task in it, read from turbo's own run
// summary (`--summarize`), printed as one table at the end of the run. Tasks of a phase run side
// by side, so a phase takes as long as its longest chain, not the sum of its tasks.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The turbo run summaries written since `since` (ms), oldest first. */
function summariesSince(root, since) {
  const dir = join(root, '.turbo', 'runs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => path.endsWith('.json') && statSync(path).mtimeMs >= since)
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs);
}

/** Each task of the turbo runs written since `since`: its id, seconds, and whether cached. */
export function turboTasks(root, since) {
  const tasks = [];
  for (const path of summariesSince(root, since)) {
    let summary;
    try {
      summary = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      continue;
    }
    for (const task of summary.tasks ?? []) {
      const { startTime, endTime } = task.execution ?? {};
      if (typeof startTime !== 'number' || typeof endTime !== 'number') continue;
      const cached = task.cache?.status === 'HIT';
      tasks.push({ id: task.taskId, seconds: (endTime - startTime) / 1000, cached });
    }
  }
  return tasks;
}

/** Keeps the steps of one run and prints them. */
export class Timings {
  /** @type {{ step: string, seconds: number, tasks?: ReturnType<typeof turboTasks> }[]} */
  steps = [];

  constructor(root) {
    this.root = root;
    // Summaries of earlier runs would be read as this one's.
    rmSync(join(root, '.turbo', 'runs'), { recursive: true, force: true });
  }

  /** Runs `body`, kept as `step` with the turbo tasks it ran; returns what `body` returned. */
  async time(step, body) {
    const started = Date.now();
    try {
      return await body();
    } finally {
      const seconds = (Date.now() - started) / 1000;
      this.steps.push({ step, seconds, tasks: turboTasks(this.root, started) });
    }
  }

  /** The table: each step's seconds, each task's under it, slowest first. */
  table() {
    const lines = ['| step or task | seconds |', '| --- | ---: |'];
    for (const { step, seconds, tasks = [] } of this.steps) {
      lines.push(`| **${step}** | **${seconds.toFixed(0)}** |`);
      for (const task of [...tasks].sort((a, b) => b.seconds - a.seconds)) {
        const note = task.cached ? ' (cached)' : '';
        lines.push(`| ${task.id}${note} | ${task.seconds.toFixed(0)} |`);
      }
    }
    return lines.join('\n');
  }
}
