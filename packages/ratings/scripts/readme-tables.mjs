// Rewrites the worked examples in README.md from the built module (`pnpm run readme` builds
// first), so the README shows what the code computes; readme-tables.test.ts checks it stays so.
import { readFileSync, writeFileSync } from 'node:fs';
import { readmeTables, spliceTables } from '../dist/readme-tables.js';

const readme = new URL('../README.md', import.meta.url);
writeFileSync(readme, spliceTables(readFileSync(readme, 'utf8'), readmeTables()));
