// One game on the board: the marks, what presses do to them, and the standing the engine reads
// from them. It is the board's side of the kit's contract (PkBoard), with no DOM of its own: the
// element draws what it holds and the kit runs history, time and saves around it.
import {
  applyMove,
  check,
  givenWalls,
  invertMove,
  readSave,
  shape,
  standing,
  tintsOf,
  type Move,
  type Save,
  type Standing,
} from '@galaxies/engine';
import type {
  Aim,
  AssistSwitches,
  PkKit,
  PuzzleId,
  ShareInfo,
  Stroke,
  Target,
} from '@galaxies/pencil-kit';
import { describeTarget } from '@galaxies/pencil-kit';
import { assistsWith, regionViews, statusLine, type RegionView } from './assists.js';
import {
  clearMove,
  clearPaintMove,
  crossMove,
  paintStroke,
  sideRefusal,
  wallStroke,
  type StrokePlan,
} from './moves.js';
import type { Source } from './puzzle-source.js';
import { announceMove, describeSide, PAINT_NAMES, type SideState } from './words.js';
import { splitHints, withHints, type Hinted } from './hints-used.js';

/** The board's tools: draw walls along the lines, or paint cells. */
export type Tool = 'lines' | 'paint';

/** What the game tells the element. */
export interface GameHost {
  /** Something drawn changed. */
  changed(): void;
  /** A sentence for screen readers about the last move. */
  announce(text: string): void;
  /** The player made a move (fires `galaxies-move`). */
  moved(move: Move): void;
  /** The walls now solve the puzzle; `last` is the side drawn last, for the finish. */
  finished(last: number | null): void;
  /** Read-only boards take no presses. */
  isReadonly(): boolean;
  /** The share line's mode and date. */
  share(): { mode: string; date: string };
}

const PROMPT = {
  title: 'Draw your first wall',
  hint: 'Tap near a line between two cells, or drag along the lines',
};

/** A game: the puzzle's source, the player's marks and what they stand for. */
export class BoardGame {
  readonly prompt = PROMPT;
  readonly assistList;
  readonly kinds: Uint8Array;
  readonly tints: readonly number[];
  /** The given walls: drawn from the start, never rubbed out. */
  readonly given: readonly number[];
  tool: Tool = 'lines';
  /** The picked paint, 1–8; 0 is the rubber. */
  colour = 1;
  save: Save = { w: [], x: [] };
  standing: Standing;
  views: RegionView[] = [];
  /** True while the marks solve the puzzle. */
  solved = false;
  /** The hint on show until the next move: walls the engine proves, or one wrong wall. */
  hinted: Hinted | null = null;
  /** Hints shown that said something new: saved with the marks, shared, sent with the solve. */
  hints = 0;
  private lastHint = '';
  private kit: PkKit<Move> | null = null;
  private switches: AssistSwitches = {};
  private lastSide: number | null = null;

  constructor(
    readonly source: Source,
    private readonly host: GameHost,
    assistsOn = '',
  ) {
    const s = shape(source.puzzle);
    this.kinds = s.sideKind;
    this.tints = tintsOf(source.puzzle);
    this.given = givenWalls(source.puzzle);
    this.assistList = assistsWith(assistsOn);
    this.standing = standing(source.puzzle, this.save);
    this.refresh();
  }

  get rows(): number {
    return this.source.puzzle.h;
  }

  get cols(): number {
    return this.source.puzzle.w;
  }

  get dots(): number {
    return this.source.puzzle.dots.length;
  }

  /** The kit plugged in: history, status line, solved flow. */
  attach(kit: PkKit<Move>): void {
    this.kit = kit;
  }

  get history() {
    return this.kit?.history ?? null;
  }

  aim(): Aim {
    return this.tool === 'paint' ? 'cell' : 'side';
  }

  primary(target: Target): Stroke | null {
    if (this.host.isReadonly() || this.solved) return null;
    if (target.kind === 'side') {
      const refusal = sideRefusal(this.kinds, target.side);
      if (refusal && this.aim() === 'side') {
        this.host.announce(describeSide(this.cols, target.side, refusal));
      }
      return this.stroke(wallStroke(this.kinds, this.save, target.side), target.side);
    }
    if (this.tool !== 'paint') {
      this.host.announce('Hold Shift with the arrows to move onto a line, then press Enter.');
      return null;
    }
    const cells = this.cols * this.rows;
    return this.stroke(paintStroke(cells, this.save, target.cell, this.colour), target.cell);
  }

