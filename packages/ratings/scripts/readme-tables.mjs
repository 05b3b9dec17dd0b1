// Rewrites the worked examples in README.md from the module compiled apart (`pnpm run readme` compiles it
// first), so the README shows what the code computes; readme-tables.test.ts checks it stays so.
import { readFileSync, writeFileSync } from 'node:fs';
import { readmeTables, spliceTables } from '../node_modules/.readme/readme-tables.js';

const readme = new URL('../README.md', import.meta.url);
writeFileSync(readme, spliceTables(readFileSync(readme, 'utf8'), readmeTables()));
