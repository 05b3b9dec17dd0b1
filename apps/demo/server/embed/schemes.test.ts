// The thumbnail's colours held to the board's palette, so the two never drift apart.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMES } from './schemes.js';

// The board's palette, read as text: its package does not export it (schemes.ts says why).
const board = readFileSync(
  new URL('../../../../packages/board/src/styles/palette.ts', import.meta.url),
  'utf8',
);

function boardScheme(name: 'LIGHT' | 'DARK'): Record<string, string> {
  const body = new RegExp(`export const ${name}: Scheme = \\{([\\s\\S]*?)\\n\\};`).exec(board)?.[1];
  if (!body) throw new Error(`No ${name} in the board's palette`);
  return Object.fromEntries(
    [...body.matchAll(/^ {2}(\w+): '(#[0-9a-f]{6})'/gim)].map((m) => [m[1], m[2]]),
  );
}

describe('the thumbnail schemes', () => {
  it.each([
    ['light', 'LIGHT'],
    ['dark', 'DARK'],
  ] as const)('%s has the board’s %s colours', (name, boardName) => {
    const colours = boardScheme(boardName);
    for (const [role, colour] of Object.entries(SCHEMES[name])) {
      expect({ role, colour }).toEqual({ role, colour: colours[role] });
    }
  });
});
