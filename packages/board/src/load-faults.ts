// The parts of an element's code that did not arrive (chunks loaded on first use: the page's
// generator, Hint, the tints, How to play, the export, the editor, another language's words).
// Each is told once, truthfully: a notice in the player's language with Try again, the page's
// `galaxies-error` with kind `load` and the file's address, and a console warning on how to
// host the board. Try again asks for every failed part again and carries on where each was.
import { ChunkLoadError, kitEvent, langOf, type ChunkErrorDetail } from '@galaxies/pencil-kit';
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { ErrorDetail } from './events.js';
import { loadAdvice, LOAD_WORDS, type LoadWords } from './words/load-words.js';

type Host = ReactiveControllerHost & HTMLElement;

export class LoadFaults implements ReactiveController {
  /** Each failed file, and what to do again once it is asked for again. */
  private readonly failed = new Map<string, Set<() => void>>();
  private toFire: ErrorDetail[] = [];

  constructor(private readonly host: Host) {
    host.addController(this);
    // The kit's elements (and the host's own words) say so by event: it is handled here.
    host.addEventListener('pk-chunk-error', (e: CustomEvent<ChunkErrorDetail>) => {
      e.preventDefault();
      e.stopPropagation();
      this.add(e.detail.error, e.detail.retry);
    });
  }

  /** The words in the host's language (from the bundle itself). */
  get words(): LoadWords {
    return LOAD_WORDS[langOf(this.host)];
  }

  /** Whether some part did not arrive. */
  get any(): boolean {
    return this.failed.size > 0;
  }

  /** Notes a part that did not arrive, and what Try again should do for it. */
  add(error: unknown, retry: () => void): void {
    const fault = ChunkLoadError.from(error);
    const retries = this.failed.get(fault.url);
    if (retries) {
      retries.add(retry);
      return;
    }
    this.failed.set(fault.url, new Set([retry]));
    console.warn(`${this.host.localName}: ${loadAdvice(fault.message)}`);
    this.toFire.push({ kind: 'load', message: this.words.failed, detail: fault.url });
    this.host.requestUpdate();
  }

  /**
   * Runs `load`: its value is passed on, or its failure noted (and rethrown), with Try again
   * running `retry`, by default `load` again under the same watch (so a second failure is told
   * too).
   */
  async watch<T>(load: () => Promise<T>, retry?: () => void): Promise<T> {
    try {
      return await load();
    } catch (error) {
      this.add(error, retry ?? (() => void this.watch(load).catch(() => {})));
      throw error;
    }
  }

  /** Forgets every failure without asking again (the board was given something new). */
  clear(): void {
    if (this.failed.size) this.host.requestUpdate();
    this.failed.clear();
  }

  /** Try again: forgets every failure and asks for each part again. */
  retry(): void {
    const retries = [...this.failed.values()].flatMap((set) => [...set]);
    this.failed.clear();
    this.host.requestUpdate();
    for (const again of retries) again();
  }

  hostUpdated(): void {
    // Told after the update, so the notice is on screen when the page hears of it.
    const fire = this.toFire;
    this.toFire = [];
    for (const detail of fire)
      this.host.dispatchEvent(kitEvent<ErrorDetail>('galaxies-error', detail));
  }

  /** The notice with Try again, or nothing when every part arrived; `text` overrides its words. */
  render(text?: string) {
    if (!this.any) return nothing;
    const words = this.words;
    return html`<div part="load-error" role="alert">
      <p>${text ?? words.failed}</p>
      <button part="load-retry" type="button" @click=${() => this.retry()}>${words.retry}</button>
    </div>`;
  }
}
