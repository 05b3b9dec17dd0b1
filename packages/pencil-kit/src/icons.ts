// The kit's icons: small line drawings on a 24-unit square in the text's colour, drawn here.
// Each is decorative (`aria-hidden`): the button it sits in is named by its label.
import { html, type TemplateResult } from 'lit';

/** The paths of each icon, as SVG path data on a 24 × 24 square. */
const PATHS = {
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'm15 14 5-5-5-5M20 9H10a6 6 0 0 0 0 12h3',
  restart: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5',
  share: 'M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6',
  settings: 'M4 6h10M18 6h2M4 12h3M11 12h9M4 18h12M20 18h0M16 4v4M9 10v4M18 16v4',
  close: 'M6 6l12 12M18 6 6 18',
  'zoom-in': 'M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM15 15l6 6M7 10h6M10 7v6',
  'zoom-out': 'M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM15 15l6 6M7 10h6',
  fit: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
} as const;

/** The kit's icon names. */
export type KitIcon = keyof typeof PATHS;

/** An icon from path data: 1.25em square, stroked in the current colour. */
export function iconOf(d: string): TemplateResult {
  return html`<svg class="pk-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d=${d}></path>
  </svg>`;
}

/** One of the kit's icons. */
export function kitIcon(name: KitIcon): TemplateResult {
  return iconOf(PATHS[name]);
}
