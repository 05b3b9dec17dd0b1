// A harness for <pk-seg> tests: its group, its radios and the focused one, without digging.
import type { PkSeg } from '../src/seg.js';

export class SegHarness {
  constructor(readonly seg: PkSeg) {}

  group(): HTMLElement {
    return this.seg.shadowRoot!.querySelector<HTMLElement>('[role="radiogroup"]')!;
  }

  radios(): HTMLElement[] {
    return [...this.seg.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')];
  }

  /** The radio with this label. */
  radio(label: string): HTMLElement {
    return this.radios().find((r) => r.textContent!.trim() === label)!;
  }

  /** Each radio's `aria-checked`, in order. */
  checked(): Array<string | null> {
    return this.radios().map((r) => r.getAttribute('aria-checked'));
  }

  /** Each radio's `tabindex`, in order. */
  tabStops(): Array<string | null> {
    return this.radios().map((r) => r.getAttribute('tabindex'));
  }

  /** The radio that has focus, or null. */
  focused(): Element | null {
    return this.seg.shadowRoot!.activeElement;
  }
}
