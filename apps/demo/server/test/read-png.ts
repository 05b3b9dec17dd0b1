// A small PNG reader for the encoder's and the thumbnail's tests: it checks every chunk's CRC,
// inflates IDAT, undoes the five row filters and returns RGBA pixels, for the 8-bit colour
// types the encoder writes (RGB, RGBA, palette). Written apart from png.ts so a mistake in the
// encoder is not repeated in the check: CRCs are checked with node:zlib's own crc32.
import { crc32, inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  colourType: number;
  /** The chunk types in order. */
  chunks: string[];
  /** The filter type of each row. */
  filters: number[];
  /** Four bytes (RGBA) a pixel, row by row. */
  rgba: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The pixels of a PNG file. Throws on anything it cannot read or a chunk whose CRC is wrong. */
export function readPng(file: Buffer): DecodedPng {
  if (!SIGNATURE.every((byte, i) => file[i] === byte)) throw new Error('Not a PNG signature');
  const chunks: string[] = [];
  const idat: Buffer[] = [];
  let header: Buffer | null = null;
  let palette: Buffer | null = null;
  let alpha: Buffer | null = null;
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    if (crc32(file.subarray(at + 4, at + 8 + length)) !== file.readUInt32BE(at + 8 + length)) {
      throw new Error(`Bad CRC in ${type}`);
    }
    chunks.push(type);
    if (type === 'IHDR') header = data;
    else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') alpha = data;
    else if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  if (!header) throw new Error('No IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const colourType = header[9] as number;
  if (header[8] !== 8 || header[12] !== 0) throw new Error('Only 8-bit, non-interlaced images');
  const bpp = ({ 2: 3, 3: 1, 6: 4 } as Record<number, number>)[colourType];
  if (!bpp) throw new Error(`Colour type ${colourType} not read here`);
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length !== height * (stride + 1)) throw new Error('IDAT is not height × (stride + 1)');
  const bytes = new Uint8Array(height * stride);
  const filters: number[] = [];
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)] as number;
    filters.push(type);
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i] as number;
      const a = i >= bpp ? (bytes[y * stride + i - bpp] as number) : 0;
      const b = y > 0 ? (bytes[(y - 1) * stride + i] as number) : 0;
      const c = i >= bpp && y > 0 ? (bytes[(y - 1) * stride + i - bpp] as number) : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type];
      if (predicted === undefined) throw new Error(`Bad filter type ${type}`);
      bytes[y * stride + i] = (x + predicted) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    if (colourType === 3) {
      const k = bytes[p] as number;
      if (!palette || 3 * k + 2 >= palette.length) throw new Error('Index past the palette');
      rgba.set(palette.subarray(3 * k, 3 * k + 3), 4 * p);
      rgba[4 * p + 3] = alpha && k < alpha.length ? (alpha[k] as number) : 255;
    } else {
      rgba.set(bytes.subarray(p * bpp, p * bpp + 3), 4 * p);
      rgba[4 * p + 3] = bpp === 4 ? (bytes[p * bpp + 3] as number) : 255;
    }
  }
  return { width, height, colourType, chunks, filters, rgba };
}
