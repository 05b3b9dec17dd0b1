// <docs-engine-playground>: a size, a level and a code make a puzzle, as the game makes it (under
// either engine version). Shows how the making went, its difficulty score and the steps behind
// it, the solver's verdict and its trail of deductions, and a board to play it on.
import {
  defaultDifficulty,
  ENGINE_VERSION,
  ENGINE_VERSIONS,
  GAMES,
  generate,
  grade,
  solve,
  type Difficulty,
  type EngineVersion,
  type GenerateStats,
  type Generated,
  type Grade,
  type GradeV2,
  type Solution,
} from '@galaxies/engine';
import '@galaxies/board/define/galaxies-board.js';
import { html, LitElement } from 'lit';
import { state } from 'lit/decorators.js';
import { liveStyles } from './live-styles.js';

type Outcome =
  | {
      made: Generated;
      stats: GenerateStats;
      solution: Solution;
      graded: Grade | GradeV2;
      ms: number;
    }
  | { fault: string };

/** How many of the trail's deductions show before the rest are asked for. */
const TRAIL_SHOWN = 12;
const TIERS = ['', 'easy', 'medium', 'hard'];

function counts(record: Readonly<Record<string, number>> | undefined) {
  const entries = Object.entries(record ?? {}).filter(([, n]) => n > 0);
  return entries.length ? entries.map(([name, n]) => `${name} ${n}`).join(', ') : 'none';
}

/** What a puzzle is asked for: its version, size, level and code. */
interface Ask {
  version: EngineVersion;
  size: number;
  level: Difficulty;
  code: string;
}

function make({ version, size, level, code }: Ask): Outcome {
  try {
    const stats: GenerateStats = {};
    const start = performance.now();
    const made = generate(code, size, level, stats, version);
    const ms = performance.now() - start;
    // Each version's puzzles were made by its own score: version 3's, or version 2's (1 and 2).
    const graded = made.engine === 3 ? grade(made) : grade(made, 2);
    return { made, stats, solution: solve(made), graded, ms };
  } catch (e) {
    return { fault: e instanceof Error ? e.message : String(e) };
  }
}

export class DocsEnginePlayground extends LitElement {
  static override styles = liveStyles;

  @state() private ask: Ask = { version: ENGINE_VERSION, size: 7, level: 'easy', code: 'k3x9q' };
  @state() private outcome: Outcome = make(this.ask);
  @state() private wholeTrail = false;

  private run(e: Event) {
    e.preventDefault();
    this.wholeTrail = false;
    this.outcome = make({ ...this.ask, code: this.ask.code.trim() });
  }

  /** Changes what is asked for, keeping the size and level to ones the version makes. */
  private change(to: Partial<Ask>) {
    const ask = { ...this.ask, ...to };
    const sizes = GAMES[ask.version];
    if (!Object.hasOwn(sizes, ask.size)) ask.size = Number(Object.keys(sizes)[0]);
    if (!sizes[ask.size]!.includes(ask.level))
      ask.level = defaultDifficulty(ask.size, ask.version)!;
    this.ask = ask;
  }

  private where(made: Generated, cell: number) {
    return `r${Math.floor(cell / made.w) + 1}c${(cell % made.w) + 1}`;
  }

  private report(out: Extract<Outcome, { made: Generated }>) {
    const { made, stats, solution, graded, ms } = out;
    const trail = this.wholeTrail ? solution.trail : solution.trail.slice(0, TRAIL_SHOWN);
    const depth = graded.depth ? `, look-ahead depth ${graded.depth}` : '';
    return html`<dl>
        <dt>Puzzle</dt>
        <dd>
          ${made.w} × ${made.h}, ${made.difficulty}, ${made.dots.length} dots (engine version
          ${made.engine})
        </dd>
        <dt>Score</dt>
        <dd>
          ${graded.score?.toFixed(1) ?? 'beyond the scale'} (${graded.band ?? 'no band'}, version
          ${graded.version}'s score): the hardest step is ${graded.hardest}${depth};
          ${
            graded.version === 3
              ? `a chain of ${graded.rounds} round(s), ${graded.narrow} of them narrow`
              : `${graded.hard} step(s) of it, taking cells from ${graded.galaxies} galaxies`
          }
        </dd>
        <dt>Making</dt>
        <dd>
          ${stats.attempts ?? '?'} tiling(s) tried in ${Math.round(ms)} ms; ratings:
          ${counts(stats.ratings)}
        </dd>
        <dt>Solver</dt>
        <dd>
          ${solution.solved ? 'decides every cell' : 'stops short'}, needs tier
          ${TIERS[solution.tier] ?? solution.tier} (${solution.steps} steps at that tier)
        </dd>
        <dt>Techniques</dt>
        <dd>${counts(solution.used)}</dd>
      </dl>
      <details>
        <summary>Solve trail: ${solution.trail.length} deductions</summary>
        <ol>
          ${trail.map(
            (d) =>
              html`<li>
                ${d.technique}: ${d.cells.map((c) => this.where(made, c)).join(', ')}, dot
                ${d.dot + 1}
              </li>`,
          )}
        </ol>
        ${
          solution.trail.length > trail.length
            ? html`<button type="button" @click=${() => (this.wholeTrail = true)}>
                Show all ${solution.trail.length}
              </button>`
            : null
        }
      </details>
      <galaxies-board .puzzle=${made} saves="off"></galaxies-board>`;
  }

  override render() {
    const out = this.outcome;
    return html`<form @submit=${this.run}>
        <label
          >Version
          <select
            @change=${(e: Event) =>
              this.change({
                version: Number((e.target as HTMLSelectElement).value) as EngineVersion,
              })}
          >
            ${ENGINE_VERSIONS.map(
              (v) => html`<option value=${v} ?selected=${v === this.ask.version}>${v}</option>`,
            )}
          </select>
        </label>
        <label
          >Size
          <select
            @change=${(e: Event) => this.change({ size: Number((e.target as HTMLSelectElement).value) })}
          >
            ${Object.keys(GAMES[this.ask.version]).map(
              (n) =>
                html`<option value=${n} ?selected=${Number(n) === this.ask.size}>
                  ${n}×${n}
                </option>`,
            )}
          </select>
        </label>
        <label
          >Level
          <select
            @change=${(e: Event) =>
              this.change({ level: (e.target as HTMLSelectElement).value as Difficulty })}
          >
            ${GAMES[this.ask.version][this.ask.size]!.map(
              (level) =>
                html`<option value=${level} ?selected=${level === this.ask.level}>
                  ${level}
                </option>`,
            )}
          </select>
        </label>
        <label
          >Code
          <input
            .value=${this.ask.code}
            size="12"
            spellcheck="false"
            @input=${(e: Event) =>
              (this.ask = { ...this.ask, code: (e.target as HTMLInputElement).value })}
          />
        </label>
        <button type="submit">Make the puzzle</button>
      </form>
      <div role="status">${'fault' in out ? html`<p class="fault">${out.fault}</p>` : null}</div>
      ${'made' in out ? this.report(out) : null}`;
  }
}

if (!customElements.get('docs-engine-playground')) {
  customElements.define('docs-engine-playground', DocsEnginePlayground);
}

declare global {
  interface HTMLElementTagNameMap {
    'docs-engine-playground': DocsEnginePlayground;
  }
}
