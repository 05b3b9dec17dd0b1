// The editor's game: the puzzle being written and what presses on the lattice of points a dot
// can sit on do to it. It is the surface's board (the kit's GridSurface aims at points for it).
// Each edit is one undoable step (the kit's History) and is judged again in the worker
// (VerdictChecker); <galaxies-editor> draws what this holds through editor-view.ts.
import { toPuzzLink, toTathamId, wellFormed, type Dot, type Puzzle } from '@galaxies/engine';
import {
  History,
  historyKey,
  kitEvent,
  Speech,
  type Aim,
  type SurfaceBoard,
  type Target,
} from '@galaxies/pencil-kit';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { EDITOR_WORDS, type EditorWords } from '../words/editor-words.js';
import { blankPuzzle, hasDot, resizePuzzle, samePoint, toggleDot } from './edit-points.js';
import type { EditDetail, PlayDetail, VerdictDetail, VerdictState } from './editor-events.js';
import type { SpawnWorker } from '../source/board-worker-client.js';
import { reportWorkerFailure } from '../source/worker-failure.js';
import { VerdictChecker, type CheckedIn } from './verdict-checker.js';
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

/** A lattice point target as the engine's dot `[y, x]`, or null for any other target. */
function dotOf(target: Target | null): Dot | null {
  return target?.kind === 'point' ? [target.y, target.x] : null;
}

/** Edits one puzzle's dots and keeps its verdict current. */
export class PuzzleEditor implements ReactiveController, SurfaceBoard {
  puzzle: Puzzle = blankPuzzle(7, 7);
  /** Where a dot would go under the mouse, drawn faintly. */
  ghost: Dot | null = null;
  /** The newest verdict heard (it may be for an older puzzle while `checking`). */
  verdict: Verdict | null = null;
  /** Where it was worked out: the worker, or this page when no worker would start. */
  checkedIn: CheckedIn = 'worker';
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
  private readonly speech: Speech<EditorWords>;

  constructor(
    private readonly host: EditorHost,
    spawn?: SpawnWorker,
  ) {
    this.speech = new Speech(host, EDITOR_WORDS);
    this.checker = new VerdictChecker(
      (verdict, checkedIn) => this.heard(verdict, checkedIn),
      (reason) => reportWorkerFailure(host, this.words.editor.checkedHere, reason),
      spawn,
    );
    host.addController(this);
  }

  /** The editor's words in the player's language. */
  get words(): EditorWords {
    return this.speech.words;
  }

  /** The verdict under the names hosts read (the element's `verdict`). */
  get state(): VerdictState {
    if (this.checking || !this.verdict) return 'checking';
    return this.verdict.kind === 'malformed' ? 'invalid' : this.verdict.kind;
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
    if (step) this.say(this.words.editor.undone(step.said));
  }

  /** Redoes the last undone step. */
  redo(): void {
    const step = this.steps.redo();
    if (step) this.say(this.words.editor.redone(step.said));
  }

  /** The puzz.link URL, Tatham ID and play link, or null while the puzzle is not well formed. */
  get exports(): Exports | null {
    if (!wellFormed(this.puzzle).ok) return null;
    const puzzLink = toPuzzLink(this.puzzle);
    const base = this.host.playUrl;
    const playLink = base ? new URL(base + encodeURIComponent(puzzLink), location.href).href : '';
    return { puzzLink, tathamId: toTathamId(this.puzzle), playLink };
  }

  get rows(): number {
    return this.puzzle.h;
  }

  get cols(): number {
    return this.puzzle.w;
  }

  aim(): Aim {
    return 'point';
  }

  /** A tap, click, Enter or Space on a point: places a dot there, or removes the one there. */
  primary(target: Target): null {
    const point = dotOf(target);
    if (point) this.toggle(point);
    return null; // a drag places no more dots than its first
  }

  /** Right-click, press-and-hold, X, Delete or Backspace: removes the dot there, if any. */
  secondary(target: Target): void {
    const point = dotOf(target);
    if (point && hasDot(this.puzzle, point)) this.toggle(point);
  }

  /** The mouse over a point: the dot it would place (or remove) shows faintly. */
  hover(target: Target | null): void {
    const point = dotOf(target);
    if (samePoint(point, this.ghost) || point === this.ghost) return;
    this.ghost = point;
    this.host.requestUpdate();
  }

  /** A point in words, and whether a dot is there: "Centre of row 1, column 1. No dot." */
  describe(target: Target): string {
    const point = dotOf(target);
    if (!point) return '';
    const [y, x] = point;
    return this.words.editor.point(y, x, hasDot(this.puzzle, point));
  }

  /** Places a dot at the point, or removes the one there. */
  toggle(point: Dot): void {
    const had = hasDot(this.puzzle, point);
    this.step(toggleDot(this.puzzle, point), this.words.editor.toggled(point[0], point[1], had));
  }

  /** Sets the grid's size, keeping the dots that still fit. */
  resize(w: number, h: number): void {
    const next = resizePuzzle(this.puzzle, w, h);
    const lost = this.puzzle.dots.length - next.dots.length;
    this.step(next, this.words.editor.resized(next.w, next.h, lost));
  }

  /** Removes every dot. */
  clear(): void {
    if (this.puzzle.dots.length)
      this.step(blankPuzzle(this.puzzle.w, this.puzzle.h), this.words.editor.cleared);
  }

  /** Copies text to the clipboard and says whether it worked. */
  async copy(text: string, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.say(this.words.editor.copied(what));
    } catch {
      this.say(this.words.editor.notCopied(what));
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

  /** The grid's accessible name, before the cursor's place: "Puzzle editor, 7 by 7, 3 dots". */
  get name(): string {
    const { w, h, dots } = this.puzzle;
    return this.words.editor.gridName(w, h, dots.length);
  }

  /** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, wherever focus is in the editor's own parts. */
  readonly onEditorKey = (e: KeyboardEvent): void => {
    // Not in a host's own fields (the publish slot's): there Ctrl+Z undoes their typing.
    if (e.target instanceof Node && this.host.contains(e.target)) return;
    const action = historyKey(e);
    if (!action) return;
    e.preventDefault();
    if (action === 'undo') this.undo();
    else this.redo();
  };

  /** The author's new step: done now, undoable after. */
  private step(next: Puzzle, said: string): void {
    this.steps.perform({ before: this.puzzle, after: next, said });
  }

  /** Shows `next` as the puzzle (a step, its undo or its redo), tells the page, judges it. */
  private edit(next: Puzzle, said: string): void {
    this.puzzle = next;
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
      this.heard({ kind: 'malformed', reason: formed.reason, fault: formed.fault });
    }
    this.host.requestUpdate();
  }

  private heard(verdict: Verdict, checkedIn: CheckedIn = this.checkedIn): void {
    this.verdict = verdict;
    this.checkedIn = checkedIn;
    const detail: VerdictDetail = { puzzle: this.puzzle, verdict, checkedIn };
    this.host.dispatchEvent(kitEvent<VerdictDetail>('galaxies-verdict', detail));
    this.host.requestUpdate();
  }

  private say(text: string): void {
    this.said = text;
    this.host.requestUpdate();
  }
}
