// Live races' templates: the page that explains races and opens a room (/race/), and a room's
// page (/race/<id>/) in each of its moments: the name to join under, the lobby with its share
// link, the countdown, the race (every racer's progress in a compact strip that stays in view
// above the board, the finishes said as they come) and the results. Drawn by the pages
// (pages/race.ts, pages/race-room.ts); each racer's bar is a `progressbar` named for them.
import { formatTime } from '@galaxies/pencil-kit';
import { html, nothing, type TemplateResult } from 'lit';
import { addressOf } from '../../shared/endless-address.js';
import { puzzlePicker } from '../../shared/views/puzzle-picker.js';
import { resultsOrder } from '../race-room.js';
import { say } from '../../shared/words/say.js';
import {
  HINT_PENALTY_SECONDS,
  RACERS_MAX,
  type Racer,
  type RacePuzzle,
  type RaceRoom,
} from '../../shared/race.js';
import type { Size } from '../../shared/sizes.js';

/** The longest name the server takes (as on the account page). */
const NAME_MAX = 24;

/** The race page's start form: the puzzle chosen, whether a name is asked, whether it posts. */
export interface StartShown {
  size: Size;
  level: string;
  /** Ask for a name first (the player has none of their own yet). */
  naming: boolean;
  opening: boolean;
  /** Why the last try failed ('' for none). */
  said: string;
}

/** /race/: what a race is, and a form to open one. */
export function raceIntroView(shown: StartShown, onStart: (event: SubmitEvent) => void) {
  const w = say.race;
  return html`<h1>${w.heading}</h1>
    <p class="lede">${w.lede}</p>
    <section class="race-rules" aria-labelledby="rules-heading">
      <h2 id="rules-heading">${w.rulesHeading}</h2>
      <ul>
        ${w.rules(RACERS_MAX, HINT_PENALTY_SECONDS).map((rule) => html`<li>${rule}</li>`)}
      </ul>
    </section>
    <section class="race-start" aria-labelledby="start-heading">
      <h2 id="start-heading">${w.startHeading}</h2>
      <p>${w.startLede}</p>
      <div class="picker">
        ${puzzlePicker(
          { size: shown.size, difficulty: shown.level },
          (size, difficulty) => `/race/?size=${size}&level=${difficulty}`,
        )}
      </div>
      <form class="race-start-form" @submit=${onStart}>
        <p class="race-chosen">${w.chosen(shown.size, shown.level)}</p>
        ${shown.naming ? nameField('race-name') : nothing}
        <button class="primary" type="submit" aria-disabled=${String(shown.opening)}>
          ${shown.opening ? w.opening : w.start}
        </button>
      </form>
      <p class="race-said" role="status" aria-live="polite">${shown.said}</p>
    </section>`;
}

/** The name field, with its hint. */
function nameField(id: string) {
  const w = say.race;
  return html`<label for=${id}>${w.name}</label>
    <input
      id=${id}
      name="name"
      required
      maxlength=${NAME_MAX}
      autocomplete="nickname"
      translate="no"
      aria-describedby=${`${id}-hint`}
    />
    <p id=${`${id}-hint`} class="note">${w.nameHint}</p>`;
}

/** The room's heading: the race's puzzle. */
const roomHead = (room: Pick<RaceRoom, 'size' | 'level'>) =>
  html`<h1 id="race-heading" tabindex="-1">${say.race.roomHeading(room.size, room.level)}</h1>`;

/** A room's page while it is looked up or joined. */
export function roomLoadingView() {
  return html`<h1>${say.race.heading}</h1>
    <p class="lede" role="status">${say.race.joining}</p>`;
}

/**
 * Why the room can't be shown or joined, with the way to start one; and Try again (`retry`)
 * when it may be the connection's fault.
 */
export function roomErrorView(
  message: string,
  room: Pick<RaceRoom, 'size' | 'level'> | null,
  retry: (() => void) | null = null,
) {
  const w = say.race;
  return html`${room ? roomHead(room) : html`<h1>${w.heading}</h1>`}
    <p class="race-error" role="alert">${message}</p>
    <p class="after">
      ${retry ? html`<button class="primary" type="button" @click=${retry}>${w.tryAgain}</button>` : nothing}
      <a class=${retry ? '' : 'button-link'} href="/race/">${w.startOwn}</a>
    </p>`;
}

