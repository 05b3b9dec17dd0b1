// The buttons of the board's windows and panels (How to play, its tutorial): 44 px targets in the
// board's colours and font, a focus ring for the keyboard.
import { css } from 'lit';

export const controlStyles = css`
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1px solid var(--_gx-line);
    border-radius: 8px;
    background: var(--_gx-paper);
    color: var(--_gx-ink);
    font: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid var(--_gx-focus);
    outline-offset: 2px;
  }
`;
