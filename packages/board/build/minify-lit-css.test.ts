import { describe, expect, it } from 'vitest';
import { minifyCssTemplates, minifyMarkupTemplates, squeezeCss } from './minify-lit-css.js';

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

  it('squeezes templates inside holes too, and leaves code without css be', () => {
    const nested = "css `a {\n  ${x ? css`b {\n  c: d; }` : '}'} }`";
    expect(minifyCssTemplates(nested)).toBe("css `a{ ${x ? css`b{c:d;}` : '}'} }`");
    expect(minifyCssTemplates('const x = 1;')).toBeNull();
  });

  it("leaves a template whose hole it can't read be", () => {
    expect(minifyCssTemplates("css `a {\n ${'unclosed\n} }`")).toBeNull();
  });
});

describe('minifyMarkupTemplates', () => {
  it('squeezes the line breaks of html`` templates nested in holes, past strings and comments', () => {
    const code =
      "html`<p\n    a=${x}>\n  ${list.map((i) => html`<li\n      b=${i}>'}</li>`) /* it's } */}\n</p>`";
    expect(minifyMarkupTemplates(code)).toBe(
      "html`<p a=${x}> ${list.map((i) => html`<li b=${i}>'}</li>`) /* it's } */} </p>`",
    );
  });
});