/** The name to join under, asked before joining. */
export function roomNameView(
  room: RaceRoom,
  joining: boolean,
  said: string,
  onJoin: (event: SubmitEvent) => void,
) {
  const w = say.race;
  return html`${roomHead(room)}
    <p class="lede">${w.joinLede}</p>
    <form class="race-join" @submit=${onJoin}>
      ${nameField('race-name')}
      <button class="primary" type="submit" aria-disabled=${String(joining)}>
        ${joining ? w.joining : w.join}
      </button>
    </form>
    <p class="race-said" role="status" aria-live="polite">${said}</p>`;
}

/** A racer's name and tag, with `you` marked. */
const nameOf = (racer: Racer) =>
  html`<span translate="no">${racer.name}</span> <span class="name-tag">${racer.tag}</span>`;

/** What the room's page shows beside the room. */
export interface RoomShown {
  room: RaceRoom;
  /** The room's link, to share. */
  link: string;
  /** Seconds to the start, while counting down. */
  countdown: number | null;
  /** Seconds left before the time limit, while racing. */
  timeLeft: number | null;
  /** The line's trouble ('' when connected). */
  status: string;
  /** The newest thing said (a finish, the start): the live region's. */
  news: string;
  /** What copying the link said. */
  copied: string;
  /** The puzzle on the board (the same object from the start on, so the board keeps it). */
  puzzle: Pick<RacePuzzle, 'w' | 'h' | 'dots'> | null;
}

export interface RoomHooks {
  start: () => void;
  leave: () => void;
  copy: () => void;
}

/** A room's page in the room's state. */
export function roomView(shown: RoomShown, hooks: RoomHooks): TemplateResult {
  const { room } = shown;
  const w = say.race;
  const body =
    room.state === 'waiting'
      ? lobbyView(shown, hooks)
      : room.state === 'done'
        ? resultsView(room)
        : raceView(shown, hooks);
  return html`<div class="race-head">
      ${roomHead(room)}
      ${
        shown.timeLeft !== null
          ? html`<p class="race-time">${w.timeLeft(formatTime(shown.timeLeft))}</p>`
          : nothing
      }
      ${
        room.state === 'racing' || room.state === 'countdown'
          ? html`<p class="race-time">${w.hintShort(HINT_PENALTY_SECONDS)}</p>`
          : nothing
      }
      <p class="race-status" role="status">${shown.status}</p>
    </div>
    ${body}
    <p class="race-news vh" aria-live="polite">${shown.news}</p>
    ${
      room.state === 'waiting'
        ? html`<p class="race-hint-note note">${w.hintNote(HINT_PENALTY_SECONDS)}</p>`
        : nothing
    }`;
}

/** The lobby: who is here, the share link, and the host's start. */
function lobbyView(shown: RoomShown, hooks: RoomHooks) {
  const { room } = shown;
  const w = say.race;
  const you = room.racers.find((r) => r.you);
  const host = room.racers.find((r) => r.seat === room.host);
  const here = room.racers.filter((r) => !r.left);
  return html`<section class="race-lobby" aria-labelledby="racers-heading">
      <h2 id="racers-heading">${w.racers(here.length, RACERS_MAX)}</h2>
      <ul class="racer-list">
        ${room.racers.map(
          (r) =>
            html`<li class=${[r.you ? 'you' : '', r.left ? 'left' : ''].join(' ')}>
              ${nameOf(r)}
              ${r.seat === room.host ? html`<span class="badge">${w.host}</span>` : nothing}
              ${r.you ? html`<span class="badge you">${w.you}</span>` : nothing}
              ${
                r.left
                  ? html`<span class="badge quiet">${w.left}</span>`
                  : r.away
                    ? html`<span class="badge quiet">${w.away}</span>`
                    : nothing
              }
            </li>`,
        )}
      </ul>
    </section>
    <section class="race-share" aria-labelledby="share-heading">
      <h2 id="share-heading">${w.share}</h2>
      <div class="share-row">
        <input
          id="race-link"
          readonly
          .value=${shown.link}
          aria-label=${w.link}
          @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()}
        />
        <button type="button" @click=${hooks.copy}>${w.copy}</button>
      </div>
      <p class="race-copied" role="status">${shown.copied}</p>
    </section>
    <div class="race-actions">
      ${
        you && you.seat === room.host
          ? html`<button class="primary" type="button" @click=${hooks.start}>${w.startRace}</button>
              <p class="note">${w.startWhen(RACERS_MAX)}</p>`
          : html`<p class="race-waiting">${w.waitingHost(host?.name ?? '', RACERS_MAX)}</p>`
      }
      <button class="quiet" type="button" @click=${hooks.leave}>${w.leave}</button>
    </div>`;
}

