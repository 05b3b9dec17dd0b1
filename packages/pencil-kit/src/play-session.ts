// A play session: one board's game as the frame runs it. Joins the board to its history, trial,
// timer and save, and is the kit object the board is given (`PkKit`). No DOM of its own.
import type { PkBoard, PkKit } from './contract.js';
import type { AssistSwitches } from './assists-store.js';
import { History } from './history.js';
import { SaveStore } from './save-store.js';
import { PlayTimer } from './timer.js';
import { Trial } from './trial.js';
import { share, shareMessage, shareText } from './share.js';
import type { KitWords } from './words/en/kit.js';

/** What the session tells the element that shows it. */
export interface SessionView {
  say(message: string): void;
  /** The words in the player's language. */
  words(): KitWords;
  /** Something shown changed: history, time, solved. */
  changed(): void;
  /** The player solved the puzzle: fire `pk-solved`. */
  solved(detail: { seconds: number } & Record<string, unknown>): void;
}

export interface SessionOptions {
  slug: string;
  saves: boolean;
  switches: AssistSwitches;
  storage?: Storage | null;
}

/** Runs one board's game: moves, time, saves, a trial, the solved flow and sharing. */
export class PlaySession<Move = unknown, Marks = unknown> implements PkKit<Move, Marks> {
  readonly history: History<Move>;
  readonly timer: PlayTimer;
  readonly trial: Trial<Move, Marks>;
  assists: AssistSwitches;
  isSolved = false;
  /** True once the player has moved (or a save brought marks back): the prompt goes. */
  started = false;
  private readonly store: SaveStore | null;
  private saveFailed = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly board: PkBoard<Move, Marks>,
    private readonly view: SessionView,
    options: SessionOptions,
  ) {
    this.assists = options.switches;
    this.history = new History<Move>(board);
    this.trial = new Trial(this.history, board);
    this.timer = new PlayTimer(() => view.changed());
    this.store =
      options.saves && options.slug ? new SaveStore(options.slug, options.storage) : null;
    this.unsubscribe = this.history.subscribe(() => {
      if (this.history.size > 0) this.started = true;
      this.save();
      view.changed();
    });
  }

  get reducedMotion(): boolean {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  }

  /** Plugs the board in, brings back its save, and starts the clock. */
  begin(): void {
    this.board.attach(this);
    this.board.assistsChanged?.(this.assists);
    let seconds = 0;
    const id = this.store && this.board.puzzleId?.();
    if (this.store && id) {
      const loaded = this.store.load(id);
      if (loaded.ok) {
        this.board.load(loaded.data.marks as Marks);
        seconds = loaded.data.seconds;
        this.started = true;
        this.isSolved = loaded.data.solved;
      } else if (loaded.reason !== 'missing') this.view.say(this.view.words().saves[loaded.reason]);
    }
    this.timer.start(seconds);
    if (this.isSolved) this.timer.stop();
    this.timer.watchVisibility();
    document.addEventListener('visibilitychange', this.onVisibility);
    this.view.changed();
  }

  // A hidden page may never come back (closed tab, killed app): keep the time it had.
  private readonly onVisibility = () => {
    if (document.visibilityState === 'hidden') this.save();
  };

  say(message: string): void {
    this.view.say(message);
  }

  /** The player's new move: applied once, recorded once (a solved game takes none). */
  commit(move: Move): void {
    if (!this.isSolved) this.history.perform(move);
  }

  /** The board reports solved: stop the clock, save, tell the frame. Only the first time counts. */
  solved(detail: Record<string, unknown> = {}): void {
    if (this.isSolved) return;
    this.trial.keep(); // a solve keeps the guess that made it
    this.isSolved = true;
    this.timer.stop();
    const seconds = this.timer.seconds;
    this.save();
    this.view.say(this.view.words().solvedIn(seconds));
    this.view.solved({ ...detail, seconds });
    this.view.changed();
  }

  undo(): void {
    if (!this.isSolved) this.history.undo();
  }

  redo(): void {
    if (!this.isSolved) this.history.redo();
  }

  /** Clears every mark as one undoable move; after a solve it starts the game afresh. */
  restart(): void {
    this.trial.end();
    if (this.isSolved) {
      this.isSolved = false;
      this.board.load(null);
      this.timer.start(0);
      this.history.clear(); // saves the fresh game
      return;
    }
    const move = this.board.clearMove();
    if (move) this.history.perform(move);
  }

  /** The host's marks: loaded as they are, with nothing to undo, and saved. */
  load(marks: Marks): void {
    this.trial.end();
    this.board.load(marks);
    this.history.clear();
  }

  /** Shares the result and says how it went. */
  async share(nav?: Parameters<typeof share>[1]): Promise<void> {
    const words = this.view.words();
    const info = this.board.shareInfo?.() ?? { game: words.labels.puzzle };
    const outcome = await share(shareText(info, this.timer.seconds, words), nav);
    this.view.say(shareMessage(outcome, words));
  }

  /** Saves marks and time now; a refused save is said once, never thrown. */
  save(): void {
    const id = this.store && this.board.puzzleId?.();
    if (!this.store || !id) return;
    const result = this.store.save(id, {
      marks: this.board.read(),
      seconds: this.timer.seconds,
      solved: this.isSolved,
    });
    if (!result.ok && !this.saveFailed) this.view.say(this.view.words().saves[result.reason]);
    this.saveFailed = !result.ok;
  }

  hold(held: boolean): void {
    this.timer.setHeld(held);
  }

  setAssists(switches: AssistSwitches): void {
    this.assists = switches;
    this.board.assistsChanged?.(switches);
  }

  dispose(): void {
    this.save();
    this.unsubscribe();
    this.timer.dispose();
    document.removeEventListener('visibilitychange', this.onVisibility);
  }
}
