// The thumbnail's colours: the board's light and dark schemes (packages/board/src/styles/
// palette.ts), the four roles a blank puzzle shows. Copied, not imported: the board's package
// does not export its palette, and its entry point would load Lit into the server for four
// colours. schemes.test.ts reads the board's file and fails if the two drift apart.

/** The colours a blank puzzle is drawn in, as `#rrggbb`. */
export interface ThumbnailScheme {
  /** The background, and the halo round each dot (`--gx-paper`). */
  readonly paper: string;
  /** The thin grid lines (`--gx-line`). */
  readonly line: string;
  /** The frame and the given walls (`--gx-given`). */
  readonly given: string;
  /** The dots' fill (`--gx-star`). */
  readonly star: string;
}

export const SCHEMES = {
  light: { paper: '#f7f4ea', line: '#8a93a8', given: '#14213d', star: '#14213d' },
  dark: { paper: '#0e1530', line: '#636d96', given: '#e3e8f6', star: '#f5f1e4' },
} as const satisfies Record<string, ThumbnailScheme>;

export type SchemeName = keyof typeof SCHEMES;
