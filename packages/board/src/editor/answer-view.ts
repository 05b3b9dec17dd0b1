// Drawing an answer: each galaxy tinted with its dot's tint, walls where neighbours' dots
// differ, and, when two answers are compared, the cells where they differ outlined and hatched
// (a shape as well as a colour). Used for the unique answer under the editor's grid and for the
// two answers of an ambiguous puzzle.
import { answerWalls, tintsOf, type Puzzle } from '@galaxies/engine';
import { svg, type SVGTemplateResult } from 'lit';
import { cellsPath, dotPoint, linesPath, sidesPath } from '../view/grid-geometry.js';

/** An answer's galaxies, tinted, and its walls, in cell units. */
export function answerLayer(puzzle: Puzzle, answer: readonly number[]): SVGTemplateResult {
  const tints = tintsOf(puzzle);
  const cells = puzzle.dots.map((): number[] => []);
  answer.forEach((d, i) => cells[d]?.push(i));
  return svg`<g class="tints">${cells.map(
    (own, d) => svg`<path class="t${(tints[d] ?? 0) + 1}" d=${cellsPath(puzzle.w, own)}></path>`,
  )}</g>
    <path class="answer-wall" d=${sidesPath(puzzle.w, answerWalls(puzzle, answer))}></path>`;
}

/**
 * One of two differing answers as a small picture: its galaxies and the differing cells. `id`
 * keeps its hatch pattern apart from the other picture's in the same shadow root.
 */
export function answerPicture(
  puzzle: Puzzle,
  answer: readonly number[],
  differ: readonly number[],
  id: string,
  label: string,
): SVGTemplateResult {
  const { w, h } = puzzle;
  return svg`<svg class="answer" viewBox="0 0 ${w} ${h}" role="img" aria-label=${label}>
    <defs>
      <pattern id=${id} patternUnits="userSpaceOnUse" width="0.25" height="0.25"
        patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="0.25" class="differ-hatch"></line>
      </pattern>
    </defs>
    ${answerLayer(puzzle, answer)}
    <path class="line" d=${linesPath(w, h)}></path>
    <path class="differ" fill="url(#${id})" d=${cellsPath(w, differ)}></path>
    <rect class="frame" x="0" y="0" width=${w} height=${h}></rect>
    ${puzzle.dots.map((dot) => {
      const { cx, cy } = dotPoint(dot);
      return svg`<circle class="dot" cx=${cx} cy=${cy} r="0.16"></circle>`;
    })}
  </svg>`;
}
