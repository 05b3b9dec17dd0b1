// One game on the board: the marks, what presses do to them, and the standing the engine reads
// from them. It is the board contract (PkBoard) the element hands the kit's frame and surface,
// with no DOM of its own: the element draws what it holds and the kit runs history, time and
// saves around it. A stroke in progress is an overlay (`drawn`), committed once on release.
import {
  applyMove,
  givenWalls,
  invertMove,
  readSave,
  shape,
  standing,
  type Move,
  type Save,
  type Standing,
} from '@galaxies/engine';
import type {
  Aim,
  AssistSwitches,
  PkBoard,
  PkKit,
  PuzzleId,
  ShareInfo,
  Stroke,
  Target,
} from '@galaxies/pencil-kit';
import {
  describeTarget,
  KIT_WORDS,
  overlayStroke,
  type Assist,
  type KitWords,
} from '@galaxies/pencil-kit';
import { tintsFor } from './tint-loader.js';
import { settledCells } from './progress.js';
import { assistsWith, regionViews, statusLine, type RegionView } from './assists.js';
import {
  clearMove,
  crossMove,
  mergeMoves,
  sideRefusal,
  wallStroke,
  type StrokePlan,
} from './moves.js';
import type { Source } from '../source/puzzle-source.js';
import { levelWords, puzzleIdOf } from '../source/puzzle-id.js';
import { announceMove, describeSide, type SideState } from '../words/en/play.js';
import { BOARD_WORDS, type BoardWords } from '../words/board-words.js';
import { splitHints, withHints } from '../hints/hints-used.js';
import type { Shown } from '../words/en/hints.js';
import type { GameHost, Marks, Tool } from './game-host.js';
import { cellToolsChunk, type CellTools } from '../cell-tools/cell-tools-loader.js';

/** No helpers of the cell tools' (the same list each time, so the helpers' list stays too). */
const NO_ASSISTS: readonly Assist[] = [];

/** A game: the puzzle's source, the player's marks and what they stand for. */
export class BoardGame implements PkBoard<Move, Marks> {
  readonly kinds: Uint8Array;
  /** Each dot's tint, once worked out (empty until then: no galaxy shows a tint). */
  tints: readonly number[] = [];
  /** The given walls: drawn from the start, never rubbed out. */
  readonly given: readonly number[];
  tool: Tool = 'lines';
  /** The picked paint, 1–8; 0 is the rubber. */
  colour = 1;
  /** The saved marks: what the engine reads, saves keep and the history moves. */
  save: Save = { w: [], x: [] };
  /** The marks as drawn: the saved ones with any stroke in progress on top. */
  drawn: Save = this.save;
  standing: Standing;
  views: RegionView[] = [];
  /** True while the marks solve the puzzle. */
  solved = false;
  /** The cells lying in finished galaxies (all of them once solved). */
  settled = 0;
  /** The hint on show (its first press: where to look) until the next move. */
  hinted: Shown | null = null;
  /** Presses of Hint: saved with the marks, shared, sent with the solve. */
  hints = 0;
  /** Paint's and Claim's code, once loaded: on first use, or for marks holding claims. */
  cellTools: CellTools | null = null;
  /** The dot the claim tool claims for (the last dot pressed), or −1. */
  picked = -1;
  /** True once the cell tools' code has been asked for (until it arrives, or fails). */
  private toolsAsked = false;
  private plugged: PkKit<Move, Marks> | null = null;
  private switches: AssistSwitches = {};
  private lastSide: number | null = null;
  private assistsMemo: [BoardWords, readonly Assist[], readonly Assist[]] | null = null;

  constructor(
    readonly source: Source,
    readonly host: GameHost,
    private readonly assistsOn = '',
  ) {
    const s = shape(source.puzzle);
    this.kinds = s.sideKind;
    if (source.tints) this.tints = source.tints;
    else this.askTints();
    this.given = givenWalls(source.puzzle);
    this.standing = standing(source.puzzle, this.save);
    this.refresh();
  }

  /** Loads the tints' code and takes the tints; a failure is the host's to tell (and retry). */
  private askTints(): void {
    tintsFor(this.source.puzzle).then(
      (tints) => {
        this.tints = tints;
        this.host.changed();
      },
      (error: unknown) => this.host.chunkFailed(error, () => this.askTints()),
    );
  }

  /** Loads Paint's and Claim's code, then reads and draws the claims with it. */
  needCellTools(): void {
    if (this.toolsAsked) return;
    this.toolsAsked = true;
    cellToolsChunk.get().then(
      (tools) => {
        this.cellTools = tools;
        this.refresh();
        this.host.changed();
      },
      (error: unknown) => {
        this.toolsAsked = false; // asked again on Try again
        this.host.chunkFailed(error, () => this.needCellTools());
      },
    );
  }

