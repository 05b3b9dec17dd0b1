// The framework types' post-steps (tooling/framework-types.mjs) on the files this build made:
// every name imported once in the Vue types (a repeated one fails a consumer's type check), and
// Vue's event props in its camel case.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript of the workspace's tooling, without declarations.
import { importsOnce } from '../../../tooling/framework-types.mjs';

const once = importsOnce as (types: string) => string;

describe('the framework types', () => {
  it('import each name once, whichever elements share an event’s detail', () => {
    const made =
      'import type {\n  A,\n  ErrorDetail,\n  B,\n  ErrorDetail,\n} from "../index.js";\n';
    expect(once(made)).toBe('import type {\n  A,\n  ErrorDetail,\n  B,\n} from "../index.js";\n');
    for (const file of ['src/generated/vue.d.ts', 'src/generated/jsx.d.ts']) {
      const imports = /import type \{([^}]*)\} from "..\/index.js"/.exec(
        readFileSync(file, 'utf8'),
      )![1]!;
      const names = imports
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      expect(names.length, file).toBeGreaterThan(5);
      expect(new Set(names).size, file).toBe(names.length);
    }
  });
});
