// The board's look: deep-space ink and paper with star dots, light and dark schemes. Public
// `--gx-*` properties feed private `--_gx-*` ones set on :host, so a page may set them on any
// ancestor; the kit's frame takes its `--pk-*` colours from them.
import { css, unsafeCSS } from 'lit';
import { LIGHT_TINTS } from './tint-colours.js';

const lightTints = unsafeCSS(
  LIGHT_TINTS.map((c, i) => `--_gx-tint-${i + 1}: var(--gx-tint-${i + 1}, ${c});`).join('\n'),
);

const light = css`
  --_gx-ink: var(--gx-ink, #14213d);
  --_gx-paper: var(--gx-paper, #f7f4ea);
  --_gx-line: var(--gx-line, #8a93a8);
  --_gx-wall: var(--gx-wall, #1f3c88);
  --_gx-given: var(--gx-given, #14213d);
  --_gx-star: var(--gx-star, #fffdf5);
  --_gx-gold: var(--gx-gold, #e0a800);
  --_gx-accent: var(--gx-accent, #2a4d9b);
  --_gx-accent-ink: var(--gx-accent-ink, #ffffff);
  --_gx-solved: var(--gx-solved, #1c7c3c);
  --_gx-flag: var(--gx-flag, #b3261e);
  --_gx-focus: var(--gx-focus, #1a73e8);
  ${lightTints}
`;

const dark = css`
  --_gx-ink: var(--gx-ink, #e3e8f6);
  --_gx-paper: var(--gx-paper, #0e1530);
  --_gx-line: var(--gx-line, #5d6890);
  --_gx-wall: var(--gx-wall, #a9c2ff);
  --_gx-given: var(--gx-given, #e3e8f6);
  --_gx-star: var(--gx-star, #f6ecc4);
  --_gx-gold: var(--gx-gold, #ffd24a);
  --_gx-accent: var(--gx-accent, #a9c2ff);
  --_gx-accent-ink: var(--gx-accent-ink, #0b1020);
  --_gx-solved: var(--gx-solved, #5fd08a);
  --_gx-flag: var(--gx-flag, #ff8a80);
  --_gx-focus: var(--gx-focus, #8fb0ff);
  --_gx-tint-1: var(--gx-tint-1, #5b4424);
  --_gx-tint-2: var(--gx-tint-2, #224661);
  --_gx-tint-3: var(--gx-tint-3, #25503a);
  --_gx-tint-4: var(--gx-tint-4, #514b1f);
  --_gx-tint-5: var(--gx-tint-5, #3d3566);
  --_gx-tint-6: var(--gx-tint-6, #5d2e2e);
  --_gx-tint-7: var(--gx-tint-7, #224c4a);
`;

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

export const boardStyles = css`
  :host {
    display: block;
    max-width: 40rem;
    ${light}
    --_gx-paint-strength: var(--gx-paint-strength, 58%);
    --_gx-paint-1: var(--gx-paint-1, #e69f00);
    --_gx-paint-2: var(--gx-paint-2, #56b4e9);
    --_gx-paint-3: var(--gx-paint-3, #009e73);
    --_gx-paint-4: var(--gx-paint-4, #f0e442);
    --_gx-paint-5: var(--gx-paint-5, #0072b2);
    --_gx-paint-6: var(--gx-paint-6, #d55e00);
    --_gx-paint-7: var(--gx-paint-7, #cc79a7);
    --_gx-paint-8: var(--gx-paint-8, #999999);
    color: var(--_gx-ink);
    font-family: var(--gx-font, system-ui, sans-serif);
  }
  :host([scheme='dark']) {
    ${dark}
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([scheme='light'])) {
      ${dark}
    }
  }
  pk-frame {
    --pk-ink: var(--_gx-ink);
    --pk-paper: var(--_gx-paper);
    --pk-line: var(--_gx-line);
    --pk-accent: var(--_gx-accent);
    --pk-accent-ink: var(--_gx-accent-ink);
    --pk-solved: var(--_gx-solved);
    --pk-focus: var(--_gx-focus);
    max-width: none;
  }
  .port {
    display: block;
    padding: 0.35rem;
  }
  /* Holds the grid's square while the worker makes the puzzle (its aspect-ratio is inline). */
  .making {
    display: grid;
    place-items: center;
    width: 100%;
    background: var(--_gx-paper);
    outline: 0.1rem dashed var(--_gx-line);
    color: var(--_gx-ink);
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
    background: var(--_gx-paper);
    outline: none;
    user-select: none;
    -webkit-user-select: none;
    -webkit-touch-callout: none;
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
  .frame {
    fill: none;
    stroke: var(--_gx-given);
    stroke-width: 0.1;
  }
  .given {
    fill: none;
    stroke: var(--_gx-given);
    stroke-width: 0.1;
    stroke-linecap: square;
  }
  .wall {
    fill: none;
    stroke: var(--_gx-wall);
    stroke-width: 0.12;
    stroke-linecap: round;
  }
  .cross {
    fill: none;
    stroke: var(--_gx-ink);
    stroke-opacity: 0.7;
    stroke-width: 0.05;
    stroke-linecap: round;
  }
  .hint-cells {
    fill: var(--_gx-accent);
    fill-opacity: 0.12;
  }
  .hint-walls {
    fill: none;
    stroke: var(--_gx-accent);
    stroke-width: 0.1;
    stroke-dasharray: 0.16 0.1;
  }
  .mistake .hint-walls {
    stroke: var(--_gx-flag);
    stroke-width: 0.2;
  }
  .dot {
    fill: var(--_gx-star);
    stroke: var(--_gx-given);
    stroke-width: 0.05;
    transition: fill 600ms ease 300ms;
  }
  .gold .dot {
    fill: var(--_gx-gold);
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
  [part~='error'] {
    padding: 1rem;
    border: 2px solid var(--_gx-flag);
    border-radius: 8px;
    background: var(--_gx-paper);
    color: var(--_gx-ink);
  }
  @media (prefers-reduced-motion: reduce) {
    .dot,
    .paint {
      transition: none;
    }
    .tints.wash path {
      animation: none;
    }
  }
  /* On paper: black on white whatever the scheme, and no tools (the kit's frame hides its own). */
  @media print {
    :host,
    :host([scheme='dark']),
    :host(:not([scheme='light'])) {
      max-width: none;
      --_gx-ink: #000000;
      --_gx-paper: #ffffff;
      --_gx-line: #9a9a9a;
      --_gx-wall: #000000;
      --_gx-given: #000000;
      --_gx-star: #ffffff;
    }
    .tray {
      display: none;
    }
  }
`;
