// The notice that part of an element's code did not arrive (load-faults.ts): the sentence, and
// Try again beside it or below, in the board's colours, for the board and the editor alike; its
// box is the one of the message in place of a puzzle that can't be shown.
import { css } from 'lit';
import { controlBox, focusRing } from './control-styles.js';

export const loadStyles = css`
  [part~='error'],
  [part~='load-error'] {
    padding: 0.75rem 1rem;
    border: 2px solid var(--_gx-flag);
    border-radius: 8px;
    background: var(--_gx-paper);
    color: var(--_gx-ink);
  }
  /* Part of the board's code did not arrive: the sentence, and Try again beside or below it. */
  [part~='load-error'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    margin-block-end: 0.5rem;
  }
  [part~='load-error'] p {
    flex: 1 1 16rem;
    margin: 0;
  }
  [part~='load-retry'] {
    ${controlBox}
    background: var(--_gx-accent);
    color: var(--_gx-accent-ink);
  }
  [part~='load-retry']:focus-visible {
    ${focusRing}
  }
`;
