// The zoom view's rules, for a board's styles beside the surface's: the view clips and scrolls a
// zoomed grid (given its size in px as attributes), centred when narrower than the view; the
// sizer, an empty SVG of the grid's shape, keeps the view at the grid's fit size; the overview
// in the corner shows where the view is. Pinches on the board zoom the board, not the page.
import { css } from 'lit';

export const zoomStyles = css`
  .pk-zoom {
    position: relative;
    display: block;
    touch-action: none;
  }
  .pk-zoom-view {
    position: relative;
    direction: ltr;
  }
  .pk-zoom:not(.zoomed) :is(.pk-zoom-sizer, .pk-zoom-overview) {
    display: none;
  }
  .zoomed .pk-zoom-view {
    overflow: hidden;
  }
  .zoomed .pk-zoom-view > :last-child {
    position: absolute;
    inset: 0 0 auto;
    margin-inline: auto;
    max-width: none;
    max-height: none;
  }
  /* The grid's own focus ring is clipped when zoomed: the view wears it. */
  .zoomed .pk-zoom-view:has(> :focus-visible) {
    outline: 3px solid var(--pk-focus, #1a73e8);
    outline-offset: 2px;
  }
  @media (pointer: fine) {
    .pk-zoom.zoomed {
      cursor: grab;
    }
    .zoomed .pk-zoom-view > :last-child {
      cursor: default;
    }
  }
  .pk-zoom .pk-zoom-overview {
    position: absolute;
    inset: auto 0.75rem 0.75rem auto;
    width: 4.5rem;
    max-width: 30%;
    height: auto;
    pointer-events: none;
    background: none;
  }
  .pk-zoom .pk-zoom-overview.flip {
    inset: auto auto 0.75rem 0.75rem;
  }
  .pk-zoom-overview rect {
    vector-effect: non-scaling-stroke;
    stroke-width: 1.5px;
  }
  .pk-zoom-overview .all {
    fill: color-mix(in srgb, var(--pk-paper, #fff) 85%, transparent);
    stroke: var(--pk-line, #5c667a);
  }
  .pk-zoom-overview .seen {
    fill: color-mix(in srgb, var(--pk-accent, #2454c5) 25%, transparent);
    stroke: var(--pk-accent, #2454c5);
  }
`;
