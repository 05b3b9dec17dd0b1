// The size and level picker, for Endless and the best times' board: two groups, the sizes and the
// levels the current engine version makes, each named by its label, each choice a link to that
// size with the level kept (or that level with the size kept), the chosen ones marked
// `aria-current`. The caller lays the two groups out (Endless beside its title and score). Links rather than radio buttons: each choice opens a new puzzle or board,
// and arrow keys moving a radio group's choice would open one at every step. Keyboard: Tab to a
// choice, Enter to open it, as with any link.
import { levelsOf, sizesOf, type Difficulty } from '@galaxies/engine';
import { html, type TemplateResult } from 'lit';
import { sizeLabel } from './format.js';
import { say } from './words/say.js';

/** Each size the current version makes, smallest first. */
const SIZES = sizesOf();

/** The levels of `size`, easiest first, or of the smallest size for one not made. */
const levelsAt = (size: number): readonly Difficulty[] => levelsOf(size) ?? levelsOf(SIZES[0]!)!;

/** A size's or a level's link, marked when it is the chosen one. */
const choice = (href: string, chosen: boolean, label: string) =>
  html`<a href=${href} aria-current=${chosen ? 'true' : 'false'}>${label}</a>`;

/** The picker's two groups for `chosen`; `href` gives the address of a size and level. */
export function puzzlePicker(
  chosen: { size: number; difficulty: string },
  href: (size: number, difficulty: string) => string,
): TemplateResult {
  const w = say.picker;
  const levels = levelsAt(chosen.size);
  // A size that does not make the chosen level opens at its own first.
  const keep = (size: number) =>
    levelsAt(size).includes(chosen.difficulty as Difficulty)
      ? chosen.difficulty
      : levelsAt(size)[0]!;
  // Each group is named by its label's words; the label shows them where there is room.
  return html`<div class="picker-row" role="group" aria-label=${w.size}>
      <span class="picker-label" aria-hidden="true">${w.size}</span>
      ${SIZES.map((size) => choice(href(size, keep(size)), size === chosen.size, sizeLabel(size)))}
    </div>
    <div class="picker-row" role="group" aria-label=${w.level}>
      <span class="picker-label" aria-hidden="true">${w.level}</span>
      ${levels.map((level) =>
        choice(
          href(chosen.size, level),
          level === chosen.difficulty,
          say.dates.difficulties[level] ?? level,
        ),
      )}
    </div>`;
}
