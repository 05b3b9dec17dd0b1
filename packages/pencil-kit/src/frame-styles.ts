// The frame's look: the box that turns green when solved, the header, the toolbar and the tray,
// with no motion under reduced motion and only the title and board on paper.
import { css } from 'lit';
import { controls, tokens, visuallyHidden } from './theme.js';

export const frameStyles = [
  tokens,
  controls,
  visuallyHidden,
  css`
    :host {
      display: block;
      max-width: 40rem;
    }
    [part~='frame'] {
      display: grid;
      gap: 0.75rem;
      padding: 1rem;
      border: 3px solid var(--_pk-line);
      border-radius: calc(var(--_pk-radius) * 1.5);
      background: var(--_pk-paper);
      transition:
        border-color 400ms ease,
        box-shadow 400ms ease;
    }
    :host([solved]) [part~='frame'] {
      border-color: var(--_pk-solved);
      box-shadow: 0 0 0 4px color-mix(in srgb, var(--_pk-solved) 30%, transparent);
    }
    header {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.5rem 1rem;
    }
    h2 {
      flex: 1 1 auto;
      margin: 0;
      font-size: 1.25rem;
    }
    [part~='timer'] {
      font-variant-numeric: tabular-nums;
      font-size: 1.1rem;
    }
    :host([solved]) [part~='timer'] {
      color: var(--_pk-solved);
      font-weight: 600;
    }
    [part~='toolbar'] {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
    }
    [part~='tray']:not(.filled) {
      display: none;
    }
    @media (prefers-reduced-motion: reduce) {
      [part~='frame'] {
        transition: none;
      }
    }
    /* On paper only the title and the board count: no controls, no time, no coloured box. */
    @media print {
      :host {
        max-width: none;
      }
      [part~='frame'] {
        padding: 0;
        border: none;
        box-shadow: none;
        background: none;
      }
      [part~='timer'],
      [part~='toolbar'],
      [part~='tray'],
      [part~='assists'],
      [part~='prompt'],
      [part~='status'] {
        display: none;
      }
    }
  `,
];
