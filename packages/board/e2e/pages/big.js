// The zoom tests' board: a 21 × 21 puzzle with a dot in the middle of every third cell (a grid
// as big as published ones; its answer doesn't matter to zooming and panning), saves off.
import '../../dist/galaxies-board.js';

const dots = [];
for (let r = 1; r < 21; r += 3) for (let c = 1; c < 21; c += 3) dots.push([2 * r + 1, 2 * c + 1]);
const board = document.createElement('galaxies-board');
board.setAttribute('saves', 'off');
board.setAttribute('how-to', 'none');
board.puzzle = { w: 21, h: 21, dots };
document.body.append(board);
