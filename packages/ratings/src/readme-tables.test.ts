import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import { END, START, readmeTables, spliceTables } from './readme-tables.js';

describe('README', () => {
  it('shows the worked examples as the module computes them now (`pnpm run readme` fixes it)', () => {
    expect(spliceTables(readme, readmeTables())).toBe(readme);
  });

  it('has the numbers the spec asks for in its tables', () => {
    const tables = readmeTables();
    for (const figure of ['+0.396', '+0.457', '1464.051', '151.517', '0.5782', '0.5902']) {
      expect(tables).toContain(figure);
    }
  });

  it('shows the puzzle games: both sides moving, both clamps holding', () => {
    const tables = readmeTables();
    for (const figure of ['+0.397', '-31.628', '+120.000', '+50.000']) {
      expect(tables).toContain(figure);
    }
  });
});

describe('spliceTables', () => {
  it('replaces only what is between the markers', () => {
    const before = `intro\n${START}\nold\n${END}\noutro`;
    expect(spliceTables(before, 'new')).toBe(`intro\n${START}\n\nnew\n\n${END}\noutro`);
  });

  it('refuses a README without the markers', () => {
    expect(() => spliceTables('no markers', 'new')).toThrow(/markers/);
  });
});
