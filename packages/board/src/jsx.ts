// The elements' attributes and properties as JSX sees them, typed as HTML allows them: every
// attribute a string (`size="10"`; a number is fine too), a boolean attribute by presence. The
// React entry (react/index.ts) puts these on React's JSX; another JSX framework can add them to
// its own IntrinsicElements with one declaration (see the README).
import type { Puzzle } from '@galaxies/engine';
import type { ErrorDetail, MoveDetail, SolvedDetail } from './events.js';
import type { EditDetail, PlayDetail, VerdictDetail } from './editor/editor-events.js';

type Scheme = 'auto' | 'light' | 'dark';

/** <galaxies-board>'s attributes. */
export interface GalaxiesBoardAttributes {
  /** A puzz.link URL or a Tatham game ID (`7x7:…`). */
  src?: string;
  /** 7, 10, 13 or 15: with `code`, the engine makes the puzzle. */
  size?: string | number;
  code?: string;
  difficulty?: 'easy' | 'medium' | 'hard' | '';
  /** The engine version that made `code` (`1`, `2`); empty for the current one. */
  engine?: string | number;
  /** `daily`, `endless`, `archive` or free text, in the title and share line. */
  mode?: string;
  date?: string;
  saves?: 'on' | 'off';
  /** Which helpers start on: `tints lopsided crowded`. */
  assists?: string;
  readonly?: boolean;
  scheme?: Scheme;
  'how-to'?: 'auto' | 'off' | 'none';
}

/** <galaxies-board>'s settable properties beyond its attributes. */
export interface GalaxiesBoardProperties {
  puzzle?: Puzzle | null;
  /** Saved marks to load (`{ w, x, c?, h? }`). */
  marks?: unknown;
}

/** <galaxies-board>'s events, by name. */
export interface GalaxiesBoardEvents {
  'galaxies-solved': CustomEvent<SolvedDetail>;
  'galaxies-move': CustomEvent<MoveDetail>;
  'galaxies-error': CustomEvent<ErrorDetail>;
}

/** <galaxies-editor>'s attributes. */
export interface GalaxiesEditorAttributes {
  src?: string;
  size?: string | number;
  code?: string;
  difficulty?: 'easy' | 'medium' | 'hard' | '';
  engine?: string | number;
  cols?: string | number;
  rows?: string | number;
  'play-url'?: string;
  scheme?: Scheme;
}

/** <galaxies-editor>'s settable properties beyond its attributes. */
export interface GalaxiesEditorProperties {
  puzzle?: Puzzle | null;
}

/** <galaxies-editor>'s events, by name. */
export interface GalaxiesEditorEvents {
  'galaxies-edit': CustomEvent<EditDetail>;
  'galaxies-verdict': CustomEvent<VerdictDetail>;
  'galaxies-play': CustomEvent<PlayDetail>;
  'galaxies-error': CustomEvent<ErrorDetail>;
}

/** React 19's way to listen: `ongalaxies-solved={…}` listens for `galaxies-solved`. */
export type OnEvents<Events> = {
  [Name in keyof Events & string as `on${Name}`]?: (event: Events[Name]) => void;
};
