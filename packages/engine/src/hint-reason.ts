// What a hint says, as data: the one deduction behind its walls (a reason code with its cell,
// dot and the cells and dots it rests on), so any UI can put it into words in its own language.
// The engine's own English sentences for these are in words.ts.

/** Why a cell is out of a dot's galaxy, or must be in it: one deduction a player can make. */
export type HintReason =
  /** The cell, turned half way round the dot, lands off the grid: it can't be the dot's. */
  | { readonly code: 'twin-off-grid'; readonly cell: number; readonly dot: number }
  /**
   * The cell's twin round the dot can't be the dot's (it belongs to `twinDot`, or null when it
   * can only be other dots'), so neither can the cell.
   */
  | {
      readonly code: 'twin-taken';
      readonly cell: number;
      readonly dot: number;
      readonly twin: number;
      readonly twinDot: number | null;
    }
  /** One of the player's walls parts the cell from `from`, a cell of the dot's. */
  | {
      readonly code: 'across-wall';
      readonly cell: number;
      readonly dot: number;
      readonly from: number;
    }
  /** The cell can't reach the dot without crossing a wall or another dot's galaxy. */
  | { readonly code: 'cannot-reach'; readonly cell: number; readonly dot: number }
  /** Supposing the cell were the dot's, the galaxies around it could no longer all fit. */
  | { readonly code: 'supposition-fails'; readonly cell: number; readonly dot: number }
  /** The cell must be the dot's: its twin round the dot, `twin`, is. */
  | {
      readonly code: 'twin-joins';
      readonly cell: number;
      readonly dot: number;
      readonly twin: number;
    }
  /** The cell must be the dot's: without it `cut`, a cell of the dot's, is cut off from the dot. */
  | {
      readonly code: 'would-cut-off';
      readonly cell: number;
      readonly dot: number;
      readonly cut: number;
    }
  /** No single step shows it (a puzzle the game did not make): the cell is the dot's in the answer. */
  | { readonly code: 'in-the-answer'; readonly cell: number; readonly dot: number }
  /** A drawn wall parts `cell` from `across`, its neighbour in the same galaxy in every answer. */
  | { readonly code: 'cuts-a-galaxy'; readonly cell: number; readonly across: number };

export type HintReasonCode = HintReason['code'];

/** True for the reasons that put the cell into the dot's galaxy rather than keep it out. */
export function joins(reason: HintReason): boolean {
  return (
    reason.code === 'twin-joins' ||
    reason.code === 'would-cut-off' ||
    reason.code === 'in-the-answer'
  );
}

/** The cell across a hinted wall from the reason's cell, and the dot it belongs to (if known). */
export interface Beside {
  readonly cell: number;
  readonly dot: number | null;
}

/** A hint in the spec's shape. */
export type Hint =
  | {
      readonly kind: 'mistake';
      /** The drawn wall that is in no answer. */
      readonly wall: number;
      readonly walls: readonly number[];
      readonly cells: readonly number[];
      readonly dots: readonly number[];
      readonly reason: HintReason;
      readonly message: string;
    }
  | {
      readonly kind: 'wall';
      /** The walls the deduction proves: one usually, never more than three. */
      readonly walls: readonly number[];
      /** The cells behind it: the reason's cell, the cells it rests on, those across the walls. */
      readonly cells: readonly number[];
      /** The dots it speaks of. */
      readonly dots: readonly number[];
      readonly reason: HintReason;
      /** Across each wall, in the order of `walls`: the neighbour and its dot. */
      readonly beside: readonly Beside[];
      /** The solver's technique behind it, for tools and tests (never shown to a player). */
      readonly technique: string;
      /** The hint in English, for callers without words of their own. */
      readonly message: string;
    }
  | { readonly kind: 'solved' };

/** A hint as data alone, without its English sentence (`nextStep`'s answer). */
export type HintStep =
  | Omit<Extract<Hint, { kind: 'mistake' }>, 'message'>
  | Omit<Extract<Hint, { kind: 'wall' }>, 'message'>
  | { readonly kind: 'solved' };
