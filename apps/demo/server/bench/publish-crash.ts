// The publish crash check (`pnpm bench`, after the solves' crash check): the real server in a
// process of its own, 20 named players publishing 10 puzzles each (7×7s of one answer, made by
// the engine up front, every one its own) all at once; the server is killed with SIGKILL midway,
// started again on the same database, and every publish it acknowledged (201) must be there,
// read back through the API as a player would. On SQLite and on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from '@galaxies/engine';
import { startSite } from '@galaxies/tooling/site';
import { canonicalOf } from '../play/publish.js';
import { onBothDatabases } from './process.js';

const PLAYERS = 20;
const EACH = 10;

/** `count` distinct 7×7 puzzles of one answer (distinct up to turns and flips). */
function puzzles(count: number) {
  const made = new Map<string, { w: number; h: number; dots: unknown }>();
  for (let k = 0; made.size < count; k++) {
    const p = generate(`crash${k}`, 7, 'easy');
    made.set(canonicalOf(p), { w: p.w, h: p.h, dots: p.dots });
  }
  return [...made.values()];
}

async function run(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-publish-crash-'));
  const site = await startSite({ dataDir: dir, database: databaseUrl, limits: 'off' });
  const { url } = site;
  const cookies = await Promise.all(
    Array.from({ length: PLAYERS }, async (_, k) => {
      const res = await fetch(`${url}/api/me`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Author ${k}` }),
      });
      return res.headers.get('set-cookie')!.split(';')[0]!;
    }),
  );
  const made = puzzles(PLAYERS * EACH);
  const acknowledged: string[] = [];
  let failed = 0;
  let posted = 0;
  const load = Promise.all(
    cookies.map(async (cookie, p) => {
      for (let k = 0; k < EACH; k++) {
        try {
          const res = await fetch(`${url}/api/galaxies/puzzles`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify({ ...made[p * EACH + k], title: `No. ${p}.${k}` }),
          });
          const body = (await res.json()) as { id?: string };
          if (res.status === 201 && body.id) acknowledged.push(body.id);
          else failed++;
        } catch {
          failed++; // the server went away mid-request
        }
        posted++;
      }
    }),
  );
  while (posted < made.length / 2) await new Promise((resolve) => setTimeout(resolve, 5));
  site.child.kill('SIGKILL');
  await load;

  await site.restart();
  let lost = 0;
  for (const id of acknowledged) {
    const res = await fetch(`${url}/api/galaxies/puzzles/${id}`);
    if (res.status !== 200) lost++;
    await res.arrayBuffer();
  }
  await site.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(`\n${label}`);
  console.log('| publishes | acknowledged | not acknowledged | acknowledged and lost |');
  console.log('| --- | --- | --- | --- |');
  console.log(`| ${made.length} | ${acknowledged.length} | ${failed} | ${lost} |`);
  if (lost !== 0 || acknowledged.length === 0) {
    console.error(`${lost} acknowledged publishes lost (${acknowledged.length} acknowledged).`);
    return false;
  }
  return true;
}

if (!(await onBothDatabases('Publish crash check', run))) process.exitCode = 1;
