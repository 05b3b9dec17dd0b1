// The shade-cells toy's game: a second puzzle on the board contract, with a rule of its own. A
// clue beside each row and above each column says how many of its cells are shaded; it is solved
// when every line's count matches. A stroke in progress is an overlay (`pending`) drawn over the
// marks, committed once on release.
import type { Aim, PkBoard, PkKit, Stroke, Target } from '../src/contract.js';
import type { Assist, AssistSwitches } from '../src/assists-store.js';
import { overlayStroke } from '../src/overlay-stroke.js';

/** What a cell holds: shaded, a dot (sure empty), or nothing. */
export type CellMark = 'shade' | 'dot' | null;
/** What a primary press puts down. */
export type Tool = 'shade' | 'dot';
/** One cell's change, `[cell, from, to]`: undone by swapping `from` and `to`. */
export type CellChange = [cell: number, from: CellMark, to: CellMark];
/** A move: the cells it changed, in order. */
export interface ShadeMove {
  changes: CellChange[];
}
/** The saved form: the shaded cells and the dotted ones. */
export interface ShadeMarks {
  shaded: number[];
  dots: number[];
}

/** A puzzle: its code (for the save key) and the clues, top to bottom and left to right. */
export interface ShadePuzzle {
  code: string;
  rows: readonly number[];
  cols: readonly number[];
}

/** A little tree: its nested rows leave these clues exactly one shading (the test checks). */
export const TREE: ShadePuzzle = { code: 'tree', rows: [1, 3, 5, 1, 1], cols: [1, 2, 5, 2, 1] };
/** The tree's one shading, for stories and tests: the game itself judges by the clues. */
export const TREE_ANSWER: readonly number[] = [2, 6, 7, 8, 10, 11, 12, 13, 14, 17, 22];

const SIZE = 5;

function withMove(marks: readonly CellMark[], move: ShadeMove): CellMark[] {
  const next = [...marks];
  for (const [cell, , to] of move.changes) next[cell] = to;
  return next;
}

/** How many cells each row and each column has shaded. */
export function lineCounts(marks: readonly CellMark[]): { rows: number[]; cols: number[] } {
  const rows = Array<number>(SIZE).fill(0);
  const cols = Array<number>(SIZE).fill(0);
  marks.forEach((mark, cell) => {
    if (mark !== 'shade') return;
    rows[Math.floor(cell / SIZE)]! += 1;
    cols[cell % SIZE]! += 1;
  });
  return { rows, cols };
}

const cellIds = (list: unknown): number[] =>
  Array.isArray(list)
    ? list.filter((c): c is number => Number.isInteger(c) && c >= 0 && c < SIZE * SIZE)
    : [];

/** One game of shade cells. */
export class ShadeGame implements PkBoard<ShadeMove, ShadeMarks> {
  readonly rows = SIZE;
  readonly cols = SIZE;
  readonly prompt = {
    title: 'Shade your first cell',
    hint: 'Each clue counts the shaded cells in its row or column. Right-click or hold for a dot.',
  };
  readonly assistList: readonly Assist[] = [
    {
      id: 'counts',
      label: 'Counts',
      description: 'Grey out a clue once its row or column has that many shaded.',
    },
  ];
  tool: Tool = 'shade';
  /** The saved marks, cell by cell. */
  marks: readonly CellMark[] = Array<CellMark>(SIZE * SIZE).fill(null);
  /** The stroke in progress, drawn over the marks until it ends. */
  pending: ShadeMove | null = null;
  private kit: PkKit<ShadeMove, ShadeMarks> | null = null;
  private switches: AssistSwitches = {};

  constructor(
    readonly puzzle: ShadePuzzle,
    /** Something drawn changed. */
    private readonly changed: () => void,
  ) {}

  /** The marks as drawn: the saved ones with any stroke in progress on top. */
  get shown(): readonly CellMark[] {
    return this.pending ? withMove(this.marks, this.pending) : this.marks;
  }

  /** True when every row's and column's shaded count matches its clue. */
  get isSolved(): boolean {
    return this.matching(this.marks) === SIZE * 2;
  }

