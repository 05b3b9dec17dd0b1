// An RGB pixel buffer and the three ways the thumbnail paints it: a solid fill, whole-pixel
// rectangles (lines and walls stay crisp) and discs with smooth edges (the dots).

/** A colour as red, green, blue, 0–255 each. */
export type Rgb = readonly [number, number, number];

/** Pixels row by row from the top left, three bytes (RGB) each. */
export interface Raster {
  readonly width: number;
  readonly height: number;
  readonly channels: 3;
  readonly data: Uint8Array;
}

/** `#rrggbb` as an Rgb. */
export function rgbOf(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [
    parseInt(match[1] as string, 16),
    parseInt(match[2] as string, 16),
    parseInt(match[3] as string, 16),
  ];
}

/** A width × height raster filled with `colour`. */
export function raster(width: number, height: number, colour: Rgb): Raster {
  const r: Raster = { width, height, channels: 3, data: new Uint8Array(width * height * 3) };
  fillRect(r, 0, 0, width, height, colour);
  return r;
}

/** Fills the pixels x0 ≤ x < x1, y0 ≤ y < y1, clipped to the raster. */
export function fillRect(
  r: Raster,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  colour: Rgb,
): void {
  const left = Math.max(0, Math.floor(x0));
  const right = Math.min(r.width, Math.floor(x1));
  const top = Math.max(0, Math.floor(y0));
  const bottom = Math.min(r.height, Math.floor(y1));
  if (left >= right || top >= bottom) return;
  const { data, width } = r;
  const start = (top * width + left) * 3;
  const end = (top * width + right) * 3;
  for (let i = start; i < end; i += 3) {
    data[i] = colour[0];
    data[i + 1] = colour[1];
    data[i + 2] = colour[2];
  }
  // Every other row is a copy of the first: one native copy a row, not a loop a pixel.
  for (let y = top + 1; y < bottom; y++) data.copyWithin((y * width + left) * 3, start, end);
}

// Edge pixels are sampled 4 × 4: 17 levels of coverage are smooth to the eye, and so few
// distinct blends keep the drawing within a 256-colour palette.
const SAMPLES = 4;
// A pixel whose centre is this close to the rim may be partly covered; farther in or out it is
// wholly in or out (half the pixel's diagonal).
const RIM = Math.SQRT1_2;

/** Paints a disc of `radius` pixels round (cx, cy), its edge pixels blended by their coverage. */
export function fillDisc(r: Raster, cx: number, cy: number, radius: number, colour: Rgb): void {
  const { data, width, height } = r;
  const left = Math.max(0, Math.floor(cx - radius));
  const right = Math.min(width - 1, Math.ceil(cx + radius));
  const top = Math.max(0, Math.floor(cy - radius));
  const bottom = Math.min(height - 1, Math.ceil(cy + radius));
  const inner = radius > RIM ? (radius - RIM) ** 2 : -1;
  const outer = (radius + RIM) ** 2;
  const r2 = radius * radius;
  for (let y = top; y <= bottom; y++) {
    const dy = y + 0.5 - cy;
    for (let x = left; x <= right; x++) {
      const dx = x + 0.5 - cx;
      const d2 = dx * dx + dy * dy;
      if (d2 >= outer) continue;
      let covered = SAMPLES * SAMPLES;
      if (d2 > inner) {
        covered = 0;
        for (let sy = 0; sy < SAMPLES; sy++) {
          const ey = y + (sy + 0.5) / SAMPLES - cy;
          for (let sx = 0; sx < SAMPLES; sx++) {
            const ex = x + (sx + 0.5) / SAMPLES - cx;
            if (ex * ex + ey * ey <= r2) covered++;
          }
        }
        if (covered === 0) continue;
      }
      const a = covered / (SAMPLES * SAMPLES);
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) {
        const under = data[i + k] as number;
        data[i + k] = Math.round(under + ((colour[k] as number) - under) * a);
      }
    }
  }
}
