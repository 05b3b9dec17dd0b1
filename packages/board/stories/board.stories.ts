// Stories for <galaxies-board>: one per state. Saves are off so a story always opens the same
// way; the move a story needs is a tap on the grid, pressed and released as a finger would.
import { answerWalls, shape, Side, standing, type Puzzle, type Save } from '@galaxies/engine';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html, type ReactiveElement } from 'lit';
import '../src/define/galaxies-board.js';
import type { GalaxiesBoard } from '../src/board.js';
import { SAMPLE_10X10, SAMPLE_12X8, SAMPLE_13X13, SAMPLE_7X7 } from '../test/fixtures.js';
import { cellToolsChunk } from '../src/cell-tools/cell-tools-loader.js';
import { tapCell, tapSide } from './taps.js';

interface BoardArgs {
  src: string;
  scheme: 'auto' | 'light' | 'dark';
  mode: string;
}

const meta: Meta<BoardArgs> = {
  title: 'Board/Galaxies board',
  component: 'galaxies-board',
  tags: ['autodocs'],
  args: { src: SAMPLE_7X7.id, scheme: 'auto', mode: '' },
  render: ({ src, scheme, mode }) =>
    html`<galaxies-board src=${src} scheme=${scheme} mode=${mode} saves="off"></galaxies-board>`,
};
export default meta;

type Story = StoryObj<BoardArgs>;

async function boardIn(canvas: HTMLElement): Promise<GalaxiesBoard> {
  const el = canvas.querySelector('galaxies-board')!;
  await el.ready;
  return el;
}

/** Loads marks, then taps one more wall so the kit sees a move. */
async function play(canvas: HTMLElement, marks: Save, wall?: number) {
  const el = await boardIn(canvas);
  el.marks = marks;
  await el.updateComplete;
  if (wall != null) tapSide(el.shadowRoot!, wall);
  await el.updateComplete;
}

const walls7 = answerWalls(SAMPLE_7X7.puzzle, SAMPLE_7X7.answer);

/** The answer's walls less those between two galaxies, which then share one region. */
function merged(puzzle: Puzzle, walls: number[], a: number, b: number): number[] {
  const { regions } = standing(puzzle, { w: walls });
  const cells = new Set(
    regions.filter((r) => r.dots[0] === a || r.dots[0] === b).flatMap((r) => r.cells),
  );
  return walls.filter((s) => {
    const cell = s >> 1;
    return !(cells.has(cell) && cells.has(s % 2 === 0 ? cell + 1 : cell + puzzle.w));
  });
}

export const Fresh7x7: Story = {};
export const Fresh10x10: Story = { args: { src: SAMPLE_10X10.id, mode: 'endless' } };
export const Fresh13x13: Story = { args: { src: SAMPLE_13X13.id, mode: 'daily' } };
export const RectangularImport: Story = { args: { src: SAMPLE_12X8.id } };

/** Half the answer's walls drawn: some galaxies tinted, the rest open. */
export const MidSolve: Story = {
  play: ({ canvasElement }) =>
    play(
      canvasElement,
      { w: walls7.slice(0, Math.floor(walls7.length / 2)), x: [] },
      walls7.at(-1),
    ),
};

/** The Paint tool picked, a few cells painted. */
export const PaintMode: Story = {
  play: async ({ canvasElement }) => {
    const c = new Array<number>(49).fill(0);
    [0, 1, 2, 9, 10].forEach((cell, i) => (c[cell] = (i % 8) + 1));
    await play(canvasElement, { w: walls7.slice(0, 6), x: [], c });
    const el = await boardIn(canvasElement);
    const seg = el.shadowRoot!.querySelector('pk-seg')!;
    seg.shadowRoot!.querySelectorAll('button')[1]!.click();
    await el.updateComplete;
  },
};

/** A region with one dot that is not symmetric about it: hatched, outlined, "!". */
export const FlagLopsided: Story = {
  play: ({ canvasElement }) => play(canvasElement, { w: [1], x: [] }, 2),
};

