// Sizes in their one form, from either database: PostgreSQL keeps a size as text (`"7"`, since
// migration 011) and SQLite gives a square back as a number, so every row read with a `size`
// column comes back with it as the game writes it (`readSize`: 7, "20x12"), and code reading the
// stores compares sizes as they are.
import type { KyselyPlugin } from 'kysely';
import { readSize } from '../../shared/sizes.js';

export const sizesInOneForm: KyselyPlugin = {
  transformQuery: ({ node }) => node,
  async transformResult({ result }) {
    if (!result.rows.some((row) => 'size' in row)) return result;
    const rows = result.rows.map((row) =>
      'size' in row ? { ...row, size: readSize(row.size) ?? row.size } : row,
    );
    return { ...result, rows };
  },
};
