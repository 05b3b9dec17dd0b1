// Emulates `prefers-color-scheme` inside the preview. The packages' dark schemes answer only that
// media query, and a page cannot change what the browser reports for it (only DevTools or
// Playwright can), so the preview rewrites the query in every style sheet it sees instead.
export type Scheme = 'light' | 'dark';

/** Each rewritten rule's own media text, so a later switch starts from the original. */
const originals = new WeakMap<CSSMediaRule, string>();
/** Every constructed sheet the page has filled: Lit adopts these into each shadow root. */
const constructed = new Set<CSSStyleSheet>();
let current: Scheme = 'light';

const FEATURE = /\(\s*prefers-color-scheme\s*:\s*(light|dark)\s*\)/g;
// Stand-ins that hold on any screen, or on none, and may sit wherever a feature may.
const ALWAYS = '(min-width: 0px)';
const NEVER = '(not (min-width: 0px))';

function rewrite(text: string, scheme: Scheme): string {
  return text.replace(FEATURE, (_, asked: string) => (asked === scheme ? ALWAYS : NEVER));
}

function rulesOf(holder: CSSStyleSheet | CSSGroupingRule): CSSRule[] {
  try {
    return Array.from(holder.cssRules);
  } catch {
    return []; // a cross-origin sheet: not ours to read
  }
}

function emulateIn(holder: CSSStyleSheet | CSSGroupingRule): void {
  for (const rule of rulesOf(holder)) {
    if (rule instanceof CSSMediaRule) {
      const text = originals.get(rule) ?? rule.media.mediaText;
      if (text.includes('prefers-color-scheme')) {
        originals.set(rule, text);
        rule.media.mediaText = rewrite(text, current);
      }
    }
    if (rule instanceof CSSGroupingRule) emulateIn(rule);
  }
}

// Lit builds one sheet per component class with replaceSync and shares it between instances, so
// catching the sheets as they are filled reaches every shadow root, including ones made later.
for (const method of ['replaceSync', 'replace'] as const) {
  const fill = CSSStyleSheet.prototype[method] as (this: CSSStyleSheet, text: string) => unknown;
  Object.defineProperty(CSSStyleSheet.prototype, method, {
    configurable: true,
    writable: true,
    value(this: CSSStyleSheet, text: string) {
      const done = fill.call(this, text);
      constructed.add(this);
      if (done instanceof Promise) return done.then(() => (emulateIn(this), this));
      emulateIn(this);
      return done;
    },
  });
}

/** Makes every sheet, present and future, answer `prefers-color-scheme` as `scheme`. */
export function emulateScheme(scheme: Scheme): void {
  if (scheme === current) return;
  current = scheme;
  for (const sheet of constructed) emulateIn(sheet);
  for (const sheet of Array.from(document.styleSheets)) emulateIn(sheet);
}
