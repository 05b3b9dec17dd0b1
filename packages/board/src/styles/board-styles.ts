// The board's own look over the shared theme and grid drawing: the port around the grid, the
// square that holds its place while a puzzle is made, the message in place of a bad one, the
// notice when part of its code did not arrive, and no tools on paper.
import {
  iconStyles,
  surfaceStyles,
  toolLabels,
  visuallyHidden,
  zoomStyles,
} from '@galaxies/pencil-kit';
import { css } from 'lit';
import { gridStyles } from './grid-styles.js';
import { loadStyles } from './load-styles.js';
import { themeStyles } from './theme-styles.js';
import { trayStyles } from '../view/tray.js';

export const boardStyles = [
  themeStyles,
  surfaceStyles,
  zoomStyles,
  visuallyHidden,
  gridStyles,
  iconStyles,
  toolLabels,
  trayStyles,
  loadStyles,
  css`
    /* Room for the wide layout, where the tools sit beside the grid. */
    :host {
      max-width: 64rem;
    }
    .port,
    .pk-zoom {
      display: block;
      padding: 0.2rem;
    }
    @container (min-width: 30rem) {
      .port,
      .pk-zoom {
        padding: 0.35rem;
      }
    }
    /* The grid as wide as its box allows, but never taller than --gx-grid-height, keeping its
       shape (its viewBox's), so a page can keep the grid and its header on one screen. Zoomed,
       the grid takes its size from the zoom, and the sizer keeps this fit size for the view. */
    .port svg,
    .pk-zoom-sizer,
    .pk-zoom:not(.zoomed) [part~='grid'] {
      width: auto;
      max-width: 100%;
      max-height: var(--gx-grid-height, 85svh);
      margin-inline: auto;
    }
    /* Holds the grid's place while the worker makes the puzzle: an empty SVG of the grid's
     viewBox gives it the grid's shape, and the words sit on top of it. */
    .making {
      display: grid;
      place-items: center;
      width: 100%;
      background: var(--_gx-paper);
      outline: 0.1rem dashed var(--_gx-line);
      color: var(--_gx-ink);
    }
    .making > * {
      grid-area: 1 / 1;
    }
    .how-to-button {
      padding: 0 0.9rem;
      white-space: nowrap;
    }
    @media print {
      :host {
        max-width: none;
      }
      .tray,
      .how-to-button {
        display: none;
      }
    }
  `,
];
