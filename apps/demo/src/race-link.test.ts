// A racer's line to the room: the socket's address by the page's protocol, the waits before
// trying again (doubling to 30 s, jittered), and the line itself against a stand-in socket:
// news handed on, messages sent only while open, opened again after a drop with the return told,
// and shut for good by a refusal or by the page.
import { describe, expect, it } from 'vitest';
import { CLOSE, type RaceNews } from '../shared/race.js';
import {
  BACKOFF_MAX_MS,
  backoffMs,
  liveUrl,
  RaceLink,
  type LinkState,
  type SocketLike,
} from './race-link.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  hear(news: RaceNews) {
    this.onmessage?.({ data: JSON.stringify(news) } as MessageEvent);
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

function line() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const states: (LinkState | `closed ${number}`)[] = [];
  const heard: RaceNews[] = [];
  const opened: boolean[] = [];
  const link = new RaceLink(
    'ws://here/api/galaxies/races/abc/live',
    {
      news: (n) => heard.push(n),
      state: (s, code) => states.push(code === undefined ? s : `closed ${code}`),
      opened: (again) => opened.push(again),
    },
    {
      socket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      setTimeout: (run, ms) => timers.push({ run, ms }),
      clearTimeout: () => {},
      random: () => 0.5,
    },
  );
  return { link, sockets, timers, states, heard, opened };
}

describe('a race’s line', () => {
  it('is ws: or wss: as the page is', () => {
    expect(liveUrl({ protocol: 'http:', host: 'localhost:4174' }, 'abc')).toBe(
      'ws://localhost:4174/api/galaxies/races/abc/live',
    );
    expect(liveUrl({ protocol: 'https:', host: 'galaxies.example' }, 'abc')).toBe(
      'wss://galaxies.example/api/galaxies/races/abc/live',
    );
  });

  it('waits twice as long after each failed try, never more than 30 s', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 20].map((n) => backoffMs(n, () => 0.5));
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffMs(3, () => 0)).toBe(6400);
    expect(backoffMs(10, () => 0.999)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
  });

  it('hands on the news, sends only while open, and comes back after a drop', () => {
    const { link, sockets, timers, states, heard, opened } = line();
    expect(link.send({ type: 'start' })).toBe(false);
    sockets[0]!.open();
    expect(link.send({ type: 'progress', settled: 3, cells: 49 })).toBe(true);
    expect(sockets[0]!.sent).toEqual(['{"type":"progress","settled":3,"cells":49}']);
    sockets[0]!.hear({ type: 'progress', seat: 2, progress: 40 });
    expect(heard).toEqual([{ type: 'progress', seat: 2, progress: 40 }]);
    sockets[0]!.drop(1006);
    expect(link.isOpen).toBe(false);
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.run();
    sockets[1]!.drop(CLOSE.silent); // no answer to the heartbeat: tried again, later
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
    timers[1]!.run();
    sockets[2]!.open();
    expect(states).toEqual([
      'connecting',
      'open',
      'reconnecting',
      'reconnecting',
      'reconnecting',
      'reconnecting',
      'open',
    ]);
    expect(opened).toEqual([false, true]);
    // Back to the first wait after a return.
    sockets[2]!.drop(1011);
    expect(timers.at(-1)!.ms).toBe(1000);
  });

  it('stays shut after the server refuses the page, or once the page closes it', () => {
    for (const code of [CLOSE.notARacer, CLOSE.malformed, CLOSE.tooFast, CLOSE.tooBig, 1000]) {
      const { sockets, timers, states } = line();
      sockets[0]!.open();
      sockets[0]!.drop(code);
      expect(timers).toEqual([]);
      expect(states.at(-1)).toBe(`closed ${code}`);
    }
    const { link, sockets, timers } = line();
    sockets[0]!.open();
    link.close();
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(link.send({ type: 'leave' })).toBe(false);
    expect(timers).toEqual([]);
  });
});
