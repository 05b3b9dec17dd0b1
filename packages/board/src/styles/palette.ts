// The board's two colour schemes as data, the one source of every `--gx-*` colour's default:
// theme-styles.ts turns them into CSS (through `properties`), the printed solution takes the
// light tints, and palette.test.ts holds both to WCAG AA contrast.

/** The seven tints of finished galaxies, tint 1 to 7 (`--gx-tint-1` … `--gx-tint-7`). */
export type Tints = readonly [string, string, string, string, string, string, string];

/** One scheme: a colour for each `--gx-*` role, as `#rrggbb`. */
export interface Scheme {
  /** Text, the frame and given walls (`--gx-ink`). */
  readonly ink: string;
  /** The grid's and the controls' background (`--gx-paper`). */
  readonly paper: string;
  /** Grid lines, crosses and borders: quiet on purpose (`--gx-line`). */
  readonly line: string;
  /** The player's walls: a clear blue, unlike the given walls' ink (`--gx-wall`). */
  readonly wall: string;
  /** A trial's walls, crosses and painted cells, drawn dashed too (`--gx-trial`). */
  readonly trial: string;
  /** Given walls and the frame (`--gx-given`). */
  readonly given: string;
  /** The dots' fill (`--gx-star`). */
  readonly star: string;
  /** The dots' fill once solved (`--gx-gold`). */
  readonly gold: string;
  /** The selected tool, the prompt and a hint's dot; also used for text (`--gx-accent`). */
  readonly accent: string;
  /** Text on the accent (`--gx-accent-ink`). */
  readonly accentInk: string;
  /** The frame once solved (`--gx-solved`). */
  readonly solved: string;
  /** Flags and refused walls (`--gx-flag`). */
  readonly flag: string;
  /** Focus rings and the keyboard cursor (`--gx-focus`). */
  readonly focus: string;
  /** Finished galaxies; neighbours always get different ones. */
  readonly tints: Tints;
}

/** Deep-space ink on warm paper: dark dots, a blue for the player's walls, pale tints. */
export const LIGHT: Scheme = {
  ink: '#14213d',
  paper: '#f7f4ea',
  line: '#8a93a8',
  wall: '#0079ba',
  trial: '#8f2c96',
  given: '#14213d',
  star: '#14213d',
  gold: '#a96b00',
  accent: '#2a4d9b',
  accentInk: '#ffffff',
  solved: '#1c7c3c',
  flag: '#b3261e',
  focus: '#1a73e8',
  // Amber, blue, green, yellow, violet, rose, teal.
  tints: ['#f6d6a8', '#c9e4f5', '#cfe9d2', '#f3ecb0', '#dcd4f4', '#f5cfc8', '#b0e9e6'],
};

/** Starlight on a night sky: light dots, a sky blue for the player's walls, nebula tints. */
export const DARK: Scheme = {
  ink: '#e3e8f6',
  paper: '#0e1530',
  line: '#636d96',
  wall: '#56baef',
  trial: '#f0a0ff',
  given: '#e3e8f6',
  star: '#f5f1e4',
  gold: '#ffd24a',
  accent: '#a9c2ff',
  accentInk: '#0b1020',
  solved: '#5fd08a',
  flag: '#ff8a80',
  focus: '#8fb0ff',
  // Amber, blue, green, slate, violet, rose, teal: deep and soft, so light marks read on them.
  tints: ['#6c4219', '#284a6c', '#295233', '#495360', '#4e3d6c', '#6f3854', '#155252'],
};

/** A scheme as `[name, colour]` pairs, `name` after `--gx-`: `ink` … `accent-ink` … `tint-7`. */
export function properties(scheme: Scheme): Array<readonly [name: string, colour: string]> {
  const { tints, ...roles } = scheme;
  const named = Object.entries(roles).map(
    ([key, c]) => [key.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`), c] as const,
  );
  return [...named, ...tints.map((c, i) => [`tint-${i + 1}`, c] as const)];
}