  /** True when the Counts assist is on: clues whose line has that many shaded grey out. */
  get showCounts(): boolean {
    return this.switches['counts'] ?? false;
  }

  aim(): Aim {
    return 'cell';
  }

  attach(kit: PkKit<ShadeMove, ShadeMarks>): void {
    this.kit = kit;
  }

  assistsChanged(switches: AssistSwitches): void {
    this.switches = switches;
    this.changed();
  }

  /** A stroke changes every cell it crosses that looks like the first one did. */
  primary(target: Target): Stroke {
    const first = target.kind === 'cell' ? (this.marks[target.cell] ?? null) : null;
    const to: CellMark = first === this.tool ? null : this.tool;
    const move: ShadeMove = { changes: [] };
    this.pending = move;
    return overlayStroke(target, {
      step: (t) => {
        if (t.kind !== 'cell' || this.marks[t.cell] !== first) return;
        if (move.changes.some(([cell]) => cell === t.cell)) return;
        move.changes.push([t.cell, first, to]);
        this.changed();
      },
      drop: () => {
        this.pending = null;
        this.changed();
      },
      commit: () => this.commit(move),
    });
  }

  secondary(target: Target): void {
    if (target.kind !== 'cell') return;
    const from = this.marks[target.cell] ?? null;
    this.commit({ changes: [[target.cell, from, from === 'dot' ? null : 'dot']] });
  }

  describe(target: Target): string {
    if (target.kind !== 'cell') return '';
    const row = Math.floor(target.cell / SIZE);
    const col = target.cell % SIZE;
    const mark = this.shown[target.cell];
    const state = mark === 'shade' ? 'Shaded' : mark === 'dot' ? 'Dotted, sure empty' : 'Unmarked';
    const clues = `Row clue ${this.puzzle.rows[row]}, column clue ${this.puzzle.cols[col]}.`;
    return `Row ${row + 1}, column ${col + 1}. ${state}. ${clues}`;
  }

  apply(move: ShadeMove): void {
    this.marks = withMove(this.marks, move);
    this.sayStatus();
    this.changed();
  }

  invert(move: ShadeMove): ShadeMove {
    return { changes: move.changes.map(([c, from, to]): CellChange => [c, to, from]).reverse() };
  }

  clearMove(): ShadeMove | null {
    const changes = this.marks.flatMap((mark, cell): CellChange[] =>
      mark ? [[cell, mark, null]] : [],
    );
    return changes.length ? { changes } : null;
  }

  read(): ShadeMarks {
    const of = (kind: Tool) => this.marks.flatMap((mark, cell) => (mark === kind ? [cell] : []));
    return { shaded: of('shade'), dots: of('dot') };
  }

  load(marks: ShadeMarks | null): void {
    const next = Array<CellMark>(SIZE * SIZE).fill(null);
    for (const cell of cellIds(marks?.dots)) next[cell] = 'dot';
    for (const cell of cellIds(marks?.shaded)) next[cell] = 'shade';
    this.marks = next;
    this.sayStatus();
    this.changed();
  }

  puzzleId() {
    return { size: `${SIZE}x${SIZE}`, difficulty: 'toy', code: this.puzzle.code };
  }

  shareInfo() {
    return { game: 'Shade', mode: 'Toy', size: `${SIZE}×${SIZE}` };
  }

  /** How many of the ten lines have as many shaded as their clue says. */
  private matching(marks: readonly CellMark[]): number {
    const { rows, cols } = lineCounts(marks);
    const hits = (counts: number[], clues: readonly number[]) =>
      counts.filter((n, i) => n === clues[i]).length;
    return hits(rows, this.puzzle.rows) + hits(cols, this.puzzle.cols);
  }

  private sayStatus(): void {
    this.kit?.say(`${this.matching(this.marks)} of ${SIZE * 2} lines match.`);
  }

  private commit(move: ShadeMove): void {
    if (move.changes.length) {
      this.kit?.commit(move);
      const shaded = this.marks.filter((mark) => mark === 'shade').length;
      if (this.isSolved) this.kit?.solved({ shaded });
    }
    // Drawn again even when the kit took no move (a solved game): the overlay has gone.
    this.changed();
  }
}
