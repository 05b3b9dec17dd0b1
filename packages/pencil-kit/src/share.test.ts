import { describe, expect, it, vi } from 'vitest';
import { share, shareMessage, shareText } from './share.js';

describe('shareText', () => {
  it('builds the head line, the time and the address', () => {
    const info = {
      game: 'Galaxies',
      mode: 'Daily',
      size: '7×7',
      date: 'Friday, October 23',
      url: 'https://example.org/d/1023',
    };
    expect(shareText(info, 162)).toBe(
      'Galaxies · Daily 7×7 · Friday, October 23\nSolved in 2:42\n🟦🟦🟦\nhttps://example.org/d/1023',
    );
  });

  it('says how many hints were used, in the singular for one', () => {
    const info = { game: 'Galaxies', size: '7×7' };
    expect(shareText({ ...info, hints: 2 }, 250)).toBe(
      'Galaxies · 7×7\nSolved in 4:10 with 2 hints\n🟦🟦🟦🟦🟦 💡💡',
    );
    expect(shareText({ ...info, hints: 1 }, 250)).toBe(
      'Galaxies · 7×7\nSolved in 4:10 with 1 hint\n🟦🟦🟦🟦🟦 💡',
    );
  });

  it('marks a solve with no hints, when the board counts them', () => {
    expect(shareText({ game: 'Galaxies', hints: 0 }, 59)).toBe(
      'Galaxies\nSolved in 0:59 · no hints\n🟦 ⭐',
    );
  });

  it('says nothing of hints when the count is not a count', () => {
    const info = { game: 'Galaxies' };
    for (const hints of [undefined, -1, 1.5, Number.NaN]) {
      expect(shareText({ ...info, hints }, 250)).toBe('Galaxies\nSolved in 4:10\n🟦🟦🟦🟦🟦');
    }
  });

  it('caps the marks, and shows that it did', () => {
    expect(shareText({ game: 'Demo', hints: 7 }, 3723)).toBe(
      'Demo\nSolved in 1:02:03 with 7 hints\n🟦🟦🟦🟦🟦🟦🟦🟦🟦🟦+ 💡💡💡💡💡+',
    );
  });

  it('never carries a picture of the grid: only the marks line is emoji', () => {
    const text = shareText({ game: 'Galaxies', mode: 'Daily', size: '13×13', hints: 0 }, 600);
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('🟦🟦🟦🟦🟦🟦🟦🟦🟦🟦 ⭐');
  });
});

describe('share', () => {
  it('uses the Web Share API where there is one', async () => {
    const nav = { share: vi.fn(async () => {}), clipboard: { writeText: vi.fn(async () => {}) } };
    expect(await share('hi', nav)).toBe('shared');
    expect(nav.share).toHaveBeenCalledWith({ text: 'hi' });
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard, and says which', async () => {
    const nav = { clipboard: { writeText: vi.fn(async () => {}) } };
    expect(await share('hi', nav)).toBe('copied');
    expect(nav.clipboard.writeText).toHaveBeenCalledWith('hi');
    expect(shareMessage('copied')).toBe('Copied to the clipboard.');
  });

  it('falls back when Web Share fails, but not when the player cancels', async () => {
    const writeText = vi.fn(async () => {});
    const failing = {
      share: async () => Promise.reject(new Error('no')),
      clipboard: { writeText },
    };
    expect(await share('hi', failing)).toBe('copied');
    const abort = new DOMException('closed', 'AbortError');
    const cancelled = { share: async () => Promise.reject(abort), clipboard: { writeText } };
    expect(await share('hi', cancelled)).toBe('cancelled');
  });

  it('never throws when nothing works', async () => {
    const nav = { clipboard: { writeText: () => Promise.reject(new Error('denied')) } };
    expect(await share('hi', nav)).toBe('failed');
    expect(await share('hi', {})).toBe('failed');
  });
});