/** A region with no dot: dotted, outlined, "∅". */
export const FlagEmpty: Story = {
  play: ({ canvasElement }) => play(canvasElement, { w: [1], x: [] }, 0),
};

/** The last open region holds two dots: cross-hatched, outlined, "+". */
export const FlagCrowded: Story = {
  play: ({ canvasElement }) => {
    const w = merged(SAMPLE_7X7.puzzle, walls7, 7, 10);
    return play(canvasElement, { w: w.slice(1), x: [] }, w[0]);
  },
};

/** Solved by the last wall: green frame, galaxies washing in, gold dots. */
export const Solved: Story = {
  play: ({ canvasElement }) => play(canvasElement, { w: walls7.slice(1), x: [] }, walls7[0]),
};

export const DarkScheme: Story = {
  args: { scheme: 'dark' },
  play: ({ canvasElement }) =>
    play(canvasElement, { w: walls7.slice(0, 12), x: [walls7[13]!] }, walls7[12]),
};

/** A link the board can't read: the message in place, and `galaxies-error`. */
export const BadSource: Story = { args: { src: 'https://example.com/p?tentaisho/5/5/xyz' } };

/** A board made from a code (`k3x9q`): its size, and its level and version when given. */
const fromCode = (size: number, more: { level?: string; engine?: string; mode?: string } = {}) =>
  html`<galaxies-board
    size=${size}
    code="k3x9q"
    level=${more.level ?? ''}
    engine=${more.engine ?? ''}
    mode=${more.mode ?? 'endless'}
    saves="off"
  ></galaxies-board>`;

/** Made by the engine from a size and a code: the same code, the same puzzle. */
export const FromCode: Story = { render: () => fromCode(10) };

/** A 13×13 made from a code in the board's worker ("Making the puzzle…" until it is there). */
export const FromCode13x13: Story = { render: () => fromCode(13) };

/** A level of its own at any size: a hard 7×7 (made in the worker), its score on the title. */
export const FromCodeHard7x7: Story = { render: () => fromCode(7, { level: 'hard' }) };

/** A 15×15 at its easy level. */
export const FromCode15x15Easy: Story = { render: () => fromCode(15, { level: 'easy' }) };

/** A code as a 0.x embed showed it: version 2's puzzle, named with `engine="2"`. */
export const VersionTwoCode: Story = { render: () => fromCode(10, { engine: '2' }) };

/** A code of version 1 of the engine: the very puzzle it made before version 2. */
export const VersionOneCode: Story = {
  render: () => fromCode(10, { engine: '1', mode: 'archive' }),
};

/** A code from a newer version of the engine than this board's: the message in place. */
export const NewerVersion: Story = { render: () => fromCode(10, { engine: '9', mode: '' }) };

/** A size the game does not make (each side is 5 to 30): the message in place. */
export const UnknownSize: Story = { render: () => fromCode(4, { mode: '' }) };

/** Presses Hint `times` times, as the button would. */
async function hints(canvas: HTMLElement, times: number, marks?: Save) {
  const el = await boardIn(canvas);
  if (marks) el.marks = marks;
  for (let k = 0; k < times; k++) {
    await el.hint();
    await el.updateComplete;
  }
}

/** A side inside one of the answer's galaxies: a wall there is a mistake. */
const kinds7 = shape(SAMPLE_7X7.puzzle).sideKind;
const wrongWall = [...kinds7.keys()].find((s) => {
  const [a, b] = [s >> 1, s % 2 ? (s >> 1) + 7 : (s >> 1) + 1];
  return kinds7[s] === Side.open && SAMPLE_7X7.answer[a] === SAMPLE_7X7.answer[b];
})!;

/** Hint's first press: where to look. Its cells and dot glow; the status line asks a question. */
export const HintWhereToLook: Story = { play: ({ canvasElement }) => hints(canvasElement, 1) };

/** Hint's second press: the wall drawn as an undoable move, and why in the status line. */
export const HintDrawn: Story = { play: ({ canvasElement }) => hints(canvasElement, 2) };

