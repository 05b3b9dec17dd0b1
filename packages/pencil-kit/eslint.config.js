// Lint: the shared rules, plus the one that keeps the kit puzzle-agnostic.
import shared, { forbidImports } from '@galaxies/tooling/eslint';

export default [
  ...shared,
  forbidImports(
    ['@galaxies/engine', '@galaxies/board'],
    'pencil-kit knows no puzzle: pass what a board needs through the board contract.',
  ),
];
