import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayTimer } from './timer.js';

describe('PlayTimer', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('counts seconds and ticks about once a second', () => {
    const ticks: number[] = [];
    const timer = new PlayTimer((s) => ticks.push(s));
    timer.start();
    vi.advanceTimersByTime(3000);
    expect(timer.seconds).toBe(3);
    expect(ticks).toEqual([1, 2, 3]);
  });

  it('pauses while the page is hidden', () => {
    const timer = new PlayTimer();
    timer.start();
    vi.advanceTimersByTime(2000);
    timer.setHidden(true);
    vi.advanceTimersByTime(60_000);
    expect(timer.seconds).toBe(2);
    timer.setHidden(false);
    vi.advanceTimersByTime(1000);
    expect(timer.seconds).toBe(3);
  });

  it('waits while held (something over the game), hidden or not', () => {
    const timer = new PlayTimer();
    timer.start();
    timer.setHeld(true);
    vi.advanceTimersByTime(5000);
    expect([timer.seconds, timer.running]).toEqual([0, false]);
    timer.setHidden(true);
    timer.setHeld(false);
    vi.advanceTimersByTime(5000);
    expect(timer.seconds).toBe(0); // still hidden
    timer.setHidden(false);
    vi.advanceTimersByTime(2000);
    expect(timer.seconds).toBe(2);
  });

  it('stops once solved', () => {
    const timer = new PlayTimer();
    timer.start(40);
    vi.advanceTimersByTime(2500);
    timer.stop();
    vi.advanceTimersByTime(10_000);
    expect(timer.seconds).toBe(42);
    expect(timer.running).toBe(false);
  });

  it('resumes from a saved time', () => {
    const timer = new PlayTimer();
    timer.start(3599);
    vi.advanceTimersByTime(1000);
    expect(timer.seconds).toBe(3600);
  });
});
