// The standalone bundles import on a server too (Node, when a server-rendered page imports one):
// the three names Lit's browser build reads as it loads are bound at the top of the bundle to
// the page's own in a browser (where there is a `document`), else to stand-ins that do nothing.
// In a browser nothing changes; on a server the import defines no element (Lit's server build,
// through the package's `node` condition, is what renders; see the README). A server's DOM shim
// does not count as a browser: once the define or SSR entry has loaded, Lit's shim gives Node an
// `HTMLElement` and a `customElements` but no `document` and no `CSSStyleSheet`, and the bundle's
// browser Lit, defining its elements there, threw `CSSStyleSheet is not defined`.
export const NODE_SAFE_BANNER = [
  'const HTMLElement = (globalThis.document && globalThis.HTMLElement) || class {};',
  'const customElements = (globalThis.document && globalThis.customElements) || { get() {}, define() {} };',
  'const document = globalThis.document ?? { createTreeWalker: () => ({}) };',
].join('\n');

/** The banner for a chunk: the entry's alone (the parts it loads on use run in browsers only). */
export function nodeSafeBanner(chunk: { isEntry: boolean }): string {
  return chunk.isEntry ? NODE_SAFE_BANNER : '';
}