/** A racer's bar: its fill, its name and value shown, and read out as a progressbar. */
function barView(racer: Racer) {
  const w = say.race;
  const state = racer.left ? w.left : racer.away ? w.away : '';
  const text =
    racer.finish && racer.place !== null
      ? w.finishedText(racer.place, racer.finish.seconds)
      : w.barText(racer.progress, state);
  const shown =
    racer.finish && racer.place !== null
      ? `${w.ordinal(racer.place)} · ${formatTime(racer.finish.seconds)}`
      : state
        ? `${racer.progress}% · ${state}`
        : `${racer.progress}%`;
  const kind = [
    racer.you ? 'you' : '',
    racer.finish ? 'finished' : '',
    racer.left ? 'left' : racer.away ? 'away' : '',
  ].join(' ');
  return html`<li class="racer-bar ${kind}">
    <span class="bar-name" aria-hidden="true"
      ><span translate="no">${racer.name}</span
      >${racer.you ? html` <small>(${w.you})</small>` : nothing}</span
    >
    <div
      class="bar"
      role="progressbar"
      aria-label=${w.barName(racer.name, racer.tag, racer.you)}
      aria-valuemin="0"
      aria-valuemax="100"
      aria-valuenow=${racer.progress}
      aria-valuetext=${text}
    >
      <span class="bar-fill" style="inline-size: ${racer.progress}%"></span>
    </div>
    <span class="bar-value" aria-hidden="true">${shown}</span>
  </li>`;
}

/** The countdown and the race: the racers' bars in view above the board. */
function raceView(shown: RoomShown, hooks: RoomHooks) {
  const { room } = shown;
  const w = say.race;
  const you = room.racers.find((r) => r.you);
  // Yours first, then the others in their seats' order, so yours is always at hand.
  const racers = [...room.racers].sort((a, b) => Number(b.you) - Number(a.you) || a.seat - b.seat);
  return html`<section class="race-progress" aria-label=${w.progressHeading}>
      <ul class="racer-bars">
        ${racers.map(barView)}
      </ul>
    </section>
    ${
      you?.finish && you.place !== null
        ? html`<p class="race-you-finished">${w.youFinished(you.place, you.finish.seconds)}</p>`
        : nothing
    }
    ${
      room.state === 'countdown' || !shown.puzzle
        ? html`<div class="race-countdown" aria-hidden="true">
            <span class="countdown-label">${w.countdownLabel}</span>
            <span class="countdown-number">${shown.countdown ?? ''}</span>
          </div>`
        : html`<galaxies-board
            .puzzle=${shown.puzzle}
            mode=${w.heading}
            how-to="off"
            ?readonly=${!!you?.finish}
          ></galaxies-board>`
    }
    <p class="after">
      <button class="quiet" type="button" @click=${hooks.leave}>${w.leave}</button>
    </p>`;
}

/** The results: place, name and time (with its penalty) of each, and what to do next. */
function resultsView(room: RaceRoom) {
  const w = say.race;
  const puzzle = room.puzzle;
  const again = puzzle
    ? addressOf({
        size: puzzle.size,
        difficulty: puzzle.level,
        code: puzzle.code,
        engine: puzzle.engine,
      })
    : null;
  return html`<section class="race-results" aria-labelledby="results-heading">
      <h2 id="results-heading" tabindex="-1">${w.resultsHeading}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">${w.place}</th>
            <th scope="col">${w.player}</th>
            <th scope="col">${w.time}</th>
          </tr>
        </thead>
        <tbody>
          ${resultsOrder(room.racers).map(
            (r) =>
              html`<tr class=${r.you ? 'you' : ''}>
                <td>${r.place !== null ? w.ordinal(r.place) : '–'}</td>
                <td>
                  ${nameOf(r)} ${r.you ? html`<span class="badge you">${w.you}</span>` : nothing}
                  ${r.left && !r.finish ? html`<span class="badge quiet">${w.left}</span>` : nothing}
                </td>
                <td>
                  ${
                    r.finish
                      ? html`<span class="time">${formatTime(r.finish.seconds)}</span> ${
                            r.finish.hints
                              ? html`<span class="penalty"
                                  >${w.penalty(r.finish.penalty, r.finish.hints)}</span
                                >`
                              : nothing
                          }`
                      : html`<span class="dnf">${w.didNotFinish} · ${r.progress}%</span>`
                  }
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
    </section>
    <p class="after">
      ${again ? html`<a class="button-link" href=${again}>${w.playAgain}</a>` : nothing}
      <a href="/race/">${w.another}</a>
    </p>`;
}
