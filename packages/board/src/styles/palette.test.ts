// Both schemes against WCAG AA, by our own WCAG 2 contrast formula: text at 4.5:1, the marks a
// player reads (walls, a trial's, dots) at 3:1 on the paper and on every tint, grid lines quiet
// but there; and the seven tints of each scheme apart from one another in OKLab.
import { describe, expect, it } from 'vitest';
import { DARK, LIGHT, properties, type Scheme } from './palette.js';
import { themeStyles } from './theme-styles.js';

/** `#rrggbb` as sRGB channels 0–1. */
function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
}

/** An sRGB channel 0–1 as linear light. */
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21, whichever colour is lighter. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** OKLab (Björn Ottosson, 2020): a space where equal distances look about equally different. */
function oklab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map(linear) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** Euclidean distance in OKLab (ΔE_ok); about 0.02 is just noticeable side by side. */
function distance(a: string, b: string): number {
  const [p, q] = [oklab(a), oklab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

/** Tints must be twice the just-noticeable difference apart, so neighbours read as two. */
const TINT_DISTANCE = 0.04;
/** The player's walls and the given walls: far apart in OKLab, not just a shade. */
const WALL_DISTANCE = 0.15;

const SCHEMES: Array<[name: string, scheme: Scheme]> = [
  ['light', LIGHT],
  ['dark', DARK],
];

describe.each(SCHEMES)('the %s scheme', (_, p) => {
  it('is all #rrggbb', () => {
    for (const [, c] of properties(p)) expect(c).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    ['ink', 'paper'],
    ['accent', 'paper'],
    ['accentInk', 'accent'],
    ['flag', 'paper'],
    ['solved', 'paper'],
  ] as const)('sets %s on %s at 4.5:1 or more (text)', (fore, back) => {
    expect(contrast(p[fore], p[back])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['wall', 'trial', 'given', 'star', 'gold'] as const)(
    'draws %s at 3:1 or more on the paper and on every tint',
    (mark) => {
      for (const back of [p.paper, ...p.tints]) {
        expect(contrast(p[mark], back), `${p[mark]} on ${back}`).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('keeps grid lines and crosses quiet but visible: 1.5:1 or more on paper and tints', () => {
    for (const back of [p.paper, ...p.tints]) {
      expect(contrast(p.line, back), `${p.line} on ${back}`).toBeGreaterThanOrEqual(1.5);
    }
  });

  it('rings focus at 3:1 or more on the paper', () => {
    expect(contrast(p.focus, p.paper)).toBeGreaterThanOrEqual(3);
  });

  it('tells the player’s walls from the given walls and from a trial’s', () => {
    expect(distance(p.wall, p.given)).toBeGreaterThanOrEqual(WALL_DISTANCE);
    expect(distance(p.wall, p.trial)).toBeGreaterThanOrEqual(WALL_DISTANCE);
  });

  it(`keeps its seven tints ${TINT_DISTANCE} or more apart in OKLab`, () => {
    p.tints.forEach((a, i) =>
      p.tints.slice(i + 1).forEach((b) => {
        expect(distance(a, b), `${a} and ${b}`).toBeGreaterThanOrEqual(TINT_DISTANCE);
      }),
    );
  });
});

describe('theme-styles', () => {
  it('takes every default from the palette, light and dark', () => {
    for (const [, scheme] of SCHEMES) {
      for (const [name, c] of properties(scheme)) {
        expect(themeStyles.cssText).toContain(`--_gx-${name}: var(--gx-${name}, ${c});`);
      }
    }
  });
});

// The formula itself, on pairs whose ratios are known.
describe('contrast', () => {
  it('is 21 for black on white, 1 for a colour on itself, and order-free', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrast('#ffffff', '#767676')).toBe(contrast('#767676', '#ffffff'));
  });
});
