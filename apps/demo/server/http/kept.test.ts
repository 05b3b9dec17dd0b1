// Answers kept for a second: made once for a crowd, dropped by a write, and with `giveDropped`
// still given to other askers while made again, never to the writer; a failed making not kept.
import { describe, expect, it } from 'vitest';
import { Kept } from './kept.js';

/** A making that counts its calls and answers with the count once released. */
function maker() {
  let calls = 0;
  const releases: (() => void)[] = [];
  const make = () => {
    const n = ++calls;
    return new Promise<number>((resolve) => releases.push(() => resolve(n)));
  };
  return { make, calls: () => calls, release: () => releases.splice(0).forEach((r) => r()) };
}

describe('kept answers', () => {
  it('makes an answer once for every ask meanwhile, and again after its second or a drop', async () => {
    let now = 0;
    const kept = new Kept<number>(() => now);
    const m = maker();
    const asks = [kept.get('a', m.make), kept.get('a', m.make)];
    m.release();
    expect(await Promise.all(asks)).toEqual([1, 1]);
    now = 1000;
    const later = kept.get('a', m.make);
    m.release();
    expect(await later).toBe(2);
    kept.drop('a');
    const dropped = kept.get('a', m.make);
    m.release();
    expect(await dropped).toBe(3);
  });

  it('gives a dropped answer to others while it is made again, and waits for it for the writer', async () => {
    const kept = new Kept<number>(() => 0, 1000, 4096, true);
    const m = maker();
    const first = kept.get('a', m.make);
    m.release();
    expect(await first).toBe(1);
    kept.drop();
    const since = kept.drops;
    // Another asker: the answer as it was, at once, and one making started for everyone.
    expect(await kept.get('a', m.make)).toBe(1);
    expect(await kept.get('a', m.make)).toBe(1);
    expect(m.calls()).toBe(2);
    // The writer waits for the making that began after their write.
    const writer = kept.get('a', m.make, since);
    m.release();
    expect(await writer).toBe(2);
    expect(await kept.get('a', m.make)).toBe(2);
    expect(m.calls()).toBe(2);
  });

  it('keeps no answer whose making failed', async () => {
    const kept = new Kept<number>(() => 0);
    await expect(kept.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('a', () => Promise.resolve(7))).toBe(7);
  });
});
