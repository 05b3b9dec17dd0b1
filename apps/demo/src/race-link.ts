// A racer's line to a race room: the room's socket (`/api/galaxies/races/<id>/live`, same origin,
// the player's cookie saying who they are), each message the server sends handed on as it comes,
// and opened again when it drops: after 1 s, then twice as long each time up to 30 s (a little
// less or more, so a room's racers don't all come back at once), or at once when the browser is
// back online. A close that is the server's refusal (shared/race.ts CLOSE: malformed, another
// site's page, not a racer, too big, too fast), or the end of the race, is final. Pure but for
// the socket and the timers it is given, so it is tested without a network.
import { CLOSE, type RaceMessage, type RaceNews } from '../shared/race.js';

/** Close codes after which the line is not opened again: the server refused this page. */
export const REFUSALS: ReadonlySet<number> = new Set([
  CLOSE.malformed,
  CLOSE.origin,
  CLOSE.notARacer,
  CLOSE.tooBig,
  CLOSE.tooFast,
]);

/** The longest wait before trying again, in ms. */
export const BACKOFF_MAX_MS = 30_000;
const BACKOFF_FIRST_MS = 1000;

/** The wait before try `attempt` (0 the first after a drop), in ms: doubling, jittered ±20%. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(attempt, 10));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (0.8 + 0.4 * random())));
}

/** The socket's address for room `id`: ws: or wss: as the page's own protocol. */
export function liveUrl(location: { protocol: string; host: string }, id: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/galaxies/races/${encodeURIComponent(id)}/live`;
}

/** How the line stands: opening the first time, open, waiting to try again, or shut for good. */
export type LinkState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The socket as the line uses it (a browser's WebSocket, or a test's stand-in). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export interface LinkHooks {
  /** Each message the server sends. */
  news: (news: RaceNews) => void;
  /** The line's state as it changes; `closed` carries the close's code (a refusal's, or 1000). */
  state: (state: LinkState, code?: number) => void;
  /** The socket is open (the first time and after every return): resend what the room must know. */
  opened: (again: boolean) => void;
}

export interface LinkTools {
  socket: (url: string) => SocketLike;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
  random: () => number;
}

const OPEN = 1;

export class RaceLink {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private timer: unknown = null;
  private shut = false;
  private everOpen = false;

  constructor(
    private readonly url: string,
    private readonly hooks: LinkHooks,
    private readonly tools: LinkTools = {
      socket: (url) => new WebSocket(url),
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      random: Math.random,
    },
  ) {
    this.open();
  }

  /** Whether a message sent now would go. */
  get isOpen(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sends `message` when the line is open; false when it is not (the caller keeps it). */
  send(message: RaceMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Tries again now, if the line is waiting to (the browser is back online, say). */
  retryNow(): void {
    if (this.shut || this.timer === null) return;
    this.tools.clearTimeout(this.timer);
    this.timer = null;
    this.open();
  }

  /** Shuts the line for good (the race is over, or the racer left), `code` saying why. */
  close(code = 1000): void {
    if (this.shut) return;
    this.shut = true;
    if (this.timer !== null) this.tools.clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close(1000);
    }
    this.hooks.state('closed', code);
  }

  private open(): void {
    this.hooks.state(this.everOpen ? 'reconnecting' : 'connecting');
    const socket = this.tools.socket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      const again = this.everOpen;
      this.everOpen = true;
      this.attempt = 0;
      this.hooks.state('open');
      this.hooks.opened(again);
    };
    socket.onmessage = (event) => {
      if (socket !== this.socket) return;
      let news: RaceNews;
      try {
        news = JSON.parse(String(event.data)) as RaceNews;
      } catch {
        return;
      }
      this.hooks.news(news);
    };
    socket.onclose = (event) => {
      if (socket !== this.socket || this.shut) return;
      this.socket = null;
      if (REFUSALS.has(event.code) || event.code === 1000) {
        this.shut = true;
        this.hooks.state('closed', event.code);
        return;
      }
      this.hooks.state('reconnecting');
      this.timer = this.tools.setTimeout(
        () => {
          this.timer = null;
          this.open();
        },
        backoffMs(this.attempt++, this.tools.random),
      );
    };
  }
}
