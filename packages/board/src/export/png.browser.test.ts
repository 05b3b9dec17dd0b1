// The PNG export in real Chromium: the SVG rasterised through an image and a canvas comes out at
// the file's pixel size, on white, with the drawing on it; the board's methods give the same.
import { afterEach, describe, expect, it } from 'vitest';
import { SAMPLE_12X8, SAMPLE_7X7 } from '../../test/fixtures.js';
import { mount } from '../../test/harness.js';
import { puzzlePng } from './png.js';
import { puzzleSvg } from './puzzle-svg.js';

afterEach(() => document.body.replaceChildren());

/** The PNG's size, and how many of its pixels are dark (ink) and fully white (paper). */
async function pixels(blob: Blob) {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  let dark = 0;
  let white = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    if (a === 255 && r < 64 && g < 64 && b < 64) dark++;
    if (a === 255 && r === 255 && g === 255 && b === 255) white++;
  }
  return { width: bitmap.width, height: bitmap.height, dark, white, all: data.length / 4 };
}

describe('puzzlePng', () => {
  it('is the SVG’s pixel size, on white, with ink on it (a rectangular puzzle)', async () => {
    const blob = await puzzlePng(SAMPLE_12X8.puzzle, { cellSize: 20 });
    expect(blob.type).toBe('image/png');
    const p = await pixels(blob);
    expect([p.width, p.height]).toEqual([13 * 20, 9 * 20]);
    expect(p.dark).toBeGreaterThan(p.all * 0.03); // the frame alone is a few percent
    expect(p.white).toBeGreaterThan(p.all * 0.5);
  });

  it('draws more ink for the solution than for the blank puzzle', async () => {
    const { puzzle, answer } = SAMPLE_7X7;
    const blank = await pixels(await puzzlePng(puzzle, { cellSize: 30 }));
    const solved = await pixels(await puzzlePng(puzzle, { answer, cellSize: 30 }));
    expect(solved.dark).toBeGreaterThan(blank.dark * 1.2);
  });
});

describe('the board’s export methods', () => {
  it('exportSvg and exportPng draw the puzzle on the board', async () => {
    const el = await mount({ puzzle: SAMPLE_12X8.puzzle });
    expect(await el.exportSvg()).toBe(puzzleSvg(SAMPLE_12X8.puzzle));
    expect(await el.exportSvg({ solution: true })).toBe(
      puzzleSvg(SAMPLE_12X8.puzzle, { answer: SAMPLE_12X8.answer }),
    );
    const p = await pixels(await el.exportPng({ solution: true }));
    expect([p.width, p.height]).toEqual([13 * 80, 9 * 80]);
    expect(p.dark).toBeGreaterThan(0);
  });
});
