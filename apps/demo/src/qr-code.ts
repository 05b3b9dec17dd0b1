// A QR code as an SVG of our own drawing: the modules from uqr's encoder, one path of squares,
// dark on light whatever the page's scheme (a phone's camera reads it either way round, but not
// every reader does), with a quiet zone, named for screen readers by what it holds.
import { encode } from 'uqr';
import { html, svg, type TemplateResult } from 'lit';

/** `text` as a QR code, `label` its accessible name. */
export function qrCode(text: string, label: string): TemplateResult {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return html`<svg class="qr" viewBox="0 0 ${size} ${size}" role="img" aria-label=${label}>
    ${svg`<rect class="qr-light" width=${size} height=${size}></rect><path class="qr-dark" d=${d}></path>`}
  </svg>`;
}