  /** The words in the player's language. */
  get words(): BoardWords {
    return BOARD_WORDS.in(this.host.lang());
  }

  private get kitWords(): KitWords {
    return KIT_WORDS.in(this.host.lang());
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
  attach(kit: PkKit<Move, Marks>): void {
    this.plugged = kit;
  }

  /** The kit this game plays in, once the frame has plugged it in. */
  get kit(): PkKit<Move, Marks> | null {
    return this.plugged;
  }

  private get history() {
    return this.plugged?.history ?? null;
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
    const words = this.words;
    if (target.kind === 'side') {
      return describeSide(this.cols, target.side, this.sideState(target.side), words.moves);
    }
    const where = describeTarget(this, target, this.kitWords);
    if (target.kind !== 'cell') return where;
    const paint = this.save.c?.[target.cell] ?? 0;
    const said = paint ? words.painted(where, words.moves.paintNames[paint - 1]!) : where;
    const claim = this.cellTools?.claimDescribed(this, target.cell);
    return claim ? `${said} ${claim}` : said;
  }

  /** A whole move: a committed one, an undo's inverse, a redo, Restart's clearing move. */
  apply(move: Move): void {
    this.save = applyMove(this.source.puzzle, this.save, move);
    this.hinted = null;
    this.refresh();
    if (this.history?.size || this.save.w.length) this.plugged?.say(this.status);
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
    return withHints(this.save, this.hints);
  }

  /** Marks from a save or the page (raw JSON, read safely); null starts afresh, no hints used. */
  load(marks: unknown): void {
    const saved = splitHints(marks ?? { w: [], x: [] });
    this.hints = saved.hints;
    this.save = readSave(this.source.puzzle, saved.marks);
    this.hinted = null;
    this.refresh();
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
    const { w, h } = this.source.puzzle;
    return {
      game: this.words.game,
      ...this.host.share(),
      size: `${w}×${h}`,
      url: globalThis.location?.href,
      hints: this.hints,
    };
  }

  /** The result panel's line: the kind and size, the level and score, the galaxies, the date. */
  about(): string {
    const { w, h, dots } = this.source.puzzle;
    const { mode = '', date = '' } = this.host.share();
    const { level, score } = levelWords(this.source, this.words);
    return this.words.aboutLine({ mode, w, h, difficulty: level, score, dots: dots.length, date });
  }

  assistsChanged(switches: AssistSwitches): void {
    this.switches = switches;
    // The marks have not moved: only what the helpers show of them is drawn again.
    this.views = regionViews(this.standing, switches);
    if (this.history?.size) this.plugged?.say(this.status);
    this.host.changed();
  }

  /** The status line for the marks as they stand. */
  get status(): string {
    return statusLine(this.views, this.standing.closed, this.dots, this.words.status);
  }

  /** Shows a hint (where to look) until the next move; each press of Hint counts. */
  showHint(shown: Shown): void {
    this.hinted = shown;
    this.hints += 1;
    this.host.changed();
  }

  /** Counts a press of Hint that plays its move rather than showing anything. */
  countHint(): void {
    this.hints += 1;
  }

  /** Plays a move the player asked for outside a press (a hint's walls) as one undo step. */
  play(move: Move): void {
    if (!this.solved) this.commit(move);
  }

  private sideState(side: number): SideState {
    const refusal = sideRefusal(this.kinds, side);
    if (refusal) return refusal;
    if (this.save.w.includes(side)) return 'wall';
    return this.save.x.includes(side) ? 'cross' : 'line';
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
        this.drawn = applyMove(this.source.puzzle, this.save, plan.move);
        this.host.changed();
      },
      drop: () => {
        this.drawn = this.save;
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
    const claims = move.k && this.cellTools;
    this.host.announce(
      claims ? claims.claimSaid(this, move) : announceMove(this.cols, move, this.words.moves),
    );
    this.host.moved(move);
    this.plugged?.say(this.status);
    if (this.solved) {
      const { code, size, difficulty, engine } = this.source;
      this.host.finished(this.lastSide);
      const answer = [...this.standing.answer!];
      this.plugged?.solved({ code, size, difficulty, engine, answer, hints: this.hints });
    }
  }

  private refresh(): void {
    this.drawn = this.save;
    // Claims are read by the claim tool's code: marks holding claims load it.
    if (this.save.k && !this.cellTools) this.needCellTools();
    this.standing = (this.cellTools?.claimStanding ?? standing)(this.source.puzzle, this.save);
    this.views = regionViews(this.standing, this.switches);
    this.settled = settledCells(this.standing);
    // Standing gives an answer only when every region is a galaxy, and such an answer always
    // passes the engine's check (a property the engine tests), so the check is not run twice.
    this.solved = !!this.standing.answer;
  }
}
