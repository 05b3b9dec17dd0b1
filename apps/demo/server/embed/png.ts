// A PNG encoder in plain TypeScript over node:zlib: RGB or RGBA pixels in, a PNG file out, so the
// server draws images without a native module. An image of 256 colours or fewer (a puzzle's
// drawing is) is written with a palette, a byte a pixel, which deflates to a fraction of RGB.
import { deflateSync } from 'node:zlib';

/** Pixels row by row from the top left, `channels` bytes each: RGB (3) or RGBA (4). */
export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
  readonly data: Uint8Array;
}

/** How to filter each row before deflating (PNG's filter types; `adaptive` picks per row). */
export type RowFilter = 'none' | 'sub' | 'up' | 'adaptive';

export interface PngOptions {
  /** Write with a palette when there are 256 colours or fewer (true by default). */
  palette?: boolean;
  /** Row filter (`none` unless asked). */
  filter?: RowFilter;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// IHDR colour types.
const INDEXED = 3;
const RGB = 2;
const RGBA = 6;
// The largest side PNG allows is 2^31 − 1; far smaller here keeps a wrong call from allocating
// gigabytes before it fails.
const MAX_SIDE = 16_384;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG's chunks carry) of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) {
    c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The image's colours, if 256 or fewer: a palette and a byte a pixel; null past 256. */
function toIndexed(pixels: Pixels): { colours: number[]; indices: Uint8Array } | null {
  const { data, channels } = pixels;
  const count = data.length / channels;
  const indices = new Uint8Array(count);
  const indexOf = new Map<number, number>();
  const colours: number[] = [];
  // Drawings come in runs of one colour: checking the last colour first skips most map look-ups.
  let last = -1;
  let lastIndex = 0;
  for (let p = 0, i = 0; p < count; p++, i += channels) {
    const colour =
      channels === 4
        ? (((data[i] as number) << 24) |
            ((data[i + 1] as number) << 16) |
            ((data[i + 2] as number) << 8) |
            (data[i + 3] as number)) >>>
          0
        : ((data[i] as number) << 16) | ((data[i + 1] as number) << 8) | (data[i + 2] as number);
    if (colour !== last) {
      let index = indexOf.get(colour);
      if (index === undefined) {
        if (colours.length === 256) return null;
        index = colours.length;
        colours.push(colour);
        indexOf.set(colour, index);
      }
      last = colour;
      lastIndex = index;
    }
    indices[p] = lastIndex;
  }
  return { colours, indices };
}

/** PLTE (and tRNS when some colour is not opaque) for a palette from `toIndexed`. */
function paletteChunks(colours: number[], channels: 3 | 4): Buffer[] {
  const plte = new Uint8Array(3 * colours.length);
  const alpha = new Uint8Array(colours.length);
  colours.forEach((colour, k) => {
    const rgb = channels === 4 ? colour >>> 8 : colour;
    plte[3 * k] = (rgb >>> 16) & 0xff;
    plte[3 * k + 1] = (rgb >>> 8) & 0xff;
    plte[3 * k + 2] = rgb & 0xff;
    alpha[k] = channels === 4 ? colour & 0xff : 0xff;
  });
  // tRNS may stop after the last entry that is not opaque.
  let end = alpha.length;
  while (end > 0 && alpha[end - 1] === 0xff) end--;
  return [chunk('PLTE', plte), ...(end ? [chunk('tRNS', alpha.subarray(0, end))] : [])];
}

/** Sum of the filtered bytes read as signed: the usual guess at which filter deflates best. */
function cost(row: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < row.length; i++) {
    const v = row[i] as number;
    sum += v < 128 ? v : 256 - v;
  }
  return sum;
}

function subRow(out: Uint8Array, line: Uint8Array, bpp: number): void {
  for (let i = 0; i < line.length; i++) {
    out[i] = ((line[i] as number) - (i >= bpp ? (line[i - bpp] as number) : 0)) & 0xff;
  }
}

function upRow(out: Uint8Array, line: Uint8Array, above: Uint8Array | null): void {
  for (let i = 0; i < line.length; i++) {
    out[i] = ((line[i] as number) - (above ? (above[i] as number) : 0)) & 0xff;
  }
}

/** The rows, each behind its filter-type byte, ready to deflate. */
function filterRows(bytes: Uint8Array, stride: number, bpp: number, filter: RowFilter): Uint8Array {
  const rows = bytes.length / stride;
  const out = new Uint8Array(rows * (stride + 1));
  const sub = new Uint8Array(stride);
  const up = new Uint8Array(stride);
  for (let y = 0; y < rows; y++) {
    const line = bytes.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? bytes.subarray((y - 1) * stride, y * stride) : null;
    const at = y * (stride + 1);
    let type = 0;
    let body: Uint8Array = line;
    if (filter === 'sub' || filter === 'adaptive') subRow(sub, line, bpp);
    if (filter === 'up' || filter === 'adaptive') upRow(up, line, above);
    if (filter === 'sub') [type, body] = [1, sub];
    else if (filter === 'up') [type, body] = [2, up];
    else if (filter === 'adaptive') {
      const costs = [cost(line), cost(sub), cost(up)] as const;
      const best = costs.indexOf(Math.min(...costs));
      [type, body] = [best, [line, sub, up][best] as Uint8Array];
    }
    out[at] = type;
    out.set(body, at + 1);
  }
  return out;
}

/** `pixels` as the bytes of a PNG file. Throws on a size or buffer that does not add up. */
export function encodePng(pixels: Pixels, options: PngOptions = {}): Buffer {
  const { width, height, channels, data } = pixels;
  if (!Number.isInteger(width) || !Number.isInteger(height)) {
    throw new Error(`PNG size must be whole numbers, got ${width} × ${height}`);
  }
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new Error(`PNG size must be 1 to ${MAX_SIDE} a side, got ${width} × ${height}`);
  }
  if (channels !== 3 && channels !== 4) throw new Error(`PNG channels must be 3 or 4`);
  if (data.length !== width * height * channels) {
    throw new Error(`PNG data holds ${data.length} bytes, not ${width} × ${height} × ${channels}`);
  }
  const indexed = options.palette === false ? null : toIndexed(pixels);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits a sample (a palette index is a byte too)
  header[9] = indexed ? INDEXED : channels === 4 ? RGBA : RGB;
  // Bytes 10–12: deflate, the only filter method, no interlacing: all 0.
  const bytes = indexed ? indexed.indices : data;
  const bpp = indexed ? 1 : channels;
  // Measured on thumbnails of 7×7 to 30×30 puzzles: Sub, Up and a choice per row made palette
  // files 3–25 % bigger than no filter, and RGB files bigger in four sizes of six. Flat drawings
  // repeat whole rows, which deflate finds unfiltered; filters pay on photographs, not here.
  const filter = options.filter ?? 'none';
  const rows = filterRows(bytes, width * bpp, bpp, filter);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(indexed ? paletteChunks(indexed.colours, channels) : []),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
