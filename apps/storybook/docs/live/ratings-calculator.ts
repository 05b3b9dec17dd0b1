// <docs-ratings-calculator>: the ratings module at work. A settled player posts solves against
// par; each row is rated by @galaxies/ratings itself, starting from the worked examples.
import {
  display,
  rateAgainstPar,
  timeScore,
  type PlayerState,
  type Rating,
} from '@galaxies/ratings';
import { html, LitElement } from 'lit';
import { state } from 'lit/decorators.js';
import { readTime } from './clock-time.js';
import { liveStyles } from './live-styles.js';

interface SolveRow {
  label: string;
  time: string;
  par: string;
}

/** The spec's worked examples: an endless 13 × 13 and yesterday's 7 × 7 from the archive. */
const WORKED: SolveRow[] = [
  { label: 'Endless 13×13', time: '13:40', par: '16:00' },
  { label: "Yesterday's 7×7 daily, from the archive", time: '2:30', par: '3:00' },
];

/** The 95% interval is ±1.96 RD, so an interval reads back into an RD. */
const Z95 = 1.96;

type Outcome = { score: number; rating: Rating } | { fault: string };

function signed(n: number): string {
  return `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(3)}`;
}

export class DocsRatingsCalculator extends LitElement {
  static override styles = liveStyles;

  @state() private rating = '1550';
  @state() private interval = '80';
  @state() private volatility = '0.06';
  @state() private rows: SolveRow[] = WORKED.map((r) => ({ ...r }));

  /** The player as last rated yesterday, so today's first solve widens RD once. */
  private player(): PlayerState {
    return {
      rating: Number(this.rating),
      rd: Number(this.interval) / Z95,
      volatility: Number(this.volatility),
      games: 20,
      day: 0,
    };
  }

  private outcome(row: SolveRow): Outcome {
    const seconds = readTime(row.time);
    const par = readTime(row.par);
    if (Number.isNaN(seconds) || Number.isNaN(par)) return { fault: 'Times read m:ss.' };
    try {
      return {
        score: timeScore(seconds, par),
        rating: rateAgainstPar(this.player(), { seconds, par, day: 1 }),
      };
    } catch (e) {
      return { fault: e instanceof Error ? e.message : String(e) };
    }
  }

  private edit(i: number, key: 'time' | 'par', value: string) {
    this.rows = this.rows.map((r, j) => (j === i ? { ...r, [key]: value } : r));
  }

  private field(label: string, value: string, set: (v: string) => void) {
    return html`<label
      >${label}
      <input
        .value=${value}
        inputmode="decimal"
        size="6"
        @input=${(e: Event) => set((e.target as HTMLInputElement).value)}
    /></label>`;
  }

  private row(row: SolveRow, i: number) {
    const out = this.outcome(row);
    const cell = (key: 'time' | 'par', name: string) =>
      html`<td>
        <input
          .value=${row[key]}
          size="6"
          aria-label="${name} for ${row.label}"
          @input=${(e: Event) => this.edit(i, key, (e.target as HTMLInputElement).value)}
        />
      </td>`;
    return html`<tr>
      <th scope="row">${row.label}</th>
      ${cell('time', 'Time')} ${cell('par', 'Par')}
      ${
        'fault' in out
          ? html`<td colspan="3" class="fault">${out.fault}</td>`
          : html`<td class="number">${out.score.toFixed(4)}</td>
              <td class="number">${display(out.rating.state)}</td>
              <td class="number"><output>${signed(out.rating.change)}</output></td>`
      }
    </tr>`;
  }

  override render() {
    return html`<div class="fields" role="group" aria-label="Player before the solve">
        ${this.field('Rating', this.rating, (v) => (this.rating = v))}
        ${this.field('± (95%)', this.interval, (v) => (this.interval = v))}
        ${this.field('Volatility σ', this.volatility, (v) => (this.volatility = v))}
      </div>
      <table>
        <caption>
          Solves against par, each rated alone from the player above
        </caption>
        <thead>
          <tr>
            <th scope="col">Solve</th>
            <th scope="col">Time</th>
            <th scope="col">Par</th>
            <th scope="col">Time score</th>
            <th scope="col">After</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          ${this.rows.map((r, i) => this.row(r, i))}
        </tbody>
      </table>
      <p>
        Times and pars read m:ss. At par the time score is 0.5 and the rating stands still; every
        solve here is half a game (weight 0.5). The player last played yesterday, so RD widens once
        by σ before today's first solve.
      </p>`;
  }
}

if (!customElements.get('docs-ratings-calculator')) {
  customElements.define('docs-ratings-calculator', DocsRatingsCalculator);
}

declare global {
  interface HTMLElementTagNameMap {
    'docs-ratings-calculator': DocsRatingsCalculator;
  }
}
