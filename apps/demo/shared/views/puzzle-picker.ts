// The size and level picker, for Endless and the best times' board: two groups, the sizes and the
// levels, each choice a link to that size with the level kept (or that level with the size
// kept), the chosen ones marked `aria-current`. The sizes are one button showing the chosen size
// that opens them all (shared/sizes.ts: the squares, portrait rectangles that fill a phone, the
// big grids) and a form for any size from 5 to 30 a side; the levels are a row. The caller lays
// the two groups out (Endless beside its title and score). Links rather than radio buttons: each
// choice opens a new puzzle or board, and arrow keys moving a radio group's choice would open one
// at every step. Keyboard: Tab to a choice, Enter to open it, as with any link; Escape closes the
// sizes.
import { gridOf, levelsOf, SIDES_V3, type Difficulty } from '@galaxies/engine';
import { html, type TemplateResult } from 'lit';
import { SITE_ENGINE } from '../puzzle-key.js';
import { FIRST_SIZES, readSize, SIZE_PRESETS, type Size } from '../sizes.js';
import { sizeLabel } from '../format.js';
import { say } from '../words/say.js';

/** The levels of `size`, easiest first, or of the first size for one not made. */
const levelsAt = (size: Size): readonly Difficulty[] =>
  levelsOf(size, SITE_ENGINE) ?? levelsOf(FIRST_SIZES[0]!, SITE_ENGINE)!;

/** A size's or a level's link, marked when it is the chosen one. */
const choice = (href: string, chosen: boolean, label: string) =>
  html`<a href=${href} aria-current=${chosen ? 'true' : 'false'}>${label}</a>`;

const [LEAST, MOST] = SIDES_V3;

/** One side's field of the own-size form, named `name`, labelled `label`. */
const sideInput = (name: string, label: string, value: number) =>
  html`<label
    >${label}
    <input
      name=${name}
      type="number"
      inputmode="numeric"
      min=${LEAST}
      max=${MOST}
      required
      value=${value}
  /></label>`;

/** The size the own-size form names, or null while a side is out of range. */
function formSize(form: HTMLFormElement): Size | null {
  const side = (name: string) => Number((form.elements.namedItem(name) as HTMLInputElement).value);
  const [w, h] = [side('columns'), side('rows')];
  const fits = (n: number) => Number.isInteger(n) && n >= LEAST && n <= MOST;
  return fits(w) && fits(h) ? readSize(`${w}x${h}`) : null;
}

/** The picker's two groups for `chosen`; `href` gives the address of a size and level. */
export function puzzlePicker(
  chosen: { size: Size; difficulty: string },
  href: (size: Size, difficulty: string) => string,
): TemplateResult {
  const w = say.picker;
  const levels = levelsAt(chosen.size);
  // A size that does not make the chosen level opens at its own first.
  const keep = (size: Size) =>
    levelsAt(size).includes(chosen.difficulty as Difficulty)
      ? chosen.difficulty
      : levelsAt(size)[0]!;
  const link = (size: Size) =>
    choice(href(size, keep(size)), size === chosen.size, sizeLabel(size));
  const grid = gridOf(chosen.size);
  const open = (e: SubmitEvent) => {
    e.preventDefault();
    const size = formSize(e.target as HTMLFormElement);
    if (size !== null) location.assign(href(size, keep(size)));
  };
  const closeOnEscape = (e: KeyboardEvent) => {
    const more = e.currentTarget as HTMLDetailsElement;
    if (e.key !== 'Escape' || !more.open) return;
    more.open = false;
    more.querySelector('summary')?.focus();
  };
  const group = (name: keyof typeof SIZE_PRESETS) =>
    html`<div class="size-group" role="group" aria-label=${w.groups[name]}>
      <span class="size-group-name" aria-hidden="true">${w.groups[name]}</span>
      ${SIZE_PRESETS[name].map(link)}
    </div>`;
  // Each group is named by its label's words; the label shows them where there is room.
  return html`<div class="picker-row" role="group" aria-label=${w.size}>
      <span class="picker-label" aria-hidden="true">${w.size}</span>
      <details class="more-sizes" @keydown=${closeOnEscape}>
        <summary>${sizeLabel(chosen.size)}</summary>
        <div class="size-panel">
          ${group('squares')} ${group('phone')} ${group('big')}
          <form class="own-size" @submit=${open} aria-label=${w.own}>
            <span class="size-group-name" aria-hidden="true">${w.own}</span>
            ${sideInput('columns', w.columns, grid?.w ?? 10)}
            <span aria-hidden="true">×</span>
            ${sideInput('rows', w.rows, grid?.h ?? 10)}
            <button type="submit">${w.open}</button>
          </form>
        </div>
      </details>
    </div>
    <div class="picker-row" role="group" aria-label=${w.level}>
      <span class="picker-label" aria-hidden="true">${w.level}</span>
      ${levels.map((level) =>
        choice(
          href(chosen.size, level),
          level === chosen.difficulty,
          say.dates.levels[level] ?? level,
        ),
      )}
    </div>`;
}
