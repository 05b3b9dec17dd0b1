// The pure marks go from shipped code; the code around them is left as it was.
import { describe, expect, it } from 'vitest';
import { dropPureMarks } from './drop-pure-marks.js';

describe('dropPureMarks', () => {
  it('drops each mark and the space after it, nothing else', () => {
    const code = 'let a=/* @__PURE__ */ new WeakMap,b=/* @__PURE__ */new Map;f(`/* note */`)';
    expect(dropPureMarks(code)).toBe('let a=new WeakMap,b=new Map;f(`/* note */`)');
  });
});
