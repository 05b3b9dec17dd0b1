// Playing time: counts while the puzzle is open and the page visible, stops once solved.
// Wall-clock based (Date.now), so a throttled background tab cannot skew it.

/** Counts playing seconds; `onTick` runs about once a second while it runs. */
export class PlayTimer {
  private base = 0;
  private since: number | null = null;
  private tick: ReturnType<typeof setInterval> | null = null;
  private hidden = false;
  private held = false;
  private stopped = false;
  private wanted = false;
  private readonly onVisibility = () => this.setHidden(document.visibilityState === 'hidden');

  constructor(private readonly onTick: (seconds: number) => void = () => {}) {}

  /** Whole seconds played. */
  get seconds(): number {
    const running = this.since == null ? 0 : Date.now() - this.since;
    return Math.floor((this.base + running) / 1000);
  }

  get running(): boolean {
    return this.since != null;
  }

  /** Starts (or resumes) counting from `seconds`, e.g. a save's time. */
  start(seconds = this.seconds): void {
    this.base = seconds * 1000;
    this.since = null;
    this.stopped = false;
    this.wanted = true;
    this.update();
  }

  /** Stops for good (solved); `start` again to count once more. */
  stop(): void {
    this.stopped = true;
    this.update();
  }

  /** Pauses while hidden; the frame calls this, or `watchVisibility` does. */
  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.update();
  }

  /** Holds the clock while something covers the game (a board's how-to), and lets it go. */
  setHeld(held: boolean): void {
    this.held = held;
    this.update();
  }

  /** Follows the page's visibility until `dispose`. */
  watchVisibility(): void {
    document.addEventListener('visibilitychange', this.onVisibility);
    this.setHidden(document.visibilityState === 'hidden');
  }

  dispose(): void {
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.wanted = false;
    this.update();
  }

  private update(): void {
    const run = this.wanted && !this.hidden && !this.held && !this.stopped;
    if (run && this.since == null) {
      this.since = Date.now();
      this.tick = setInterval(() => this.onTick(this.seconds), 1000);
    } else if (!run && this.since != null) {
      this.base += Date.now() - this.since;
      this.since = null;
      if (this.tick != null) clearInterval(this.tick);
      this.tick = null;
      this.onTick(this.seconds);
    }
  }
}
