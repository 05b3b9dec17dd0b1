// The board's way into How to play: the window's code (how-to/) loads the first time it is
// asked for, so a board that is only played never fetches it; until then the board renders
// nothing for it. This browser remembers that it has seen How to play, so a first-time player
// meets it once by itself.
import { Chunk } from '@galaxies/pencil-kit';
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { GalaxiesHowToDialog } from './galaxies-how-to-dialog.js';

/** Where this browser remembers that it has seen How to play. */
export const SEEN_KEY = 'uo:galaxies:how-to';

/** Which part of How to play to open at. */
export type HowToSection = 'rules' | 'keys';

/** Whether this browser has seen How to play (storage that can't be read counts as seen). */
export function seenHowTo(): boolean {
  try {
    return globalThis.localStorage?.getItem(SEEN_KEY) === 'seen';
  } catch {
    return true;
  }
}

/** How to play's code, one chunk for every board on the page. */
const chunk = new Chunk(() => import('./how-to-module.js'));

/** One board's How to play window, loaded on first use. */
export class HowToOpener {
  private wanted = false;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode },
    /** Holds the board's clock while the window is open, and lets it go. */
    private readonly hold: (held: boolean) => void,
    /** Hears that the window's code did not arrive, and how to open it once it does. */
    private readonly failed: (error: unknown, retry: () => void) => void,
  ) {}

  /** Opens the window at a section; this browser then counts as having seen it. */
  async show(section: HowToSection = 'rules'): Promise<void> {
    try {
      globalThis.localStorage?.setItem(SEEN_KEY, 'seen');
    } catch {
      // Storage refused: it opens by itself again next time, which is no harm.
    }
    this.wanted = true;
    this.host.requestUpdate();
    try {
      await chunk.get();
    } catch (error) {
      return this.failed(error, () => void this.show(section));
    }
    await this.host.updateComplete;
    // A board taken off the page before the window's code came has a window that never upgraded.
    const dialog =
      this.host.renderRoot.querySelector<GalaxiesHowToDialog>('galaxies-how-to-dialog');
    if (typeof dialog?.show === 'function') await dialog.show(section);
  }

  /** The window, in the board's scheme, once it has been asked for. */
  render(scheme: string) {
    if (!this.wanted) return nothing;
    return html`<galaxies-how-to-dialog
      scheme=${scheme}
      part="how-to-window"
      exportparts="dialog: how-to-dialog, close: how-to-close, rules: how-to-rules, example: how-to-example, tutorial: how-to-tutorial, keys: how-to-keys, tutorial-grid: how-to-tutorial-grid, tutorial-step: how-to-tutorial-step"
      @how-to-open=${() => this.hold(true)}
      @how-to-close=${() => this.hold(false)}
    ></galaxies-how-to-dialog>`;
  }
}
