// One game on the board as the kit meets it: the board contract (PkBoard) the element hands the
// kit's frame and surface, over the game it reads (game.ts). Presses become strokes and moves,
// moves go through the kit (its history, status line and solved flow) and change the game's
// state (play-state.ts), and the game says what happens in the player's words
// (words/game-said.ts). No DOM of its own: the element draws the game and the kit runs history,
// time and saves around it. A stroke in progress is an overlay (`drawn`), committed once on
// release.
import { applyMove, invertMove, type Move } from '@galaxies/engine';
import {
  KIT_WORDS,
  overlayStroke,
  type Aim,
  type Assist,
  type AssistSwitches,
  type PkBoard,
  type PkKit,
  type PuzzleId,
  type ShareInfo,
  type Stroke,
  type Target,
} from '@galaxies/pencil-kit';
import { assistsWith } from './assists.js';
import { Game } from './game.js';
import { applied, loaded, marksOf, switched } from './play-state.js';
import type { GameHost, Marks } from './game-host.js';
import {
  clearMove,
  crossMove,
  mergeMoves,
  sideRefusal,
  wallStroke,
  type StrokePlan,
} from './moves.js';
import type { Source } from '../source/puzzle-source.js';
import { puzzleIdOf } from '../source/puzzle-id.js';
import type { BoardWords } from '../words/board-words.js';
import { aboutSaid, moveSaid, shareSaid, statusLine, targetSaid } from '../words/game-said.js';

/** No helpers of the cell tools' (the same list each time, so the helpers' list stays too). */
const NO_ASSISTS: readonly Assist[] = [];

/** A game as the kit's board: presses in, moves through the kit's history, words out. */
export class BoardGame extends Game implements PkBoard<Move, Marks> {
  private lastSide: number | null = null;
  private assistsMemo: [BoardWords, readonly Assist[], readonly Assist[]] | null = null;

  constructor(
    source: Source,
    host: GameHost,
    private readonly assistsOn = '',
  ) {
    super(source, host);
  }

  /** The first-move prompt. */
  get prompt() {
    return this.words.prompt;
  }

  /** The helpers, in the player's language (the same list while the language stays). */
  get assistList(): readonly Assist[] {
    const words = this.words;
    const claims = this.cellTools?.claimAssists(this) ?? NO_ASSISTS;
    let memo = this.assistsMemo;
    if (memo?.[0] !== words || memo[2] !== claims) {
      memo = [words, assistsWith(this.assistsOn, [...words.assists, ...claims]), claims];
      this.assistsMemo = memo;
    }
    return memo[1];
  }

  /** The kit plugged in: history, status line, solved flow. */
  attach(kit: PkKit<Move, Marks>): void {
    this.plugged = kit;
  }

  aim(): Aim {
    return this.tool === 'lines' ? 'side' : 'cell';
  }

  primary(target: Target): Stroke | null {
    // The board aims at sides and cells only, never at lattice points.
    if (this.host.isReadonly() || this.solved || target.kind === 'point') return null;
    if (target.kind === 'side') {
      const refusal = sideRefusal(this.kinds, target.side);
      if (refusal && this.aim() === 'side') this.host.refused(target.side, refusal);
      return this.stroke(wallStroke(this.kinds, this.save, target.side), target);
    }
    if (this.tool === 'lines') {
      this.host.announce(this.words.ontoALine);
      return null;
    }
    const tools = this.cellTools;
    if (this.tool === 'claim') {
      const plan = tools?.pressClaim(this, target.cell);
      return plan ? this.stroke(plan, target) : null;
    }
    const paint = tools?.paintStroke(this.cols * this.rows, this.save, target.cell, this.colour);
    return paint ? this.stroke(paint, target) : null;
  }

  secondary(target: Target): void {
    if (this.host.isReadonly() || this.solved || target.kind === 'point') return;
    const move =
      target.kind === 'side'
        ? crossMove(this.kinds, this.save, target.side)
        : this.tool === 'claim'
          ? this.cellTools?.clearClaim(this, target.cell)
          : this.cellTools?.clearPaintMove(this.save, target.cell);
    if (move) this.commit(move);
  }

