// The claim tool's words in English: what a claim says when it is made or cleared, how a
// claimed cell is described, why a claim is flagged, its helpers and its row's button. Loaded
// with the claim tool only (src/cell-tools/). Cells and dots are named by where they are, rows and
// columns from 1, as Hint names them. Pure.
import type { Assist, Widen } from '@galaxies/pencil-kit';
import type { ClaimFault, Dot } from '@galaxies/engine';
import { dotAt } from './places.js';

/** "row 3, column 4" */
function rowCol(w: number, cell: number): string {
  return `row ${Math.floor(cell / w) + 1}, column ${(cell % w) + 1}`;
}

function up(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}

/** The claim tool's helpers, in the order the frame shows them (after the board's own). */
const CLAIM_ASSISTS: readonly Assist[] = [
  {
    id: 'claim-flags',
    label: 'Claim flags',
    description:
      'Flag a claim whose twin is off the grid or another dot’s, or that walls cut off from its dot.',
  },
  {
    id: 'claim-walls',
    label: 'Walls from claims',
    description:
      'Draw the wall between two cells side by side once they are claimed for different dots.',
    default: false,
  },
];

export const CLAIMS_EN = {
  /** The tool's row: the command that draws the walls claims give. */
  wallsButton: 'Draw walls',
  /** Its row's name for screen readers. */
  row: 'Claims',
  assists: CLAIM_ASSISTS,
  /** "Row 3, column 4 claimed for the dot in row 2, column 5, and its twin in row 1, column 6." */
  claimed(w: number, dot: Dot, cell: number, twin: number | null): string {
    const head = `${up(rowCol(w, cell))} claimed for ${dotAt(dot)}`;
    // A twin off the grid is the flag's to say (claimSaid adds it while flags are on).
    return twin === null || twin === cell
      ? `${head}.`
      : `${head}, and its twin in ${rowCol(w, twin)}.`;
  },
  /** A stroke that claimed several cells. */
  claimedMany: (cells: number, dot: Dot) =>
    `${cells} cells claimed for ${dotAt(dot)}, each with its twin.`,
  /** "Row 3, column 4 cleared, and its twin in row 1, column 6." */
  cleared(w: number, cell: number, twin: number | null): string {
    const head = `${up(rowCol(w, cell))} cleared`;
    return twin === null || twin === cell
      ? `${head}.`
      : `${head}, and its twin in ${rowCol(w, twin)}.`;
  },
  clearedMany: (cells: number) => `${cells} claims cleared.`,
  /** A press on a dot picks it: what to do next. */
  picked: (dot: Dot) =>
    `Claiming for ${dotAt(dot)}: press or drag over the cells that belong to it.`,
  /** A press on an open cell before any dot was picked. */
  pickFirst: 'Press a dot first, then the cells that belong to it.',
  /** A claimed cell, after where it is: "Claimed for the dot in row 2, column 5." */
  claimedFor: (dot: Dot) => `Claimed for ${dotAt(dot)}.`,
  /** Why a claim is flagged, after what it is claimed for. */
  faults: {
    'off-grid': 'Its twin would be off the grid.',
    'twin-taken': 'Its twin is claimed for another dot.',
    'twin-open': 'Its twin is not claimed.',
    'cut-off': 'Walls cut it off from its dot.',
  } satisfies Record<ClaimFault, string>,
  /** What the row's button did. */
  wallsDrawn: (walls: number) =>
    walls
      ? `${walls} wall${walls === 1 ? '' : 's'} drawn between claims.`
      : 'No walls to draw: no two cells side by side are claimed for different dots.',
  /** Hint's first press on a cell the claim tool can claim: what the next press does. */
  hintClaims: 'Press Hint again to claim it and draw the walls.',
};

/** The claim tool's words in one language: the shape every language's table has. */
export type ClaimWords = Widen<typeof CLAIMS_EN>;
