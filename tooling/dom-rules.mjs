// Checks for the rules every element of ours keeps, read from the live DOM in a browser test:
// no inline style attributes, every text in the host's font, every part a host may style
// reachable from outside (declared with `part`, forwarded with `exportparts`). Each walks the
// whole tree: the host's shadow root, the light children slotted into it, and every nested root.

/** Every element in `root`'s tree, shadow roots included. */
function* everyElement(root) {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* everyElement(el.shadowRoot);
  }
}

/** A short name for an element in a failure message: tag, part and class. */
function describe(el) {
  const part = el.getAttribute('part');
  const cls = el.getAttribute('class');
  return `<${el.localName}${part ? ` part="${part}"` : ''}${cls ? ` class="${cls}"` : ''}>`;
}

/** The elements under `host` (its shadow tree) that carry a `style` attribute. */
export function inlineStyled(host) {
  return [...everyElement(host.shadowRoot)].filter((el) => el.hasAttribute('style')).map(describe);
}

/** The first family an element's computed font names, unquoted. */
function firstFamily(el) {
  return getComputedStyle(el)
    .fontFamily.split(',')[0]
    .trim()
    .replace(/^["']|["']$/g, '');
}

/**
 * The texts under `host` whose font is not `family` (the first family named by the host's font
 * property): each as "text" in <element>, and every field whose own text (a value, a choice)
 * would show in another. Hidden text counts too: a screen reader's words should look right when
 * they show.
 */
export function textsOutsideFont(host, family) {
  const out = [];
  const roots = [host.shadowRoot, ...[...everyElement(host.shadowRoot)].map((el) => el.shadowRoot)];
  for (const root of roots.filter(Boolean)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('style, defs')) continue;
      const first = firstFamily(el);
      if (first !== family) out.push(`"${text.slice(0, 40)}" in ${describe(el)}: ${first}`);
    }
    for (const field of root.querySelectorAll('input, select, textarea, button')) {
      const first = firstFamily(field);
      if (first !== family) out.push(`${describe(field)}: ${first}`);
    }
  }
  return out;
}

/** The elements in `root` a page can reach as `::part(name)` of root's host, with that name. */
function reachable(root) {
  const found = new Map();
  const add = (el, name) => found.set(el, [...(found.get(el) ?? []), name]);
  for (const el of root.querySelectorAll('[part]')) {
    for (const name of el.getAttribute('part').split(/\s+/).filter(Boolean)) add(el, name);
  }
  for (const el of root.querySelectorAll('*')) {
    if (!el.shadowRoot) continue;
    const rename = new Map();
    for (const entry of (el.getAttribute('exportparts') ?? '').split(',')) {
      const [inner, outer = inner] = entry.split(':').map((s) => s.trim());
      if (inner) rename.set(inner, outer);
    }
    for (const [inner, names] of reachable(el.shadowRoot)) {
      for (const name of names) if (rename.has(name)) add(inner, rename.get(name));
    }
  }
  return found;
}

/** Parts inside `host`'s nested shadow roots that no `exportparts` forwards up to the host. */
export function unreachableParts(host) {
  const outside = reachable(host.shadowRoot);
  return [...everyElement(host.shadowRoot)]
    .filter((el) => el.hasAttribute('part') && !outside.has(el))
    .map(describe);
}
