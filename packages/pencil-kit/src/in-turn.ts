// Hydration in turns: an element whose shadow root came with the page (drawn on a server) takes
// over what is there in a task of its own, so a page of drawn elements comes to life in short
// tasks the browser can answer a tap between, instead of one long one. Each element still waits
// for its parent (Lit's `defer-hydration`), so the order is the same; only the waits are new.
import { isServer, type ReactiveElement } from 'lit';

type Scheduler = { yield?: () => Promise<void> };

/** Settles in a later task: `scheduler.yield()` where there is one (it keeps the page's turn). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `Base`, hydrating in a task of its own: its first update, when its shadow root came with the
 * page, waits for the next task. Elsewhere (drawn in the browser, or on a server) it is `Base`.
 */
export function hydratesInTurn<C extends typeof ReactiveElement>(Base: C): C {
  class InTurn extends (Base as typeof ReactiveElement) {
    private waitsItsTurn = !isServer && this.shadowRoot !== null;

    protected override scheduleUpdate(): void | Promise<unknown> {
      if (!this.waitsItsTurn) return super.scheduleUpdate();
      this.waitsItsTurn = false;
      return nextTask().then(() => super.scheduleUpdate());
    }
  }
  return InTurn as unknown as C;
}