  /** The "?" key on the grid. */
  help(): void {
    this.host.help();
  }

  describe(target: Target): string {
    return targetSaid(this, target, KIT_WORDS.in(this.host.lang()));
  }

  /** A whole move: a committed one, an undo's inverse, a redo, Restart's clearing move. */
  apply(move: Move): void {
    this.to(applied(this.reading, this.st, move));
    if (this.plugged?.history.size || this.save.w.length) this.plugged?.say(this.status);
    this.host.changed();
  }

  invert(move: Move): Move {
    return invertMove(move);
  }

  /** A kept trial's moves as one undo step (what makes the kit's trial possible). */
  merge(moves: Move[]): Move {
    return mergeMoves(moves);
  }

  clearMove(): Move | null {
    return clearMove(this.save);
  }

  read(): Marks {
    return marksOf(this.st);
  }

  /** Marks from a save or the page (raw JSON, read safely); null starts afresh, no hints used. */
  load(marks: unknown): void {
    this.to(loaded(this.reading, marks));
    if (this.save.w.length) this.plugged?.say(this.status);
    this.host.changed();
  }

  /** The page set the marks: loaded with a fresh history (and saved) once the kit is there. */
  replace(marks: unknown): void {
    if (this.plugged) this.plugged.load(marks as Marks);
    else this.load(marks);
  }

  puzzleId(): PuzzleId {
    return puzzleIdOf(this.source);
  }

  shareInfo(): ShareInfo {
    return shareSaid(this.source, this.host.share(), this.hints, this.words);
  }

  /** The result panel's line: the kind and size, the level and score, the galaxies, the date. */
  about(): string {
    return aboutSaid(this.source, this.host.share(), this.words);
  }

  assistsChanged(switches: AssistSwitches): void {
    // The marks have not moved: only what the helpers show of them is drawn again.
    this.reading = { ...this.reading, switches };
    this.set(switched(this.st, switches));
    if (this.plugged?.history.size) this.plugged.say(this.status);
    this.host.changed();
  }

  /** The status line for the marks as they stand. */
  get status(): string {
    return statusLine(this.views, this.standing.closed, this.dots, this.words.status);
  }

  override play(move: Move): void {
    if (!this.solved) this.commit(move);
  }

  // The stroke's changes are drawn over the saved marks as it goes; release commits them once.
  private stroke(plan: StrokePlan, start: Target): Stroke {
    let last: number | null = null;
    const at = (t: Target) => (t.kind === 'side' ? t.side : t.kind === 'cell' ? t.cell : -1);
    return overlayStroke(start, {
      step: (t) => {
        const move = plan.step(at(t));
        if (!move) return;
        if (move.w) last = at(t);
        this.over = applyMove(this.source.puzzle, this.save, plan.move);
        this.host.changed();
      },
      drop: () => {
        this.over = null;
        this.host.changed();
      },
      commit: () => {
        if (last != null) this.lastSide = last;
        this.commit(plan.move);
      },
    });
  }

  /** The player's move: recorded once, said once, and the solve checked once. */
  private commit(played: Move): void {
    const { w, x, c, k } = played;
    if (!w?.length && !x?.length && !c?.length && !k?.length) return;
    // Claims that, with the finished galaxies, give the answer bring the walls that finish it.
    const move = this.cellTools?.completed(this, played) ?? played;
    if (this.plugged) this.plugged.commit(move);
    else this.apply(move);
    this.host.announce(moveSaid(this, move));
    this.host.moved(move);
    this.plugged?.say(this.status);
    if (this.solved) {
      const { code, size, difficulty, engine } = this.source;
      this.host.finished(this.lastSide);
      const answer = [...this.standing.answer!];
      this.plugged?.solved({ code, size, difficulty, engine, answer, hints: this.hints });
    }
  }
}
