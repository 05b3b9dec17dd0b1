// The front end's entry: registers the board and gives it today's puzzle.
import '@galaxies/board/define/galaxies-board.js';
import { SAMPLE_7X7 } from '@galaxies/board';

const board = document.querySelector('galaxies-board');
if (board) board.puzzle = SAMPLE_7X7;
