// The account's devices: the browsers signed in as this player (any can be signed out), a
// transfer code with its link and QR code to sign another browser in, a recovery code shown
// once, and signing this browser in with a code (typed, or from a transfer link's fragment,
// which never reaches the server). Rendered into its own area of the account page.
import { html, nothing, render, type TemplateResult } from 'lit';
import { api, ApiFailure, type Device } from './api.js';
import { notice } from './notice.js';
import { qrCode } from './qr-code.js';
import { say } from '../shared/words/say.js';

const SIGN_IN = /^#sign-in=([A-Za-z0-9-]{4,40})$/;

const words = () => say.account;
/** A device's name in the page's language. */
const named = (d: Device) => words().devices.name(d.browser, d.system);

interface State {
  devices: Device[];
  recovery: boolean;
  transfer: { code: string; link: string; expiresAt: string; minutes: number } | null;
  recoveryCode: string | null;
}

const failure = (error: unknown, fallback: string) =>
  error instanceof ApiFailure ? error.message : fallback;

/**
 * Renders the devices area into `area`, and the offer a transfer link brings into `top` (where
 * the player looks first); `signedIn` runs once this browser signs in anew or out.
 */
export async function mountDevices(
  area: HTMLElement,
  top: HTMLElement,
  hasPlayer: boolean,
  signedIn: () => void,
): Promise<void> {
  const fromLink = SIGN_IN.exec(location.hash)?.[1] ?? null;
  if (fromLink) history.replaceState(null, '', location.pathname); // the code leaves the address
  const state: State = {
    ...(hasPlayer ? await api.devices() : { devices: [], recovery: false }),
    transfer: null,
    recoveryCode: null,
  };
  const draw = () => render(view(state, actions), area);
  const actions = {
    async transfer() {
      try {
        state.transfer = await api.transfer();
        draw();
      } catch (error) {
        notice(failure(error, words().transfer.failed), 'error');
      }
    },
    async recovery() {
      try {
        state.recoveryCode = (await api.recovery()).code;
        state.recovery = true;
        draw();
      } catch (error) {
        notice(failure(error, words().recovery.failed), 'error');
      }
    },
    async signOut(device: Device) {
      try {
        await api.signOut(device.id);
        if (device.current) return signedIn(); // this browser is nobody now
        state.devices = state.devices.filter((d) => d.id !== device.id);
        notice(words().devices.signedOut(named(device)));
        draw();
      } catch (error) {
        notice(failure(error, words().devices.signOutFailed), 'error');
      }
    },
    async signIn(code: string) {
      try {
        await api.signIn(code);
        notice(words().signIn.done);
        signedIn();
      } catch (error) {
        notice(failure(error, words().signIn.failed), 'error');
      }
    },
  };
  draw();
  if (fromLink) {
    render(offer(fromLink, actions), top);
    top.querySelector<HTMLElement>('button')?.focus();
  }
}

type Actions = {
  transfer(): void;
  recovery(): void;
  signOut(device: Device): void;
  signIn(code: string): void;
};

function view(s: State, act: Actions): TemplateResult {
  return html`${s.devices.length ? devices(s, act) : nothing}
  ${s.devices.length ? transfer(s, act) : nothing} ${signInForm(act)}
  ${s.devices.length ? recovery(s, act) : nothing}`;
}

function offer(code: string, act: Actions): TemplateResult {
  const w = words().signIn;
  return html`<section class="offer" aria-labelledby="offer-heading">
    <h2 id="offer-heading">${w.offerHeading}</h2>
    <p>${w.offer}</p>
    <button type="button" @click=${() => act.signIn(code)}>${w.here}</button>
  </section>`;
}

function devices(s: State, act: Actions): TemplateResult {
  const w = words().devices;
  return html`<h2>${w.heading}</h2>
    <ul class="devices">
      ${s.devices.map(
        (d) =>
          html`<li>
            <span
              >${named(d)}${d.current ? html` <strong>${w.thisDevice}</strong>` : nothing}
              <span class="note">${w.since(d.since.slice(0, 10))}</span></span
            >
            <button
              type="button"
              aria-label=${w.signOutOf(named(d), d.current)}
              @click=${() => act.signOut(d)}
            >
              ${w.signOut}
            </button>
          </li>`,
      )}
    </ul>`;
}

function transfer(s: State, act: Actions): TemplateResult {
  const w = words().transfer;
  const t = s.transfer;
  const link = t ? new URL(t.link, location.origin).href : '';
  return html`<h2>${w.heading}</h2>
    ${
      t
        ? html`<p>${w.how(say.dates.clock(new Date(t.expiresAt)))}</p>
            <p class="transfer-code" translate="no">${t.code}</p>
            ${qrCode(link, w.qr)}
            <p><a href=${link} translate="no">${link}</a></p>`
        : html`<p>${w.offer}</p>`
    }
    <button type="button" @click=${() => act.transfer()}>${t ? w.again : w.make}</button>`;
}

function signInForm(act: Actions): TemplateResult {
  const w = words().signIn;
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const code = new FormData(e.target as HTMLFormElement).get('code');
    if (typeof code === 'string' && code.trim()) act.signIn(code.trim());
  };
  return html`<h2>${w.heading}</h2>
    <form class="sign-in" @submit=${submit}>
      <label for="code">${w.label}</label>
      <input
        id="code"
        name="code"
        autocomplete="one-time-code"
        autocapitalize="characters"
        spellcheck="false"
        maxlength="40"
        required
      />
      <button type="submit">${w.button}</button>
    </form>`;
}

function recovery(s: State, act: Actions): TemplateResult {
  const w = words().recovery;
  return html`<h2>${w.heading}</h2>
    ${
      s.recoveryCode
        ? html`<p>${w.shown}</p>
            <p class="transfer-code recovery-code" translate="no">${s.recoveryCode}</p>`
        : html`<p>${w.have(s.recovery)}</p>`
    }
    <button type="button" @click=${() => act.recovery()}>${s.recovery ? w.again : w.make}</button>`;
}