  secondary(target: Target): void {
    if (this.host.isReadonly() || this.solved) return;
    const move =
      target.kind === 'side'
        ? crossMove(this.kinds, this.save, target.side)
        : clearPaintMove(this.save, target.cell);
    if (!move) return;
    this.apply(move);
    this.finish(move);
  }

  describe(target: Target): string {
    if (target.kind === 'cell') {
      const paint = this.save.c?.[target.cell] ?? 0;
      const where = describeTarget(this, target);
      return paint ? `${where} Painted ${PAINT_NAMES[paint - 1]}.` : where;
    }
    return describeSide(this.cols, target.side, this.sideState(target.side));
  }

  apply(move: Move): void {
    // A solved game takes a move only from Restart, which starts it afresh: no hints used yet.
    if (this.solved) [this.hints, this.lastHint] = [0, ''];
    this.save = applyMove(this.source.puzzle, this.save, move);
    this.hinted = null;
    this.refresh();
    if (this.history?.size || this.save.w.length) this.kit?.say(this.status);
    this.host.changed();
  }

  invert(move: Move): Move {
    return invertMove(move);
  }

  clearMove(): Move | null {
    return clearMove(this.save);
  }

  read(): Save & { h?: number } {
    return withHints(this.save, this.hints);
  }

  load(marks: unknown): void {
    const saved = splitHints(marks);
    this.hints = saved.hints;
    this.save = readSave(this.source.puzzle, saved.marks);
    this.refresh();
    if (this.save.w.length) this.kit?.say(this.status);
    this.host.changed();
  }

  puzzleId(): PuzzleId {
    const { size, difficulty, code } = this.source;
    return { size: String(size), difficulty, code };
  }

  shareInfo(): ShareInfo {
    const { w, h } = this.source.puzzle;
    return {
      game: 'Galaxies',
      ...this.host.share(),
      size: `${w}×${h}`,
      url: globalThis.location?.href,
      hints: this.hints,
    };
  }

  assistsChanged(switches: AssistSwitches): void {
    this.switches = switches;
    this.refresh();
    if (this.history?.size) this.kit?.say(this.status);
    this.host.changed();
  }

  tools(): null {
    return null; // the element renders its tray into the frame's tray slot itself
  }

  /** The status line for the marks as they stand. */
  get status(): string {
    return statusLine(this.views, this.standing.closed, this.dots);
  }

  /** Shows a hint until the next move; true when it says something new (a hint used). */
  showHint(hinted: Hinted): boolean {
    this.hinted = hinted;
    const key = JSON.stringify(hinted);
    if (key === this.lastHint) return false;
    this.lastHint = key;
    this.hints += 1;
    return true;
  }

  /** Applies a move the player asked for outside a press (a hint) as one undo step. */
  play(move: Move): void {
    if (this.solved) return;
    this.apply(move);
    this.finish(move);
  }

  private sideState(side: number): SideState {
    const refusal = sideRefusal(this.kinds, side);
    if (refusal) return refusal;
    if (this.save.w.includes(side)) return 'wall';
    return this.save.x.includes(side) ? 'cross' : 'line';
  }

  private stroke(plan: StrokePlan, start: number): Stroke {
    const step = (id: number) => {
      const move = plan.step(id);
      if (!move) return;
      if (move.w) this.lastSide = id;
      this.apply(move);
    };
    step(start);
    return {
      over: (t) => step(t.kind === 'side' ? t.side : t.cell),
      end: () => this.finish(plan.move),
      cancel: () => {
        const move = plan.move;
        if (move.w?.length || move.x?.length || move.c?.length) this.apply(invertMove(move));
      },
    };
  }

  private finish(move: Move): void {
    if (!move.w?.length && !move.x?.length && !move.c?.length) return;
    this.kit?.history.push(move);
    this.host.announce(announceMove(this.cols, move));
    this.host.moved(move);
    this.kit?.say(this.status);
    if (this.solved) {
      const { code, size, difficulty, engine } = this.source;
      this.host.finished(this.lastSide);
      const answer = [...this.standing.answer!];
      this.kit?.solved({ code, size, difficulty, engine, answer, hints: this.hints });
    }
  }

  private refresh(): void {
    this.standing = standing(this.source.puzzle, this.save);
    this.views = regionViews(this.standing, this.switches);
    const answer = this.standing.answer;
    this.solved = !!answer && check(this.source.puzzle, answer);
  }
}
