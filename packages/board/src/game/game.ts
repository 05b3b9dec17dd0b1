// A game as the board reads it: the puzzle and its shape, the state of the marks
// (play-state.ts), the stroke drawn over them, the tool in hand (with the paint and the dot the
// cell tools set) and the code loaded beside the first file (game-chunks.ts). The element, its
// views, Hint and the cell tools read it; nothing outside changes it but through its methods.
// It holds no kit: BoardGame (board-game.ts) makes it the kit's board.
import { givenWalls, shape, type Move, type Save, type Standing } from '@galaxies/engine';
import type { PkKit } from '@galaxies/pencil-kit';
import type { CellTools } from '../cell-tools/cell-tools-loader.js';
import type { Source } from '../source/puzzle-source.js';
import { BOARD_WORDS, type BoardWords } from '../words/board-words.js';
import type { Shown } from '../words/en/hints.js';
import type { SaidGame } from '../words/game-said.js';
import type { RegionView } from './assists.js';
import { askTints, cellToolsAsk } from './game-chunks.js';
import type { GameHost, Marks, Tool } from './game-host.js';
import { hintPressed, readingOf, stateOf, type PlayState, type Reading } from './play-state.js';

/** A game: the puzzle's source, the player's marks and what they stand for. */
export abstract class Game implements SaidGame, PlayState {
  readonly rows: number;
  readonly cols: number;
  readonly dots: number;
  readonly kinds: Uint8Array;
  /** The given walls: drawn from the start, never rubbed out. */
  readonly given: readonly number[];
  /** The paint in hand, 1–8; 0 is the rubber (Paint's row sets it). */
  colour = 1;
  /** The dot the claim tool claims for (the last dot pressed), or −1 (the claim tool sets it). */
  picked = -1;
  // The latest state's fields (play-state.ts), read only outside: `set` copies each new state in
  // whole, so they always agree (as fields rather than a getter each: the first file stays small).
  declare readonly save: Save;
  declare readonly hints: number;
  declare readonly hinted: Shown | null;
  declare readonly standing: Standing;
  declare readonly views: readonly RegionView[];
  declare readonly settled: number;
  declare readonly solved: boolean;
  /** Loads Paint's and Claim's code (once), then reads and draws the claims with it. */
  readonly needCellTools = cellToolsAsk(this.host, (tools) => {
    this.tools = tools;
    this.reading = { ...this.reading, reader: tools.claimStanding };
    this.to(stateOf(this.reading, this.save, this.hints, this.hinted));
  });
  /** The latest state. */
  protected st!: PlayState;
  /** What the state is read with. */
  protected reading: Reading;
  /** The marks as the stroke in progress draws them, or null. */
  protected over: Save | null = null;
  protected plugged: PkKit<Move, Marks> | null = null;
  private hand: Tool = 'lines';
  private tinted: readonly number[] = [];
  private tools: CellTools | null = null;

  constructor(
    readonly source: Source,
    readonly host: GameHost,
  ) {
    const { puzzle } = source;
    this.rows = puzzle.h;
    this.cols = puzzle.w;
    this.dots = puzzle.dots.length;
    this.kinds = shape(puzzle).sideKind;
    if (source.tints) this.tinted = source.tints;
    else askTints(puzzle, host, (tints) => (this.tinted = tints));
    this.given = givenWalls(puzzle);
    this.reading = readingOf(puzzle);
    this.set(stateOf(this.reading));
  }

  /** The marks as drawn: the saved ones with any stroke in progress on top. */
  get drawn(): Save {
    return this.over ?? this.save;
  }
  /** Each dot's tint, once worked out (empty until then: no galaxy shows a tint). */
  get tints(): readonly number[] {
    return this.tinted;
  }
  /** Paint's and Claim's code, once loaded: on first use, or for marks holding claims. */
  get cellTools(): CellTools | null {
    return this.tools;
  }
  /** The tool in hand. */
  get tool(): Tool {
    return this.hand;
  }
  /** The kit this game plays in, once the frame has plugged it in. */
  get kit(): PkKit<Move, Marks> | null {
    return this.plugged;
  }

  /** The words in the player's language. */
  get words(): BoardWords {
    return BOARD_WORDS.in(this.host.lang());
  }

  /** Takes a tool in hand; Paint's and Claim's code is asked for as they are taken. */
  useTool(tool: Tool): void {
    this.hand = tool;
    if (tool !== 'lines') this.needCellTools();
  }

  /** Shows a hint (where to look) until the next move; each press of Hint counts. */
  showHint(shown: Shown): void {
    this.set(hintPressed(this.st, shown));
    this.host.changed();
  }

  /** Counts a press of Hint that plays its move rather than showing anything. */
  countHint(): void {
    this.set(hintPressed(this.st));
  }

  /** Plays a move the player asked for outside a press (a hint's walls) as one undo step. */
  abstract play(move: Move): void;

  /** Takes a new state, its fields all at once. */
  protected set(st: PlayState): void {
    this.st = st;
    Object.assign(this, st);
  }

  /** Takes the marks' new state; a stroke's overlay goes, and claims ask for the claim tool. */
  protected to(st: PlayState): void {
    this.set(st);
    this.over = null;
    // Claims are read by the claim tool's code: marks holding claims load it.
    if (st.save.k && !this.tools) this.needCellTools();
  }
}
