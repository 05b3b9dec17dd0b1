// <docs-engine-playground>: a size and a code make a puzzle, as the game makes it. Shows how the
// making went, the solver's verdict and its trail of deductions, and a board to play it on.
import {
  generate,
  SIZES,
  solve,
  type GenerateStats,
  type Generated,
  type Solution,
} from '@galaxies/engine';
import '@galaxies/board/define/galaxies-board.js';
import { html, LitElement } from 'lit';
import { state } from 'lit/decorators.js';
import { liveStyles } from './live-styles.js';

type Outcome =
  { made: Generated; stats: GenerateStats; solution: Solution; ms: number } | { fault: string };

/** How many of the trail's deductions show before the rest are asked for. */
const TRAIL_SHOWN = 12;
const TIERS = ['', 'easy', 'medium', 'hard'];

function counts(record: Readonly<Record<string, number>> | undefined) {
  const entries = Object.entries(record ?? {}).filter(([, n]) => n > 0);
  return entries.length ? entries.map(([name, n]) => `${name} ${n}`).join(', ') : 'none';
}

function make(code: string, size: number): Outcome {
  try {
    const stats: GenerateStats = {};
    const start = performance.now();
    const made = generate(code, size, undefined, stats);
    const ms = performance.now() - start;
    return { made, stats, solution: solve(made), ms };
  } catch (e) {
    return { fault: e instanceof Error ? e.message : String(e) };
  }
}

export class DocsEnginePlayground extends LitElement {
  static override styles = liveStyles;

  @state() private size = 7;
  @state() private code = 'k3x9q';
  @state() private outcome: Outcome = make(this.code, this.size);
  @state() private wholeTrail = false;

  private run(e: Event) {
    e.preventDefault();
    this.wholeTrail = false;
    this.outcome = make(this.code.trim(), this.size);
  }

  private where(made: Generated, cell: number) {
    return `r${Math.floor(cell / made.w) + 1}c${(cell % made.w) + 1}`;
  }

  private report(made: Generated, stats: GenerateStats, solution: Solution, ms: number) {
    const trail = this.wholeTrail ? solution.trail : solution.trail.slice(0, TRAIL_SHOWN);
    return html`<dl>
        <dt>Puzzle</dt>
        <dd>${made.w} × ${made.h}, ${made.difficulty}, ${made.dots.length} dots</dd>
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
          >Size
          <select
            @change=${(e: Event) => (this.size = Number((e.target as HTMLSelectElement).value))}
          >
            ${Object.entries(SIZES).map(
              ([n, difficulty]) =>
                html`<option value=${n} ?selected=${Number(n) === this.size}>
                  ${n}×${n} (${difficulty})
                </option>`,
            )}
          </select>
        </label>
        <label
          >Code
          <input
            .value=${this.code}
            size="12"
            spellcheck="false"
            @input=${(e: Event) => (this.code = (e.target as HTMLInputElement).value)}
          />
        </label>
        <button type="submit">Make the puzzle</button>
      </form>
      <div role="status">${'fault' in out ? html`<p class="fault">${out.fault}</p>` : null}</div>
      ${'made' in out ? this.report(out.made, out.stats, out.solution, out.ms) : null}`;
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
