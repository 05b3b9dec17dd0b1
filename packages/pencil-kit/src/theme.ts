// The kit's look, shared by every element: `--pk-` custom properties with light and dark
// defaults, and the one button and focus-ring style. Each element adds its own layout.
import { css, unsafeCSS } from 'lit';

/**
 * Defaults live in private `--_pk-*` properties set on `:host` from the public `--pk-*` ones, so
 * a page that sets `--pk-ink` on any ancestor reaches every nested element, and an element
 * without it still has a colour.
 */
export const tokens = css`
  :host {
    --_pk-ink: var(--pk-ink, #1d2433);
    --_pk-paper: var(--pk-paper, #ffffff);
    --_pk-line: var(--pk-line, #5c667a);
    --_pk-accent: var(--pk-accent, #2454c5);
    --_pk-accent-ink: var(--pk-accent-ink, #ffffff);
    --_pk-solved: var(--pk-solved, #1c7c3c);
    --_pk-focus: var(--pk-focus, #1a73e8);
    --_pk-radius: var(--pk-radius, 8px);
    color: var(--_pk-ink);
    font-family: var(--pk-font, system-ui, sans-serif);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_pk-ink: var(--pk-ink, #e8ecf5);
      --_pk-paper: var(--pk-paper, #141a26);
      --_pk-line: var(--pk-line, #9aa4b8);
      --_pk-accent: var(--pk-accent, #8fb0ff);
      --_pk-accent-ink: var(--pk-accent-ink, #0b1020);
      --_pk-solved: var(--pk-solved, #5fd08a);
      --_pk-focus: var(--pk-focus, #8fb0ff);
    }
  }
`;

/** Buttons: 44 px touch targets and a focus ring that shows on keyboard focus only. */
export const controls = css`
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1px solid var(--_pk-line);
    border-radius: var(--_pk-radius);
    background: var(--_pk-paper);
    color: var(--_pk-ink);
    font: inherit;
    cursor: pointer;
  }
  button:disabled,
  button[aria-disabled='true'] {
    cursor: default;
    opacity: 0.55;
  }
  button:focus-visible {
    outline: 3px solid var(--_pk-focus);
    outline-offset: 2px;
  }
`;

/** A button with an icon (the kit's `iconOf`) lays it out before its label. */
export const iconStyles = css`
  button:has(> .pk-icon) {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    padding: 0 0.7rem;
  }
  .pk-icon {
    flex: none;
    background: none;
    width: 1.25em;
    height: 1.25em;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

/** The rules that fold `button`s' labels (`label`) into tooltips, icon showing alone. */
function folded(buttonSelector: string, labelSelector: string) {
  const button = unsafeCSS(buttonSelector);
  const label = unsafeCSS(labelSelector);
  return css`
    ${button}:has(> .pk-icon) {
      position: relative;
      padding: 0;
    }
    ${label} {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    ${button}:hover > .tool-label,
    ${button}:focus-visible > .tool-label {
      bottom: calc(100% + 6px);
      left: 50%;
      z-index: 2;
      width: auto;
      height: auto;
      padding: 0.15rem 0.5rem;
      overflow: visible;
      clip-path: none;
      transform: translateX(-50%);
      border-radius: 4px;
      background: var(--_pk-ink);
      color: var(--_pk-paper);
      font-size: 0.85rem;
      pointer-events: none;
    }
  `;
}

/**
 * A tool's label beside its icon (`.tool-label`): in a row too narrow for labels (its container
 * under 30rem), and always on an `.icon-only` button, only the icon shows, and the label becomes
 * the tooltip on hover and keyboard focus. It stays the button's accessible name either way.
 */
export const toolLabels = css`
  ${folded('button.icon-only', 'button.icon-only > .tool-label')}
  @container (max-width: 30rem) {
    ${folded('button', '.tool-label')}
  }
`;

/** Text only screen readers get. */
export const visuallyHidden = css`
  .vh {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
