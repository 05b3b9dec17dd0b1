import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clockOf } from './clock.js';

describe('clockOf', () => {
  const dir = mkdtempSync(join(tmpdir(), 'galaxies-clock-'));
  const file = join(dir, 'offset');
  afterEach(() => rmSync(file, { force: true }));

  it('is the machine’s clock with no file named, or none written yet', () => {
    for (const clock of [clockOf(undefined), clockOf(file)]) {
      expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
    }
  });

  it('moves on by the seconds in the file, read afresh each time', () => {
    const clock = clockOf(file);
    writeFileSync(file, String(3 * 86_400));
    expect(clock().getTime() - Date.now()).toBeGreaterThan(3 * 86_400_000 - 1000);
    writeFileSync(file, 'not a number');
    expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1000);
  });
});
