// A bundle plugin that squeezes the CSS inside Lit's css`…` templates: comments go and runs of
// white space become one, with none around braces, semicolons, commas and child combinators, nor
// after a declaration's colon (a property name right after `{` or `;`; selectors keep theirs).
// Only the static text between `${…}` holes changes, and the space beside a hole is kept, so
// what the holes put in reads the same. The standalone bundle's minifier leaves template text
// alone; this is the whitespace it would otherwise ship to every page.
import type { Plugin } from 'vite';

/** The static text of one css`` template, squeezed. */
export function squeezeCss(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/([{;][-\w]+): /g, '$1:');
}

/** Where the string or comment that opens at `start` ends (its last character), or -1. */
function skipEnd(code: string, start: number): number {
  const c = code[start]!;
  if (c === '/' && code[start + 1] === '/') {
    const end = code.indexOf('\n', start);
    return end < 0 ? -1 : end;
  }
  if (c === '/') {
    const end = code.indexOf('*/', start + 2);
    return end < 0 ? -1 : end + 1;
  }
  for (let i = start + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === c) return i;
    else if (code[i] === '\n') return -1;
  }
  return -1;
}

/** Where the template that opens at `start` (its backtick) closes, its holes skipped; or -1. */
function templateEnd(code: string, start: number): number {
  for (let i = start + 1; i < code.length; i++) {
    if (code[i] === '\\') i++;
    else if (code[i] === '`') return i;
    else if (code[i] === '$' && code[i + 1] === '{') {
      i = holeEnd(code, i);
      if (i < 0) return -1;
    }
  }
  return -1;
}

/**
 * Where the `${…}` hole that opens at `start` (its `$`) closes, counting braces and skipping the
 * strings, comments and templates inside it; -1 when it can't be read (the template is left be).
 */
function holeEnd(code: string, start: number): number {
  let depth = 0;
  for (let i = start + 1; i < code.length; i++) {
    const c = code[i];
    const next = code[i + 1];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
    else if (c === '`') i = templateEnd(code, i);
    else if (c === "'" || c === '"' || (c === '/' && (next === '/' || next === '*'))) {
      i = skipEnd(code, i);
    }
    if (i < 0) return -1;
  }
  return -1;
}

/**
 * The static text of one html`` or svg`` template, squeezed: a run of white space that holds a
 * line break becomes one space. Under `white-space: normal` (every template here) that renders
 * the same, and it is the indentation of the source, shipped to every page.
 */
export function squeezeMarkup(text: string): string {
  return text.replace(/[ \t]*\n\s*/g, ' ');
}

/** Every css`` template in `code`, its static text squeezed; null when there is none. */
export function minifyCssTemplates(code: string): string | null {
  return squeezeTemplates(code, /\bcss\s*`/g, squeezeCss, true);
}

/** Every html`` and svg`` template in `code`, its static text squeezed; null when none. */
export function minifyMarkupTemplates(code: string): string | null {
  return squeezeTemplates(code, /\b(?:html|svg)\s*`/g, squeezeMarkup, false);
}

/**
 * Every template opened by `opener` in `code`, its static text squeezed by `squeeze`; `trim`
 * drops white space at the template's two ends. Null when none changed.
 */
function squeezeTemplates(
  code: string,
  opener: RegExp,
  squeeze: (text: string) => string,
  trim: boolean,
): string | null {
  let out = '';
  let from = 0;
  for (let m = opener.exec(code); m; m = opener.exec(code)) {
    let i = m.index + m[0].length;
    let body = '';
    let chunk = '';
    const flush = (edgeBefore: boolean, edgeAfter: boolean) => {
      let s = squeeze(chunk);
      if (edgeBefore && /^\s/.test(chunk)) s = ` ${s.trimStart()}`;
      if (edgeAfter && /\s$/.test(chunk)) s = `${s.trimEnd()} `;
      body += s;
      chunk = '';
    };
    let ok = true;
    let afterHole = false;
    while (i < code.length && code[i] !== '`') {
      if (code[i] === '\\') {
        chunk += code.slice(i, i + 2);
        i += 2;
      } else if (code[i] === '$' && code[i + 1] === '{') {
        const end = holeEnd(code, i);
        if (end < 0) {
          ok = false;
          break;
        }
        flush(afterHole, true);
        // The hole's own templates are squeezed the same way.
        const hole = code.slice(i, end + 1);
        body += squeezeTemplates(hole, new RegExp(opener.source, 'g'), squeeze, trim) ?? hole;
        afterHole = true;
        i = end + 1;
      } else chunk += code[i++];
    }
    if (!ok || i >= code.length) continue;
    flush(afterHole, false);
    out += code.slice(from, m.index + m[0].length) + (trim ? body.trim() : body) + '`';
    from = i + 1;
    opener.lastIndex = from;
  }
  return from ? out + code.slice(from) : null;
}

export function minifyLitCss(): Plugin {
  return {
    name: 'minify-lit-css',
    transform(code, id) {
      if (!id.endsWith('.js')) return null;
      const css = minifyCssTemplates(code);
      const markup = minifyMarkupTemplates(css ?? code);
      const squeezed = markup ?? css;
      return squeezed == null ? null : { code: squeezed, map: null };
    },
  };
}
