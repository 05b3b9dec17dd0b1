// The first-visit welcome on a daily's page (shared/views/welcome-view.ts), brought to life: How to
// play opens the board's own window at the rules, and either button puts the welcome away. A page
// that draws itself shows the welcome while the cookie is missing, and sets it.
import type { GalaxiesBoard } from '@galaxies/board';
import { WELCOME_COOKIE, WELCOME_MAX_AGE } from '../shared/views/welcome-view.js';

/** Whether this browser is still to be welcomed (no cookie yet); the cookie is set now. */
export function welcomeDue(): boolean {
  const due = !document.cookie.split('; ').some((c) => c.startsWith(`${WELCOME_COOKIE}=`));
  if (due) {
    document.cookie = `${WELCOME_COOKIE}=1; Path=/; Max-Age=${WELCOME_MAX_AGE}; SameSite=Lax`;
  }
  return due;
}

/** Wires the welcome in `page`, if it shows one, to `board`. */
export function wireWelcome(page: HTMLElement, board: GalaxiesBoard | null): void {
  const welcome = page.querySelector<HTMLElement>('.welcome');
  if (!welcome) return;
  const putAway = () => {
    welcome.remove();
    page.focus(); // the welcome had it: keep the keyboard in the page
  };
  welcome.querySelector('.welcome-close')?.addEventListener('click', putAway);
  welcome.querySelector('.welcome-how')?.addEventListener('click', () => {
    welcome.remove();
    void board?.showHowTo('rules');
  });
}
