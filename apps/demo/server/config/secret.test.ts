import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecret, SECRET_FILE } from './secret.js';

describe('the server secret', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'galaxies-secret-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('comes from GALAXIES_SECRET when set, writing nothing', () => {
    expect(loadSecret(dir, 'a-secret-of-enough-length')).toBe('a-secret-of-enough-length');
    expect(() => statSync(join(dir, SECRET_FILE))).toThrow();
  });

  it('refuses a short GALAXIES_SECRET', () => {
    expect(() => loadSecret(dir, 'short')).toThrow(/too short/);
  });

  it('is made once in the data folder with mode 0600, then kept', () => {
    const made = loadSecret(join(dir, 'data'), undefined);
    expect(made.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'data', SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'data')).mode & 0o777).toBe(0o700);
    expect(loadSecret(join(dir, 'data'), undefined)).toBe(made);
  });

  it('says what to do when the kept file is unusable', () => {
    writeFileSync(join(dir, SECRET_FILE), 'x\n');
    expect(() => loadSecret(dir, undefined)).toThrow(/remove it/);
  });
});
