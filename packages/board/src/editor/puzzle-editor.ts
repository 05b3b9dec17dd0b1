// The board's edit mode: the puzzle being written, the cursor on the lattice of points a dot can
// sit on, and what the pointer and keys do to it. Each edit is one undoable step (the kit's
// History) and is judged again in the worker (VerdictChecker); the element draws what this holds
// through editor-view.ts.
import { toPuzzLink, toTathamId, wellFormed, type Dot, type Puzzle } from '@galaxies/engine';
import { History, historyKey, kitEvent } from '@galaxies/pencil-kit';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  blankPuzzle,
  clampPoint,
  describePoint,
  hasDot,
  movePoint,
  pointAt,
  resizePuzzle,
  samePoint,
  toggleDot,
} from './edit-points.js';
import type { EditDetail, PlayDetail, VerdictDetail } from './editor-events.js';
import type { SpawnWorker } from '../board-worker-client.js';
import { VerdictChecker } from './verdict-checker.js';
import type { Verdict } from './verdict.js';

/** The element the editor lives in. */
export type EditorHost = ReactiveControllerHost &
  HTMLElement & { playUrl: string; readonly renderRoot: HTMLElement | DocumentFragment };

/** The puzzle's exports, when it is well formed. */
export interface Exports {
  puzzLink: string;
  tathamId: string;
  /** The site's link to play it (`play-url` + the encoded puzz.link URL), or ''. */
  playLink: string;
}

/** One undoable step: the puzzle before and after it, and the step in words. */
interface EditStep {
  before: Puzzle;
  after: Puzzle;
  said: string;
}

/** Edits one puzzle's dots and keeps its verdict current. */
export class PuzzleEditor implements ReactiveController {
  puzzle: Puzzle = blankPuzzle(7, 7);
  /** The keyboard cursor: a point in half cells. */
  cursor: Dot = [1, 1];
  cursorVisible = false;
  /** Where a dot would go under the mouse, drawn faintly. */
  ghost: Dot | null = null;
  /** The newest verdict heard (it may be for an older puzzle while `checking`). */
  verdict: Verdict | null = null;
  /** A sentence for screen readers about the last edit or copy. */
  said = '';
  /** Why the given source could not be edited, shown above the grid. */
  notice = '';
  private readonly checker: VerdictChecker;
  // Steps hold whole puzzles: a few hundred numbers at most, and undo is then exact.
  private readonly steps = new History<EditStep>({
    apply: (step) => this.edit(step.after, step.said),
    invert: (step) => ({ before: step.after, after: step.before, said: step.said }),
  });
  /** A check was cut short by a disconnect. */
  private interrupted = false;

  constructor(
    private readonly host: EditorHost,
    spawn?: SpawnWorker,
  ) {
    this.checker = new VerdictChecker((verdict) => this.heard(verdict), spawn);
    host.addController(this);
  }

  /** True while the worker is judging the puzzle as it stands. */
  get checking(): boolean {
    return this.checker.checking;
  }

  hostConnected(): void {
    // A board moved in the page was disconnected mid-check: ask again.
    if (this.interrupted) this.judge();
    this.interrupted = false;
  }

  hostDisconnected(): void {
    // A board taken out of the page keeps no worker running.
    this.interrupted = this.checking;
    this.checker.stop();
  }

  /** Starts editing `puzzle` (not an edit of the author's: no event). */
  begin(puzzle: Puzzle, notice = ''): void {
    this.puzzle = { w: puzzle.w, h: puzzle.h, dots: [...puzzle.dots] };
    this.notice = notice;
    this.cursor = [1, 1];
    this.ghost = null;
    this.steps.clear(); // a new puzzle to edit: nothing to undo
    this.judge();
  }

  /** Whether there is a step to undo. */
  get canUndo(): boolean {
    return this.steps.canUndo;
  }

  /** Whether there is an undone step to redo. */
  get canRedo(): boolean {
    return this.steps.canRedo;
  }

  /** Undoes the last step (a dot placed or removed, Clear dots, a resize). */
  undo(): void {
    const step = this.steps.undo();
    if (step) this.say(`Undone: ${lowerFirst(step.said)}`);
  }

  /** Redoes the last undone step. */
  redo(): void {
    const step = this.steps.redo();
    if (step) this.say(`Redone: ${lowerFirst(step.said)}`);
  }

  /** The puzz.link URL, Tatham ID and play link, or null while the puzzle is not well formed. */
  get exports(): Exports | null {
    if (!wellFormed(this.puzzle).ok) return null;
    const puzzLink = toPuzzLink(this.puzzle);
    const base = this.host.playUrl;
    const playLink = base ? new URL(base + encodeURIComponent(puzzLink), location.href).href : '';
    return { puzzLink, tathamId: toTathamId(this.puzzle), playLink };
  }

  /** Places a dot at the point, or removes the one there. */
  toggle(point: Dot): void {
    const had = hasDot(this.puzzle, point);
    this.cursor = point;
    this.step(
      toggleDot(this.puzzle, point),
      `${had ? 'Dot removed' : 'Dot placed'}: ${lowerFirst(describePoint(point))}`,
    );
  }