/** A wall in no answer: the first press shows it, in the flag colour, with the cells it parts. */
export const HintMistake: Story = {
  play: ({ canvasElement }) => hints(canvasElement, 1, { w: [wrongWall], x: [] }),
};

/** The second press on a mistake: the wall rubbed out, and why. */
export const HintMistakeRubbedOut: Story = {
  play: ({ canvasElement }) => hints(canvasElement, 2, { w: [wrongWall], x: [] }),
};

/**
 * Try on, pressed as the button would be: three walls drawn as a trial (dashed, in the trial
 * colour) beside the ordinary ones, with Keep and Discard beside Try.
 */
export const Trying: Story = {
  play: async ({ canvasElement }) => {
    const open = walls7.filter((s) => kinds7[s] === Side.open);
    await play(canvasElement, { w: open.slice(3, 12), x: [] });
    const el = await boardIn(canvasElement);
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="try"]')!.click();
    await el.updateComplete;
    for (const wall of open.slice(0, 3)) tapSide(el.shadowRoot!, wall);
    await el.updateComplete;
  },
};

/** Solves the 7×7 with one last tap, and waits for the result panel to draw. */
async function solveIn(canvas: HTMLElement): Promise<void> {
  await play(canvas, { w: walls7.slice(1), x: [] }, walls7[0]);
  const frame = (await boardIn(canvas)).shadowRoot!.querySelector('pk-frame')!;
  await frame.updateComplete;
  // The panel's element comes as a part of its own, fetched when the game started.
  await customElements.whenDefined('pk-result');
  const result = frame.shadowRoot!.querySelector('pk-result') as ReactiveElement | null;
  await result?.updateComplete;
}

/**
 * The result panel over the grid once solved, with the host's own lines in its `result` slot
 * (our site's rank and rating change): time, hints, the line about the puzzle, Share first.
 */
export const SolvedWithHostLines: Story = {
  render: ({ scheme }) =>
    html`<galaxies-board
      src=${SAMPLE_7X7.id}
      scheme=${scheme}
      mode="daily"
      date="Tuesday, December 1"
      saves="off"
    >
      <div slot="result">
        <p>You’re <strong>#3</strong> on today’s leaderboard.</p>
        <p>The daily is rated once the day is over.</p>
      </div>
    </galaxies-board>`,
  play: ({ canvasElement }) => solveIn(canvasElement),
};

/** The same in the dark scheme. */
export const SolvedWithHostLinesDark: Story = {
  ...SolvedWithHostLines,
  args: { scheme: 'dark' },
};

/** The helpers' switches, open in their popover from the Helpers button. */
export const HelpersOpen: Story = {
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    // The claims' helpers join the list once Paint's and Claim's code is here (fetched early).
    await cellToolsChunk.get();
    await el.updateComplete;
    const frame = el.shadowRoot!.querySelector('pk-frame')!;
    await frame.updateComplete;
    frame.shadowRoot!.querySelector<HTMLElement>('[part~="settings"]')!.click();
  },
};

/** In a narrow box (a phone): one row of icons under the grid, their labels as tooltips. */
export const NarrowLayout: Story = {
  render: ({ scheme }) =>
    html`<div style="width: 360px">
      <galaxies-board src=${SAMPLE_7X7.id} scheme=${scheme} saves="off"></galaxies-board>
    </div>`,
  play: ({ canvasElement }) =>
    play(canvasElement, { w: walls7.slice(0, 8), x: [walls7[9]!] }, walls7[8]),
};

/** In a wide box: the header and the controls beside the grid, labels shown. */
export const WideLayout: Story = {
  render: ({ scheme }) =>
    html`<div style="width: 960px">
      <galaxies-board
        src=${SAMPLE_10X10.id}
        scheme=${scheme}
        mode="endless"
        saves="off"
      ></galaxies-board>
    </div>`,
};

/** The wide layout in the dark scheme, mid-solve. */
export const WideLayoutDark: Story = {
  render: WideLayout.render!,
  args: { scheme: 'dark' },
  play: async ({ canvasElement }) => {
    const el = await boardIn(canvasElement);
    el.marks = { w: answerWalls(SAMPLE_10X10.puzzle, SAMPLE_10X10.answer).slice(0, 24), x: [] };
    await el.updateComplete;
  },
};

