// The PNG encoder against a reader written apart from it (read-png.ts): pixels round-trip
// through every filter and colour type, chunks are in order and their CRCs hold.
import { describe, expect, it } from 'vitest';
import { crc32, encodePng, type Pixels, type RowFilter } from './png.js';
import { readPng } from '../test/read-png.js';

/** A width × height image whose pixels differ (more than 256 colours from 17 × 17 up). */
function gradient(width: number, height: number, channels: 3 | 4): Pixels {
  const data = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      data.set([(x * 15) & 0xff, (y * 15) & 0xff, (x * y) & 0xff], i);
      if (channels === 4) data[i + 3] = (x + y) % 3 === 0 ? 255 : (x * 40) & 0xff;
    }
  }
  return { width, height, channels, data };
}

/** A few colours in blocks, as drawings are. */
function blocks(width: number, height: number, channels: 3 | 4): Pixels {
  const colours = [
    [247, 244, 234, 255],
    [20, 33, 61, 255],
    [138, 147, 168, 128],
  ];
  const data = new Uint8Array(width * height * channels);
  for (let p = 0; p < width * height; p++) {
    const colour = colours[Math.floor(p / 7) % 3] as number[];
    data.set(channels === 4 ? colour : colour.slice(0, 3), p * channels);
  }
  return { width, height, channels, data };
}

function asRgba(pixels: Pixels): Uint8Array {
  if (pixels.channels === 4) return pixels.data;
  const out = new Uint8Array(pixels.width * pixels.height * 4).fill(255);
  for (let p = 0; p < pixels.width * pixels.height; p++) {
    out.set(pixels.data.subarray(3 * p, 3 * p + 3), 4 * p);
  }
  return out;
}

describe('encodePng', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
  });

  const filters: RowFilter[] = ['none', 'sub', 'up', 'adaptive'];
  const images = {
    'RGB, many colours': gradient(37, 23, 3),
    'RGBA, many colours': gradient(37, 23, 4),
    'RGB, few colours': blocks(41, 19, 3),
    'RGBA, few colours': blocks(41, 19, 4),
    'one pixel': blocks(1, 1, 3),
  };

  for (const [name, pixels] of Object.entries(images)) {
    for (const palette of [true, false]) {
      it.each(filters)(`round-trips %s-filtered ${name}, palette ${palette}`, (filter) => {
        const file = encodePng(pixels, { palette, filter });
        const decoded = readPng(file); // throws on a bad CRC
        expect([decoded.width, decoded.height]).toEqual([pixels.width, pixels.height]);
        expect(decoded.rgba).toEqual(asRgba(pixels));
        expect(decoded.chunks[0]).toBe('IHDR');
        expect(decoded.chunks.at(-1)).toBe('IEND');
        expect(decoded.chunks.filter((type) => type === 'IDAT')).toHaveLength(1);
        const want = { none: [0], sub: [1], up: [2], adaptive: [0, 1, 2] }[filter];
        expect(decoded.filters.every((type) => want.includes(type))).toBe(true);
      });
    }
  }

  it('writes a palette only for 256 colours or fewer', () => {
    expect(readPng(encodePng(blocks(41, 19, 3))).colourType).toBe(3);
    expect(readPng(encodePng(blocks(41, 19, 3), { palette: false })).colourType).toBe(2);
    expect(readPng(encodePng(gradient(37, 23, 3))).colourType).toBe(2);
    expect(readPng(encodePng(gradient(37, 23, 4))).colourType).toBe(6);
  });

  it('carries transparency in tRNS for a palette, and leaves it out when all is opaque', () => {
    expect(readPng(encodePng(blocks(41, 19, 4))).chunks).toEqual([
      'IHDR',
      'PLTE',
      'tRNS',
      'IDAT',
      'IEND',
    ]);
    expect(readPng(encodePng(blocks(41, 19, 3))).chunks).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
  });

  it('writes chunks whose CRCs a reader checks', () => {
    const file = encodePng(blocks(41, 19, 3));
    expect(file.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const broken = Buffer.from(file);
    broken[20] = (broken[20] as number) ^ 1; // a byte of IHDR's data
    expect(() => readPng(broken)).toThrow('Bad CRC in IHDR');
  });

  it('refuses sizes and buffers that do not add up', () => {
    const data = new Uint8Array(12);
    expect(() => encodePng({ width: 0, height: 4, channels: 3, data })).toThrow('1 to');
    expect(() => encodePng({ width: 1.5, height: 4, channels: 3, data })).toThrow('whole');
    expect(() => encodePng({ width: 2, height: 4, channels: 3, data })).toThrow('12 bytes');
  });
});