  /** Sets the grid's size, keeping the dots that still fit. */
  resize(w: number, h: number): void {
    const next = resizePuzzle(this.puzzle, w, h);
    const lost = this.puzzle.dots.length - next.dots.length;
    const note = lost ? ` ${lost} ${lost === 1 ? 'dot' : 'dots'} left outside were removed.` : '';
    this.step(next, `The grid is ${next.w} by ${next.h}.${note}`);
  }

  /** Removes every dot. */
  clear(): void {
    if (this.puzzle.dots.length)
      this.step(blankPuzzle(this.puzzle.w, this.puzzle.h), 'Every dot removed.');
  }

  /** Copies text to the clipboard and says whether it worked. */
  async copy(text: string, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.say(`Copied the ${what}.`);
    } catch {
      this.say(`Could not copy the ${what}: select it and copy it yourself.`);
    }
  }

  /** Asks to play the puzzle: fires `galaxies-play`; unless cancelled, opens `play-url`. */
  play(e?: Event): void {
    const out = this.exports;
    if (!out) return;
    const detail: PlayDetail = {
      puzzle: this.puzzle,
      puzzLink: out.puzzLink,
      tathamId: out.tathamId,
    };
    // Cancelable, unlike the kit's events: a page may take the author somewhere else.
    const event = new CustomEvent('galaxies-play', {
      detail,
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    if (!this.host.dispatchEvent(event)) e?.preventDefault();
  }

  /** The grid's accessible name, with the cursor's place and whether a dot is there. */
  get label(): string {
    const { w, h, dots } = this.puzzle;
    const n = dots.length;
    const here = `${describePoint(this.cursor)} ${hasDot(this.puzzle, this.cursor) ? 'Dot.' : 'No dot.'}`;
    return `Puzzle editor, ${w} by ${h}, ${n} ${n === 1 ? 'dot' : 'dots'}. ${here}`;
  }

  readonly onClick = (e: MouseEvent): void => {
    const point = this.pointFrom(e);
    if (point) this.toggle(point);
  };

  readonly onPointerMove = (e: PointerEvent): void => {
    const point = e.pointerType === 'mouse' ? this.pointFrom(e) : null;
    if (samePoint(point, this.ghost) || point === this.ghost) return;
    this.ghost = point;
    this.host.requestUpdate();
  };

  readonly onPointerLeave = (): void => {
    if (!this.ghost) return;
    this.ghost = null;
    this.host.requestUpdate();
  };

  readonly onKeyDown = (e: KeyboardEvent): void => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const { w, h } = this.puzzle;
    const moved = movePoint(w, h, this.cursor, e.key, e.shiftKey);
    if (moved) {
      e.preventDefault();
      this.cursor = moved;
      this.cursorVisible = true;
      this.host.requestUpdate();
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.toggle(this.cursor);
    } else if (['Delete', 'Backspace', 'x', 'X'].includes(e.key)) {
      e.preventDefault();
      if (hasDot(this.puzzle, this.cursor)) this.toggle(this.cursor);
    }
  };

  /** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, wherever focus is in the editor. */
  readonly onEditorKey = (e: KeyboardEvent): void => {
    const action = historyKey(e);
    if (!action) return;
    e.preventDefault();
    if (action === 'undo') this.undo();
    else this.redo();
  };

  readonly onFocus = (e: FocusEvent): void => {
    this.cursorVisible = (e.target as Element).matches(':focus-visible');
    this.host.requestUpdate();
  };

  readonly onBlur = (): void => {
    this.cursorVisible = false;
    this.host.requestUpdate();
  };

  private pointFrom(e: MouseEvent): Dot | null {
    const r = (e.currentTarget as Element).getBoundingClientRect();
    if (!r.width || !r.height) return null;
    const { w, h } = this.puzzle;
    return pointAt(
      w,
      h,
      ((e.clientX - r.left) / r.width) * w,
      ((e.clientY - r.top) / r.height) * h,
    );
  }

  /** The author's new step: done now, undoable after. */
  private step(next: Puzzle, said: string): void {
    this.steps.perform({ before: this.puzzle, after: next, said });
  }

  /** Shows `next` as the puzzle (a step, its undo or its redo), tells the page, judges it. */
  private edit(next: Puzzle, said: string): void {
    this.puzzle = next;
    this.cursor = clampPoint(next.w, next.h, this.cursor);
    this.said = said;
    this.host.dispatchEvent(kitEvent<EditDetail>('galaxies-edit', { puzzle: next }));
    this.judge();
  }

  private judge(): void {
    // Not well formed needs no worker: say why at once.
    const formed = wellFormed(this.puzzle);
    if (formed.ok) this.checker.check(this.puzzle);
    else {
      this.checker.stop();
      this.heard({ kind: 'malformed', reason: formed.reason });
    }
    this.host.requestUpdate();
  }

  private heard(verdict: Verdict): void {
    this.verdict = verdict;
    const detail: VerdictDetail = { puzzle: this.puzzle, verdict };
    this.host.dispatchEvent(kitEvent<VerdictDetail>('galaxies-verdict', detail));
    this.host.requestUpdate();
  }

  private say(text: string): void {
    this.said = text;
    this.host.requestUpdate();
  }
}

/** A sentence to follow a colon: "Dot placed: centre of row 1, column 1." */
function lowerFirst(text: string): string {
  return text[0]!.toLowerCase() + text.slice(1);
}
