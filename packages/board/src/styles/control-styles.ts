// The buttons of the board's windows and panels (How to play, its tutorial) and of its notices:
// 44 px targets in the board's colours and font, a focus ring for the keyboard.
import { css } from 'lit';

/** A control button's box: a 44 px target in the board's line, paper, ink and font. */
export const controlBox = css`
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.9rem;
  border: 1px solid var(--_gx-line);
  border-radius: 8px;
  background: var(--_gx-paper);
  color: var(--_gx-ink);
  font: inherit;
  cursor: pointer;
`;

/** The ring a control shows on keyboard focus. */
export const focusRing = css`
  outline: 3px solid var(--_gx-focus);
  outline-offset: 2px;
`;

export const controlStyles = css`
  button {
    ${controlBox}
  }
  button:focus-visible {
    ${focusRing}
  }
`;
