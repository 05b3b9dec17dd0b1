// The service worker from the page's side: registered on every page of a built site, and when a
// new version of the site has installed, a notice with a button to take it up (the new worker
// waits until then, so a page never runs half on the old version and half on the new). The
// engine the worker keeps makes every version this build knows (ENGINE_VERSIONS); a page that
// meets a puzzle of a later version (a daily or a link from a newer site) says so and offers the
// update here, rather than make a wrong puzzle.
import { html, render } from 'lit';
import { say } from '../shared/words/say.js';

/** How long after load a first visit's page waits before it installs the worker. */
const FIRST_INSTALL_WAIT_MS = 4000;

/** Registers the site's service worker and offers each new version as it arrives. */
export function startOffline(): void {
  if (!('serviceWorker' in navigator)) return; // (the dev server has no sw.js: nothing registers)
  // The first worker taking the page on a first visit changes nothing the page runs; any later
  // change is a new version taking over (from this page's Update now or another tab's), and
  // the page reloads to run on it.
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) location.reload();
    controlled = true;
  });
  // Registered once the page has loaded, and on a first visit (no worker yet) a few seconds
  // later: that worker fetches the whole shell (some 60 files) and the browser compiles its
  // scripts as it stores them, which should not compete with the page coming to life.
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then((registration) => {
        const offer = () => {
          if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
        };
        offer();
        registration.addEventListener('updatefound', () => {
          registration.installing?.addEventListener('statechange', offer);
        });
      })
      .catch(() => undefined); // a browser that won't run it plays online as before
  const later = () => setTimeout(() => void register(), controlled ? 0 : FIRST_INSTALL_WAIT_MS);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

function offerUpdate(registration: ServiceWorkerRegistration): void {
  const area = document.querySelector<HTMLElement>('#notice');
  if (!area) return;
  area.dataset.kind = 'info';
  render(
    html`${say.newVersion}
      <button type="button" @click=${() => registration.waiting?.postMessage('take-over')}>
        ${say.updateNow}
      </button>`,
    area,
  );
}

/**
 * Takes up the site's newest version: a worker already waiting takes over (the page reloads on
 * its `controllerchange`); otherwise the site is asked for a new one, and without a worker, or
 * with none newer, the page loads again from the network (pages are network-first).
 */
async function updateSite(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) {
    await registration.update().catch(() => undefined);
    const next = registration.waiting ?? registration.installing;
    if (next && navigator.serviceWorker.controller) {
      if (next.state === 'installed') next.postMessage('take-over');
      else {
        next.addEventListener('statechange', () => {
          if (next.state === 'installed') next.postMessage('take-over');
        });
      }
      return;
    }
  }
  location.reload();
}

/**
 * Says that the page's puzzle was made by engine version `version`, which this page doesn't have,
 * with Update now (in the page's notice area, in place of the puzzle the page would have made).
 */
export function offerNewerEngine(version: string): void {
  const area = document.querySelector<HTMLElement>('#notice');
  if (!area) return;
  area.dataset.kind = 'error';
  render(
    html`${say.newerEngine(version)}
      <button type="button" @click=${() => void updateSite()}>${say.updateNow}</button>`,
    area,
  );
}
