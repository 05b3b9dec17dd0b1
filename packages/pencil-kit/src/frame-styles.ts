// The frame's look: the box that turns green when solved; a layout by the frame's own width
// (a container): the controls beside the board when wide, one row under it when narrow, their
// labels folding into tooltips where the row is too narrow; the result panel's place over the board;
// the helpers' popover; no motion under reduced motion, and only the title and board on paper.
import { css } from 'lit';
import { controls, iconStyles, tokens, toolLabels, visuallyHidden } from './theme.js';

export const frameStyles = [
  tokens,
  controls,
  iconStyles,
  toolLabels,
  visuallyHidden,
  css`
    :host {
      display: block;
      max-width: 64rem;
      container-type: inline-size;
    }
    [part~='frame'] {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'header' 'board' 'side';
      gap: 0.5rem;
      padding: 0.5rem 0.25rem;
      border: 2px solid var(--_pk-line);
      border-radius: calc(var(--_pk-radius) * 1.5);
      background: var(--_pk-paper);
      transition:
        border-color 400ms ease,
        box-shadow 400ms ease;
    }
    @container (min-width: 30rem) {
      [part~='frame'] {
        padding: 0.75rem;
        border-width: 3px;
      }
    }
    /* Wide: the board takes the space, the header and the controls sit beside it. */
    @container (min-width: 46rem) {
      [part~='frame'] {
        grid-template-columns: minmax(0, 1fr) minmax(15rem, 19rem);
        grid-template-rows: auto 1fr;
        grid-template-areas: 'board header' 'board side';
        align-items: start;
        gap: 0.75rem 1.25rem;
        padding: 1rem;
      }
      /* The side column is narrow: the title takes a line, its controls and the timer the next. */
      [part~='frame'] > header {
        flex-wrap: wrap;
        padding-top: 0.25rem;
      }
      [part~='frame'] h2 {
        flex-basis: 100%;
        white-space: normal;
      }
      .controls {
        gap: 0.5rem;
      }
      [part~='toolbar'] {
        flex-basis: 100%;
      }
    }
    :host([solved]) [part~='frame'] {
      border-color: var(--_pk-solved);
      box-shadow: 0 0 0 4px color-mix(in srgb, var(--_pk-solved) 30%, transparent);
    }
    header {
      grid-area: header;
      display: flex;
      align-items: center;
      gap: 0.5rem;
      padding-inline: 0.25rem;
    }
    /* One line: a long title is cut short rather than pushing the timer onto a line of its own. */
    h2 {
      flex: 1 1 auto;
      min-width: 0;
      margin: 0;
      overflow: hidden;
      font-size: 1.05rem;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    /* A narrow frame shows the short title, when there is one; the whole one from 30rem. The
       other is not displayed at all, so a screen reader reads the title as shown. */
    h2 .whole {
      display: none;
    }
    @container (min-width: 30rem) {
      h2 {
        font-size: 1.15rem;
      }
      h2 .whole {
        display: inline;
      }
      h2 .short {
        display: none;
      }
    }
    [part~='timer'] {
      font-variant-numeric: tabular-nums;
      font-size: 1.1rem;
    }
    :host([solved]) [part~='timer'] {
      color: var(--_pk-solved);
      font-weight: 600;
    }
    .board {
      grid-area: board;
      position: relative;
      min-width: 0;
    }
    .board.with-result {
      min-height: 19rem;
    }
    .side {
      grid-area: side;
      display: grid;
      gap: 0.5rem;
      min-width: 0;
    }
    /* One row: the game's buttons, the board's tools, the helpers; a board's second row (its
       paints, say) wraps below them, so nothing above it moves. */
    .controls {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.375rem;
    }
    [part~='toolbar'] {
      display: flex;
      flex-wrap: wrap;
      gap: 0.375rem;
    }
    .tray {
      display: contents;
    }
    .tray:not(.filled) {
      display: none;
    }
    .settings {
      order: 1;
    }
    .settings-panel {
      max-width: min(24rem, calc(100vw - 2rem));
      padding: 0.75rem 1rem 1rem;
      border: 2px solid var(--_pk-line);
      border-radius: calc(var(--_pk-radius) * 1.5);
      background: var(--_pk-paper);
      color: var(--_pk-ink);
      font-family: var(--pk-font, system-ui, sans-serif);
      box-shadow: 0 8px 28px rgb(0 0 0 / 28%);
    }
    .settings-panel::backdrop {
      background: rgb(0 0 0 / 12%);
    }
    .settings-head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 1rem;
      margin-bottom: 0.5rem;
    }
    .settings-head h3 {
      margin: 0;
      font-size: 1.05rem;
    }
    .settings-head button {
      padding: 0;
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
        display: block;
        padding: 0;
        border: none;
        box-shadow: none;
        background: none;
      }
      [part~='timer'],
      .side,
      pk-result {
        display: none;
      }
    }
  `,
];
