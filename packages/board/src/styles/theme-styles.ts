// The look the board and the editor share: the light and dark schemes of palette.ts as CSS, the
// font, black on white on paper. Public `--gx-*` properties feed private `--_gx-*` ones set on
// :host, so a page may set them on any ancestor; the kit's elements take `--pk-*` from them.
import { css, unsafeCSS } from 'lit';
import { DARK, LIGHT, properties, type Scheme } from './palette.js';

/** A scheme as `--_gx-<name>: var(--gx-<name>, <default>);`, one a role and one a tint. */
const declarations = (scheme: Scheme) =>
  unsafeCSS(
    properties(scheme)
      .map(([name, c]) => `--_gx-${name}: var(--gx-${name}, ${c});`)
      .join('\n'),
  );

const light = declarations(LIGHT);
const dark = declarations(DARK);

export const themeStyles = css`
  :host {
    display: block;
    max-width: 40rem;
    /* Japanese lines break between phrases, not inside a word (English is unchanged). */
    word-break: auto-phrase;
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
      /* The light scheme under the ink, so a dark board's tints print pale. */
      ${light}
      --_gx-ink: #000000;
      --_gx-paper: #ffffff;
      --_gx-line: #9a9a9a;
      --_gx-wall: #000000;
      --_gx-given: #000000;
      --_gx-star: #000000;
    }
  }
`;
