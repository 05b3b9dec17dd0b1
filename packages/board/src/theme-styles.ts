// The look the board and the editor share: deep-space ink and paper, light and dark schemes,
// the font, black on white on paper. Public `--gx-*` properties feed private `--_gx-*` ones set on
// :host, so a page may set them on any ancestor; the kit's elements take `--pk-*` from them.
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

export const themeStyles = css`
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
    --pk-font: var(--gx-font, system-ui, sans-serif);
    max-width: none;
  }
  /* On paper: black on white whatever the scheme. */
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
  }
`;
