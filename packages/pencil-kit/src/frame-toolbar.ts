// The frame's toolbar (Undo, Redo, Restart, Share) as one tab stop: a WAI-ARIA toolbar whose
// arrow keys, Home and End move focus between its buttons (a roving tabindex).
import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { arrowIndex, isRtl } from './arrow-keys.js';

/** One toolbar button: its label (and icon), whether it can act now, and what it does. */
export interface Tool {
  label: string;
  /** Shown before the label; where the row is narrow the label becomes its tooltip. */
  icon?: TemplateResult;
  enabled: boolean;
  action: () => unknown;
  /** The icon alone, its label the tooltip (the zoom buttons, say). */
  iconOnly?: boolean;
}

type Host = ReactiveControllerHost & { renderRoot: HTMLElement | DocumentFragment };

/**
 * Renders the toolbar and keeps exactly one of its buttons in the tab order: the one last
 * focused. Unavailable buttons are `aria-disabled`, not `disabled`, so they stay focusable: the
 * last Undo would otherwise drop focus to the page, and the undo shortcuts with it.
 */
export class FrameToolbar implements ReactiveController {
  /** The button that is the tab stop. */
  private active = 0;
  /** The focused button's index before an update, to put focus back if that button goes. */
  private focused: number | null = null;

  constructor(
    private readonly host: Host,
    private readonly label: () => string,
  ) {
    host.addController(this);
  }

  hostUpdate(): void {
    const i = this.buttons().findIndex((b) => b.matches(':focus'));
    this.focused = i < 0 ? null : i;
  }

  hostUpdated(): void {
    // Share leaves when a solved game restarts: focus moves to its neighbour, never the page.
    const buttons = this.buttons();
    if (this.focused == null || buttons.some((b) => b.matches(':focus'))) return;
    // Already the tab stop (render clamps), so focusin has no update left to ask for.
    this.active = Math.min(this.focused, buttons.length - 1);
    buttons[this.active]?.focus();
  }

  render(tools: Tool[]) {
    const active = Math.min(this.active, tools.length - 1);
    return html`<div
      part="toolbar"
      role="toolbar"
      aria-label=${this.label()}
      @keydown=${this.onKey}
      @focusin=${this.onFocusIn}
    >
      ${tools.map(
        (t, i) =>
          html`<button
            part="button"
            type="button"
            class=${t.iconOnly ? 'icon-only' : ''}
            tabindex=${i === active ? 0 : -1}
            aria-disabled=${String(!t.enabled)}
            @click=${() => (t.enabled ? t.action() : undefined)}
          >
            ${t.icon ?? nothing}<span class=${t.icon ? 'tool-label' : ''}>${t.label}</span>
          </button>`,
      )}
    </div>`;
  }

  private buttons(): HTMLButtonElement[] {
    return [...this.host.renderRoot.querySelectorAll<HTMLButtonElement>('[part~="button"]')];
  }

  private readonly onKey = (e: KeyboardEvent) => {
    const buttons = this.buttons();
    const from = buttons.indexOf(e.target as HTMLButtonElement);
    if (from < 0) return;
    const bar = e.currentTarget as HTMLElement;
    const to = arrowIndex(e, from, buttons.length, { rtl: isRtl(bar), vertical: false });
    if (to == null) return;
    e.preventDefault();
    buttons[to]!.focus(); // focusin makes it the tab stop
  };

  // A click, Shift+Tab or arrow that lands on a button makes it the tab stop.
  private readonly onFocusIn = (e: FocusEvent) => {
    const i = this.buttons().indexOf(e.target as HTMLButtonElement);
    if (i < 0 || i === this.active) return;
    this.active = i;
    this.host.requestUpdate();
  };
}
