// A race room's page (/race/<id>/, one built page for every room: server/pages/race-pages.ts).
// It looks the room up; a player not seated yet gives a name if they have none of their own,
// then takes a seat; then the room's socket (race-link.ts) brings the room as it changes. The
// lobby lists the racers, shares the link and lets the host start; the countdown runs by the
// server's clock; the board shows the puzzle at the start (given as a puzzle, so its save, kept
// under the puzzle itself, brings the player's marks back after a reload), and its progress and
// solve go to the room. Every racer's progress stays in view above the board; finishes are said
// as they come; the results end it. A dropped line is opened again (the progress resent), and
// says so meanwhile.
import '@galaxies/board/define/galaxies-board.js';
import type { ProgressDetail, SolvedDetail } from '@galaxies/board';
import { render } from 'lit';
import { api, ApiFailure } from '../api.js';
import { startPage } from '../layout.js';
import { needsName } from '../publish-ask.js';
import { liveUrl, RaceLink, type LinkState } from '../race-link.js';
import {
  clockOffset,
  newFinishes,
  roomIdOf,
  secondsLeft,
  secondsToStart,
  withProgress,
  youIn,
} from '../race-room.js';
import {
  roomErrorView,
  roomLoadingView,
  roomNameView,
  roomView,
  type RoomShown,
} from '../views/race-view.js';
import { say } from '../../shared/words/say.js';
import {
  CLOSE,
  percentOf,
  RACE_ID_RE,
  RACERS_MAX,
  type RaceMessage,
  type RaceNews,
  type RaceRoom,
} from '../../shared/race.js';
import '../race.css';

/** How often progress may go to the room (the latest is sent when the wait is over). */
const PROGRESS_EVERY_MS = 250;

await startPage('race');
const page = document.querySelector<HTMLElement>('#page')!;
const id = roomIdOf(location.pathname) ?? '';

let room: RaceRoom | null = null;
let link: RaceLink | null = null;
/** The server's clock ahead of this page's, in ms. */
let offset = 0;
let status = '';
let news = '';
let copied = '';
let puzzle: RoomShown['puzzle'] = null;
/** What the room must hear again after a drop: the latest progress, a finish not yet sent. */
let progress: { settled: number; cells: number } | null = null;
let sentProgressAt = 0;
let progressTimer: ReturnType<typeof setTimeout> | null = null;
let finish: RaceMessage | null = null;
let ticker: ReturnType<typeof setInterval> | null = null;
/** The page says why it can't go on: nothing draws over that. */
let failed = false;

function draw(): void {
  if (!room || failed) return;
  const now = Date.now();
  const shown: RoomShown = {
    room,
    link: `${location.origin}/race/${id}/`,
    countdown: room.state === 'countdown' ? secondsToStart(room, offset, now) : null,
    timeLeft: room.state === 'racing' ? secondsLeft(room, offset, now) : null,
    status,
    news,
    copied,
    puzzle,
  };
  render(roomView(shown, { start, leave, copy }), page);
}

/**
 * The room can't be shown or joined: why, in words, with the way to start one (and to try again,
 * `retry`, when the connection may be to blame).
 */
function fail(message: string, retry = false): void {
  failed = true;
  stopTicking();
  link?.close();
  render(roomErrorView(message, room, retry ? () => location.reload() : null), page);
}

/** Says `text` in the live region. */
function tell(text: string): void {
  news = text;
}

// The clock: the countdown and the time left drawn a few times a second while they run.
function tickWhileRunning(): void {
  const running = room?.state === 'countdown' || room?.state === 'racing';
  if (running && ticker === null) ticker = setInterval(draw, 250);
  if (!running) stopTicking();
}
function stopTicking(): void {
  if (ticker !== null) clearInterval(ticker);
  ticker = null;
}

