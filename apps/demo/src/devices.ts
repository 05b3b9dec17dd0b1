// The account's devices: the browsers signed in as this player (any can be signed out), a
// transfer code with its link and QR code to sign another browser in, a recovery code shown
// once, and signing this browser in with a code (typed, or from a transfer link's fragment,
// which never reaches the server). Rendered into its own area of the account page.
import { html, nothing, render, type TemplateResult } from 'lit';
import { api, ApiFailure, type Device } from './api.js';
import { longDate } from './format.js';
import { notice } from './layout.js';
import { qrCode } from './qr-code.js';

const SIGN_IN = /^#sign-in=([A-Za-z0-9-]{4,40})$/;

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

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
        notice(failure(error, 'No code could be made just now.'), 'error');
      }
    },
    async recovery() {
      try {
        state.recoveryCode = (await api.recovery()).code;
        state.recovery = true;
        draw();
      } catch (error) {
        notice(failure(error, 'No recovery code could be made just now.'), 'error');
      }
    },
    async signOut(device: Device) {
      try {
        await api.signOut(device.id);
        if (device.current) return signedIn(); // this browser is nobody now
        state.devices = state.devices.filter((d) => d.id !== device.id);
        notice(`${device.device} is signed out.`);
        draw();
      } catch (error) {
        notice(failure(error, 'That device could not be signed out.'), 'error');
      }
    },
    async signIn(code: string) {
      try {
        await api.signIn(code);
        notice('This browser is signed in as you now.');
        signedIn();
      } catch (error) {
        notice(failure(error, 'The code could not be checked just now.'), 'error');
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
  return html`<section class="offer" aria-labelledby="offer-heading">
    <h2 id="offer-heading">Sign in from your other device?</h2>
    <p>
      This browser becomes the player who made the code: their name, rating, solves and streak. The
      player this browser had before (if any) stays on its other devices.
    </p>
    <button type="button" @click=${() => act.signIn(code)}>Sign in here</button>
  </section>`;
}

function devices(s: State, act: Actions): TemplateResult {
  return html`<h2>Your devices</h2>
    <ul class="devices">
      ${s.devices.map(
        (d) =>
          html`<li>
            <span
              >${d.device}${d.current ? html` <strong>(this device)</strong>` : nothing}
              <span class="note">since ${longDate(d.since.slice(0, 10))}</span></span
            >
            <button
              type="button"
              aria-label=${`Sign out ${d.device}${d.current ? ' (this device)' : ''}`}
              @click=${() => act.signOut(d)}
            >
              Sign out
            </button>
          </li>`,
      )}
    </ul>`;
}

function transfer(s: State, act: Actions): TemplateResult {
  const t = s.transfer;
  const link = t ? new URL(t.link, location.origin).href : '';
  return html`<h2>Use on another device</h2>
    ${
      t
        ? html`<p>
              On your other device, open the link or scan the code, or type this code on its account
              page. It works once, until ${TIME.format(new Date(t.expiresAt))}.
            </p>
            <p class="transfer-code">${t.code}</p>
            ${qrCode(link, 'The link as a QR code')}
            <p><a href=${link}>${link}</a></p>`
        : html`<p>
            Play as yourself on a phone, a tablet or another computer: no password, just a code that
            works once, for a few minutes.
          </p>`
    }
    <button type="button" @click=${() => act.transfer()}>
      ${t ? 'Make a new code' : 'Make a code'}
    </button>`;
}

function signInForm(act: Actions): TemplateResult {
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const code = new FormData(e.target as HTMLFormElement).get('code');
    if (typeof code === 'string' && code.trim()) act.signIn(code.trim());
  };
  return html`<h2>Sign in with a code</h2>
    <form class="sign-in" @submit=${submit}>
      <label for="code">A code from your other device, or your recovery code</label>
      <input
        id="code"
        name="code"
        autocomplete="one-time-code"
        autocapitalize="characters"
        spellcheck="false"
        maxlength="40"
        required
      />
      <button type="submit">Sign in</button>
    </form>`;
}

function recovery(s: State, act: Actions): TemplateResult {
  return html`<h2>Recovery code</h2>
    ${
      s.recoveryCode
        ? html`<p>
              Save this where you keep passwords, or write it down: it is shown only now. It signs a
              new browser in as you once, if every device is lost.
            </p>
            <p class="transfer-code recovery-code">${s.recoveryCode}</p>`
        : html`<p>
            ${s.recovery ? 'You have a recovery code.' : 'You have no recovery code yet.'} If every
            device is lost, it signs a new browser in as you. Making a new one replaces it.
          </p>`
    }
    <button type="button" @click=${() => act.recovery()}>
      ${s.recovery ? 'Make a new recovery code' : 'Make a recovery code'}
    </button>`;
}
