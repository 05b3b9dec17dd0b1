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
      'Galaxies · Daily 7×7 · Friday, October 23\nSolved in 2:42\nhttps://example.org/d/1023',
    );
  });

  it('says how many hints were used, in the singular for one', () => {
    const info = { game: 'Galaxies', size: '7×7' };
    expect(shareText({ ...info, hints: 2 }, 250)).toBe(
      'Galaxies · 7×7\nSolved in 4:10 with 2 hints',
    );
    expect(shareText({ ...info, hints: 1 }, 250)).toBe(
      'Galaxies · 7×7\nSolved in 4:10 with 1 hint',
    );
  });

  it('says nothing of hints when none were used or the count is not a count', () => {
    const info = { game: 'Galaxies' };
    for (const hints of [0, undefined, -1, 1.5, Number.NaN]) {
      expect(shareText({ ...info, hints }, 250)).toBe('Galaxies\nSolved in 4:10');
    }
  });

  it('leaves out what the board does not give', () => {
    expect(shareText({ game: 'Demo' }, 3723)).toBe('Demo\nSolved in 1:02:03');
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