/** A new room from the server: what changed said, then drawn. */
function heard(next: RaceRoom): void {
  const before = room;
  offset = clockOffset(next, Date.now());
  room = next;
  // A finish the room has taken is not sent again after a drop.
  if (youIn(next)?.finish) finish = null;
  if (next.puzzle && (!puzzle || before?.puzzle?.code !== next.puzzle.code)) {
    const { w, h, dots } = next.puzzle;
    puzzle = { w, h, dots };
  }
  const w = say.race;
  const said: string[] = [];
  if (next.state === 'countdown' && before?.state !== 'countdown') {
    said.push(w.startsIn(secondsToStart(next, offset, Date.now()) ?? 3));
  }
  if (next.state === 'racing' && before?.state === 'countdown') said.push(w.go);
  if (next.state === 'waiting' && before) {
    const had = new Set(before.racers.map((r) => r.seat));
    for (const racer of next.racers) if (!had.has(racer.seat)) said.push(w.joined(racer.name));
  }
  // Finishes as they come (a page opened late hears none of the earlier ones).
  for (const racer of before ? newFinishes(before, next) : []) {
    if (racer.you) said.push(w.youFinished(racer.place!, racer.finish!.seconds));
    else said.push(w.finished(racer.name, racer.place!, racer.finish!.seconds));
  }
  if (next.state === 'done' && before && before.state !== 'done') said.push(w.over);
  if (said.length) tell(said.join(' '));
  tickWhileRunning();
  draw();
  // The host's Start went with the lobby: focus, lost with it, goes to the title.
  const lost = !document.activeElement || document.activeElement === document.body;
  if (lost && before && before.state !== next.state && next.state !== 'done') {
    page.querySelector<HTMLElement>('#race-heading')?.focus();
  }
  if (next.state === 'done') {
    // The results are final: the line is not needed any more.
    link?.close();
    if (before?.state !== 'done') page.querySelector<HTMLElement>('#results-heading')?.focus();
  }
}

function onNews(message: RaceNews): void {
  if (message.type === 'room') return heard(message.room);
  if (message.type === 'progress') {
    if (!room) return;
    room = withProgress(room, message.seat, message.progress);
    return draw();
  }
  // The room did not take the answer: the board stays as it is, to be put right (the status
  // line, a live region, says so).
  finish = null;
  status = say.race.refusedFinish;
  draw();
}

function onState(state: LinkState, code?: number): void {
  const w = say.race;
  if (state === 'reconnecting') status = w.reconnecting;
  else if (state === 'open') status = status === w.reconnecting ? w.reconnected : '';
  else if (state === 'closed' && code !== undefined && code !== 1000) {
    return fail(code === CLOSE.notARacer ? w.errors.notARacer! : w.errors.refused!);
  }
  draw();
}

/** The line is open: what the room must know of this page goes again. */
function onOpened(again: boolean): void {
  if (progress) sendProgress(true);
  if (finish) link?.send(finish);
  if (!again) return;
  // "Back in the race." for a moment, then the line says nothing again.
  setTimeout(() => {
    if (status !== say.race.reconnected) return;
    status = '';
    draw();
  }, 3000);
}

function connect(): void {
  link = new RaceLink(liveUrl(location, id), {
    news: onNews,
    state: onState,
    opened: onOpened,
  });
  addEventListener('online', () => link?.retryNow());
}

/** Sends the latest progress, at most every PROGRESS_EVERY_MS (`now`: whatever the wait). */
function sendProgress(now = false): void {
  if (!progress || room?.state !== 'racing') return;
  const wait = sentProgressAt + PROGRESS_EVERY_MS - Date.now();
  if (!now && wait > 0) {
    progressTimer ??= setTimeout(() => {
      progressTimer = null;
      sendProgress();
    }, wait);
    return;
  }
  if (link?.send({ type: 'progress', ...progress })) sentProgressAt = Date.now();
}

