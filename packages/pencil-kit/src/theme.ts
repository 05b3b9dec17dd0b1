// The kit's look, shared by every element: `--pk-` custom properties with light and dark
// defaults, and the one button and focus-ring style. Each element adds its own layout.
import { css } from 'lit';

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
