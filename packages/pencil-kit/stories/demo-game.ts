// The demonstration board's game: the board contract as a plain object. Cells and sides toggle,
// a secondary press crosses either out, and filling the four corner cells solves it. A stroke in
// progress is an overlay (`pending`) drawn over the marks, committed once on release.
import type { Aim, PkBoard, PkKit, Stroke, Target } from '../src/contract.js';
import type { Assist, AssistSwitches } from '../src/assists-store.js';
import { overlayStroke } from '../src/overlay-stroke.js';

/** A mark's key: `c<cell>` / `s<side>` for a filled cell or drawn side, `x…` for a cross. */
type Key = string;
/** A move: the keys it switched, each with its new state. */
export interface DemoMove {
  changes: Array<{ key: Key; on: boolean }>;
}
/** The saved form: the keys that are on. */
export type DemoMarks = Key[];

const keyOf = (t: Target): Key =>
  t.kind === 'cell' ? `c${t.cell}` : t.kind === 'side' ? `s${t.side}` : `p${t.y},${t.x}`;

function withMove(marks: ReadonlySet<Key>, move: DemoMove): Set<Key> {
  const next = new Set(marks);
  for (const { key, on } of move.changes) {
    if (on) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** One game of the demonstration board. */
export class DemoGame implements PkBoard<DemoMove, DemoMarks> {
  readonly prompt = { title: 'Make your first mark', hint: 'Tap a cell, or switch to Sides.' };
  readonly assistList: readonly Assist[] = [
    { id: 'count', label: 'Count', description: 'Say how many cells are filled.' },
  ];
  mode: Aim = 'cell';
  /** The saved marks. */
  marks = new Set<Key>();
  /** The stroke in progress, drawn over the marks until it ends. */
  pending: DemoMove | null = null;
  private kit: PkKit<DemoMove, DemoMarks> | null = null;
  private switches: AssistSwitches = {};

  constructor(
    readonly rows: number,
    readonly cols: number,
    readonly code: string,
    /** Something drawn changed. */
    private readonly changed: () => void,
  ) {}

  /** The marks as drawn: the saved ones with any stroke in progress on top. */
  get shown(): ReadonlySet<Key> {
    return this.pending ? withMove(this.marks, this.pending) : this.marks;
  }

  aim(): Aim {
    return this.mode;
  }

  attach(kit: PkKit<DemoMove, DemoMarks>): void {
    this.kit = kit;
  }

  assistsChanged(switches: AssistSwitches): void {
    this.switches = switches;
  }

  primary(target: Target): Stroke {
    const on = !this.marks.has(keyOf(target));
    const move: DemoMove = { changes: [] };
    this.pending = move;
    return overlayStroke(target, {
      step: (t) => {
        const key = keyOf(t);
        if (t.kind !== target.kind || this.marks.has(key) === on) return;
        if (move.changes.some((c) => c.key === key)) return;
        move.changes.push({ key, on });
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
    const key = `x${keyOf(target)}`;
    this.commit({ changes: [{ key, on: !this.marks.has(key) }] });
  }

  apply(move: DemoMove): void {
    this.marks = withMove(this.marks, move);
    this.changed();
  }

  invert(move: DemoMove): DemoMove {
    return { changes: move.changes.map(({ key, on }) => ({ key, on: !on })).reverse() };
  }

  clearMove(): DemoMove | null {
    return this.marks.size ? { changes: [...this.marks].map((key) => ({ key, on: false })) } : null;
  }

  read(): DemoMarks {
    return [...this.marks];
  }

  load(marks: DemoMarks | null): void {
    this.marks = new Set(Array.isArray(marks) ? marks.filter((k) => typeof k === 'string') : []);
    this.changed();
  }

  puzzleId() {
    return { size: `${this.cols}x${this.rows}`, difficulty: 'demo', code: this.code };
  }

  shareInfo() {
    return { game: 'Demo', mode: 'Practice', size: `${this.cols}×${this.rows}`, hints: 0 };
  }

  about() {
    return `Practice ${this.cols}×${this.rows} · fill the four corners`;
  }

  /** Solved when the four corner cells are filled: a rule simple enough to try by hand. */
  private get isSolved(): boolean {
    const last = this.rows * this.cols - 1;
    return [0, this.cols - 1, last - this.cols + 1, last].every((c) => this.marks.has(`c${c}`));
  }

  private commit(move: DemoMove): void {
    if (!move.changes.length) return this.changed();
    this.kit?.commit(move);
    const filled = [...this.marks].filter((k) => k.startsWith('c')).length;
    if (this.isSolved) this.kit?.solved({ filled });
    else if (this.switches['count']) this.kit?.say(`${filled} of ${this.rows * this.cols} filled.`);
  }
}
