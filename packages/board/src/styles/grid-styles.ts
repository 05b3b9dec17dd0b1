// The grid's drawing, shared by the board and the editor: the SVG box, lines, frame, given walls,
// the player's walls and crosses (a trial's dashed), dots, hints, paint, tints and the finish
// wash, flags.
import { css, unsafeCSS } from 'lit';
import { washDelays } from '../view/grid-view.js';

// One rule a paint and a tint: paint at --gx-paint-strength so walls and dots stay clear.
const layerColours = unsafeCSS(
  [1, 2, 3, 4, 5, 6, 7, 8]
    .map(
      (n) =>
        `.paint .p${n} { fill: color-mix(in srgb, var(--_gx-paint-${n}) var(--_gx-paint-strength), transparent); }`,
    )
    .concat([1, 2, 3, 4, 5, 6, 7].map((n) => `.tints .t${n} { fill: var(--_gx-tint-${n}); }`))
    .join('\n'),
);

export const gridStyles = css`
  svg {
    display: block;
    overflow: visible;
    background: var(--_gx-paper);
    outline: none;
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
  }
  /* A zoomed grid has its width and height (attributes) from the zoom. */
  svg:where(:not([width])) {
    width: 100%;
    height: auto;
  }
  svg:focus-visible {
    outline: 3px solid var(--_gx-focus);
    outline-offset: 6px;
  }
  .line {
    fill: none;
    stroke: var(--_gx-line);
    stroke-width: 0.025;
  }
  /* Three marks told apart by more than colour: given walls thick and square-ended in ink, the
     player's a little thinner and round-ended in the wall blue, crosses small in line colour. */
  .frame {
    fill: none;
    stroke: var(--_gx-given);
    stroke-width: 0.12;
  }
  .given {
    fill: none;
    stroke: var(--_gx-given);
    stroke-width: 0.12;
    stroke-linecap: square;
  }
  .wall {
    fill: none;
    stroke: var(--_gx-wall);
    stroke-width: 0.085;
    stroke-linecap: round;
  }
  .cross {
    fill: none;
    stroke: var(--_gx-line);
    stroke-width: 0.05;
    stroke-linecap: round;
  }
  /* A trial's marks (Try), told from the others by dashes as well as the trial colour: dashed
     walls, dotted crosses, and a dashed outline round each cell it painted. */
  .wall.trial,
  .cross.trial,
  .trial-paint {
    fill: none;
    stroke: var(--_gx-trial);
    stroke-dasharray: 0.16 0.1;
  }
  .wall.trial {
    stroke-linecap: butt;
  }
  /* Round-capped dots along the cross's arms. */
  .cross.trial {
    stroke-dasharray: 0.01 0.08;
  }
  .trial-paint {
    stroke-width: 0.04;
  }
  /* An answer's walls, drawn thin (the editor's answer and the example in How to play). */
  .answer-wall {
    fill: none;
    stroke: var(--_gx-wall);
    stroke-width: 0.08;
    stroke-linecap: square;
  }
  .hint-cells {
    fill: var(--_gx-accent);
    fill-opacity: 0.22;
    stroke: var(--_gx-accent);
    stroke-width: 0.04;
  }
  .hint-walls {
    fill: none;
    stroke: var(--_gx-flag);
    stroke-width: 0.2;
    stroke-linecap: round;
  }
  /* A side that just refused a wall: shown in the flag colour, fading. */
  .refused {
    fill: none;
    stroke: var(--_gx-flag);
    stroke-width: 0.14;
    stroke-linecap: round;
    stroke-dasharray: 0.12 0.08;
    animation: gx-refused 1200ms ease-out both;
  }
  @keyframes gx-refused {
    from {
      opacity: 1;
    }
    to {
      opacity: 0;
    }
  }
  .mistake .hint-cells {
    fill: var(--_gx-flag);
    stroke: var(--_gx-flag);
  }
  /* A dot is a filled disc, never a hole; a paper halo painted under the fill keeps it clear of
     a wall or a tint's edge beside it. */
  .dot {
    fill: var(--_gx-star);
    stroke: var(--_gx-paper);
    stroke-width: 0.08;
    paint-order: stroke;
    transition: fill 600ms ease 300ms;
  }
  .gold .dot {
    fill: var(--_gx-gold);
  }
  /* A hint's dot: filled in the accent inside an accent ring, the halo between, as "this one". */
  .dot.glow {
    fill: var(--_gx-accent);
  }
  .glow-ring {
    fill: none;
    stroke: var(--_gx-accent);
    stroke-width: 0.07;
  }
  ${layerColours}
  .paint {
    transition: opacity 900ms ease;
  }
  .paint.faded {
    opacity: 0;
  }
  .tints.wash path {
    animation: gx-wash 500ms ease both;
  }
  ${unsafeCSS(washDelays)}
  @keyframes gx-wash {
    from {
      opacity: 0;
    }
    to {
      opacity: 1;
    }
  }
  .flag .area {
    stroke: var(--_gx-flag);
    stroke-width: 0.04;
    stroke-dasharray: 0.12 0.06;
  }
  .hatch {
    stroke: var(--_gx-flag);
    stroke-width: 0.025;
    stroke-opacity: 0.7;
  }
  .speck {
    fill: var(--_gx-flag);
  }
  .badge {
    fill: var(--_gx-flag);
  }
  .icon {
    fill: var(--_gx-paper);
    font-size: 0.26px;
    font-weight: 700;
    text-anchor: middle;
    dominant-baseline: central;
  }
  @media (prefers-reduced-motion: reduce) {
    .dot,
    .paint {
      transition: none;
    }
    .tints.wash path,
    .refused {
      animation: none;
    }
  }
`;
