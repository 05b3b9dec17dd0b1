import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openStore, SQLITE_FILE } from './open.js';

describe('SQLite’s files', () => {
  it('live in a folder of mode 0700, the database and its WAL of mode 0600', async () => {
    const root = mkdtempSync(join(tmpdir(), 'galaxies-private-'));
    const dataDir = join(root, 'data');
    try {
      const store = await openStore({ dataDir, databaseUrl: undefined });
      await store.db
        .insertInto('players')
        .values({
          id: 'p',
          name: null,
          created_at: '2026-12-01T00:00:00Z',
          rating: 1500,
          rd: 350,
          volatility: 0.06,
          games: 0,
          rated_day: null,
          rated_days: 0,
        })
        .execute();
      const mode = (file: string) => statSync(join(dataDir, file)).mode & 0o777;
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(mode(SQLITE_FILE)).toBe(0o600);
      expect(mode(`${SQLITE_FILE}-wal`)).toBe(0o600);
      await store.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
