import { describe, expect, it } from 'vitest';
import { minifyCssTemplates, squeezeCss } from './minify-lit-css.js';

describe('squeezeCss', () => {
  // The edges are the caller's: a space next to a hole is kept, the template's ends trimmed.
  it('drops comments and the space around braces, semicolons, commas and >', () => {
    expect(
      squeezeCss('\n  /* why */\n  .a > b,\n  .c {\n    color: red;\n    margin: 0 1px;\n  }\n'),
    ).toBe(' .a>b,.c{color:red;margin:0 1px;}');
  });

  it('keeps the space that means something: descendants, :is(), values', () => {
    expect(squeezeCss('.editor :is(a, b) { grid-area: 1 / 1; }')).toBe(
      '.editor :is(a,b){grid-area:1 / 1;}',
    );
    expect(squeezeCss('@media (prefers-reduced-motion: reduce) { a:hover { --x-y: 0 } }')).toBe(
      '@media (prefers-reduced-motion: reduce){a:hover{--x-y:0}}',
    );
  });
});

describe('minifyCssTemplates', () => {
  it('squeezes css`` templates and leaves the holes and other code as they are', () => {
    const code =
      'const a = css `\n  :host {\n    ${light}\n    color: red;\n  }\n  ${rules} .x { }\n`;\nconst t = `  keep  me  `;';
    expect(minifyCssTemplates(code)).toBe(
      'const a = css `:host{ ${light} color: red;} ${rules} .x{}`;\nconst t = `  keep  me  `;',
    );
  });

  it('leaves a template with a template inside a hole alone, and code without css be', () => {
    const nested = 'css `a { ${`b`} }`';
    expect(minifyCssTemplates(nested)).toBeNull();
    expect(minifyCssTemplates('const x = 1;')).toBeNull();
  });
});