// The board's news: progress as it changes, and the solve, which is the finish.
page.addEventListener('galaxies-progress', (event: CustomEvent<ProgressDetail>) => {
  const { settled, cells } = event.detail;
  progress = { settled, cells };
  // The room passes a racer's progress to the others only: this page shows its own.
  const you = room && youIn(room);
  if (room && you && !you.finish && room.state === 'racing') {
    room = withProgress(room, you.seat, percentOf(settled, cells));
    draw();
  }
  if (status === say.race.refusedFinish) {
    status = '';
    draw();
  }
  sendProgress();
});
page.addEventListener('galaxies-solved', (event: CustomEvent<SolvedDetail>) => {
  if (room?.state !== 'racing' || youIn(room)?.finish) return;
  finish = { type: 'finish', answer: event.detail.answer, hints: event.detail.hints };
  progress = { settled: event.detail.answer.length, cells: event.detail.answer.length };
  link?.send(finish);
});

function start(): void {
  link?.send({ type: 'start' });
}

function leave(): void {
  link?.send({ type: 'leave' });
  link?.close();
  location.assign('/race/');
}

async function copy(): Promise<void> {
  const w = say.race;
  try {
    await navigator.clipboard.writeText(`${location.origin}/race/${id}/`);
    copied = w.copied;
  } catch {
    page.querySelector<HTMLInputElement>('#race-link')?.select();
    copied = w.copyFailed;
  }
  draw();
}

/** Why a room can't be joined, from its state. */
function refusalOf(shown: RaceRoom): string | null {
  if (shown.state !== 'waiting') return say.race.errors.started!;
  if (shown.racers.length >= RACERS_MAX) return say.race.errors.full!;
  return null;
}

/**
 * Takes a seat (a name first, when `name` is given), then opens the line. Gives why the name was
 * not taken, for its form to say (null once the page has moved on: in the room, or refused).
 */
async function join(name: string | null): Promise<string | null> {
  if (name !== null) {
    try {
      await api.rename(name);
    } catch (error) {
      return error instanceof ApiFailure ? error.message : say.race.errors.other!;
    }
  }
  let joined: RaceRoom;
  try {
    joined = await api.joinRace(id);
  } catch (error) {
    const status = error instanceof ApiFailure ? error.status : 0;
    if (status === 404) fail(say.race.errors.none!);
    else if (status === 409) {
      const now = await api.race(id).catch(() => null);
      fail((now && refusalOf(now)) ?? say.race.errors.full!);
    } else fail(say.race.errors.other!, true);
    return null;
  }
  connect();
  heard(joined);
  return null;
}

/** Asks for the name to race under, then joins. */
function askName(shown: RaceRoom): void {
  let joining = false;
  let said = '';
  const drawForm = () =>
    render(
      roomNameView(shown, joining, said, (event) => {
        event.preventDefault();
        if (joining) return;
        const name = String(new FormData(event.currentTarget as HTMLFormElement).get('name') ?? '');
        joining = true;
        said = '';
        drawForm();
        void join(name.trim()).then((refused) => {
          if (refused === null) return;
          joining = false;
          said = refused;
          drawForm();
        });
      }),
      page,
    );
  drawForm();
  page.querySelector<HTMLInputElement>('#race-name')?.focus();
}

async function open(): Promise<void> {
  render(roomLoadingView(), page);
  if (!RACE_ID_RE.test(id)) return fail(say.race.errors.none!);
  let found: RaceRoom;
  try {
    found = await api.race(id);
  } catch (error) {
    const missing = error instanceof ApiFailure && error.status === 404;
    return fail(missing ? say.race.errors.none! : say.race.errors.other!, !missing);
  }
  document.title = `${say.race.roomHeading(found.size, found.level)} · Galaxies`;
  // Seated already (a reload, a return): straight back in.
  if (youIn(found)) {
    connect();
    return heard(found);
  }
  const refusal = refusalOf(found);
  room = found;
  if (refusal) return fail(refusal);
  const me = await api.me().catch(() => null);
  if (needsName(me)) return askName(found);
  await join(null);
}

await open();