/** Themed from outside through `--gx-` custom properties. */
export const Themed: Story = {
  render: () =>
    html`<galaxies-board
      src=${SAMPLE_7X7.id}
      saves="off"
      style="--gx-paper: #fff8f0; --gx-wall: #7a1f5c; --gx-accent: #7a1f5c; --gx-line: #b59aa8; --gx-tint-1: #ffd9e8"
    ></galaxies-board>`,
  play: ({ canvasElement }) => play(canvasElement, { w: walls7.slice(0, 20), x: [] }, walls7[20]),
};

/** How to play open over the board: the rules, the example, the tutorial and the keys. */
export const HowToOpen: Story = {
  play: async ({ canvasElement }) => (await boardIn(canvasElement)).showHowTo(),
};

/** How to play over a dark board: the window and all inside it take the board's scheme. */
export const HowToOpenDark: Story = {
  args: { scheme: 'dark' },
  play: async ({ canvasElement }) => (await boardIn(canvasElement)).showHowTo('keys'),
};

const shape7 = shape(SAMPLE_7X7.puzzle);

/** The answer's claims for `dots` (every cell of their galaxies), 0 elsewhere. */
function claimsFor(dots: readonly number[]): number[] {
  return SAMPLE_7X7.answer.map((dot) => (dots.includes(dot) ? dot + 1 : 0));
}

/** Loads marks, picks Claim as a click would, and waits for its row. */
async function claiming(canvas: HTMLElement, marks: Save): Promise<GalaxiesBoard> {
  const el = await boardIn(canvas);
  el.marks = marks;
  await cellToolsChunk.get();
  el.shadowRoot!.querySelector('pk-seg')!.shadowRoot!.querySelectorAll('button')[2]!.click();
  await el.updateComplete;
  await el.shadowRoot!.querySelector('pk-frame')!.updateComplete;
  return el;
}

/**
 * Claim picked: five dots' galaxies claimed (each cell in its dot's tint, a pointer where the
 * tint alone could mislead), and the dot in row 2, column 4 picked (its dashed ring).
 */
export const ClaimMode: Story = {
  play: async ({ canvasElement }) => {
    const el = await claiming(canvasElement, { w: [], x: [], k: claimsFor([0, 2, 3, 5, 7]) });
    tapCell(el.shadowRoot!, shape7.cores[2]![0]!);
    await el.updateComplete;
  },
};

/**
 * Flagged claims, hatched and outlined in the flag colour: cells claimed for the dot in row 1,
 * column 2 and the one in row 1, column 6 whose twins would be off the grid, and one claimed for
 * the dot in row 2, column 4 whose twin another dot holds.
 */
export const ClaimFlags: Story = {
  play: async ({ canvasElement }) => {
    const k = claimsFor([0]);
    k[9] = 1; // turned round the dot in cell 1, cell 9 lands off the grid
    k[12] = 2; // so does cell 12 round the dot in cell 5
    k[8] = 3; // and cell 8 round the dot in cell 10 lands on cell 12, held by the dot in cell 5
    await claiming(canvasElement, { w: [], x: [], k });
  },
};

/** Solved by claims alone: the last claim solves it, and brings the walls the claims give. */
export const SolvedByClaims: Story = {
  play: async ({ canvasElement }) => {
    const { answer } = SAMPLE_7X7;
    const last = answer.findIndex((_, cell) => shape7.coreOf[cell] === -1);
    const dot = answer[last]!;
    const twin = shape7.mirror[last * shape7.D + dot]!;
    const k = answer.map((d, cell) => (cell === last || cell === twin ? 0 : d + 1));
    const el = await claiming(canvasElement, { w: [], x: [], k });
    tapCell(el.shadowRoot!, shape7.cores[dot]![0]!);
    tapCell(el.shadowRoot!, last);
    await el.updateComplete;
  },
};
