import { describe, expect, it } from 'vitest';
import { TEXT_IMPORT, withoutWorkerText, workerTextModule } from './worker-files.js';
import { NODE_SAFE_BANNER, nodeSafeBanner } from './node-safe.js';

describe('the worker files', () => {
  it('drops the text’s import from a standalone bundle', () => {
    const client = `const t = (await ${TEXT_IMPORT}).default;`;
    expect(withoutWorkerText(client)).toBe(
      'const t = (await Promise.resolve({ default: null })).default;',
    );
    expect(withoutWorkerText('export const x = 1;')).toBeNull();
  });

  it('writes the worker as a module whose default export is its exact text', async () => {
    const worker = 'onmessage=(e)=>postMessage(`${e.data}"\\n`);';
    const module = workerTextModule(worker);
    const url = `data:text/javascript,${encodeURIComponent(module)}`;
    expect((await import(/* @vite-ignore */ url)).default).toBe(worker);
  });
});

describe('the node-safe banner', () => {
  it('goes on the entry only, and binds the page’s own names when there are some', () => {
    expect(nodeSafeBanner({ isEntry: true })).toBe(NODE_SAFE_BANNER);
    expect(nodeSafeBanner({ isEntry: false })).toBe('');
    const names = new Function(
      `${NODE_SAFE_BANNER}\nreturn [HTMLElement, customElements, document];`,
    );
    const [element, registry, doc] = names() as [unknown, { get(): unknown }, object];
    expect(typeof element).toBe('function');
    expect(registry.get()).toBeUndefined();
    expect(doc).toHaveProperty('createTreeWalker');
  });

  it('takes a server’s DOM shim (an HTMLElement and a registry, no document) for no browser', () => {
    const shim = { HTMLElement: class {}, customElements: { get: () => 'shim', define() {} } };
    const globals = globalThis as Record<string, unknown>;
    Object.assign(globals, shim);
    try {
      const names = new Function(`${NODE_SAFE_BANNER}\nreturn [HTMLElement, customElements];`);
      const [element, registry] = names() as [unknown, { get(): unknown }];
      expect(element).not.toBe(shim.HTMLElement);
      expect(registry.get()).toBeUndefined();
      // With a document, as in a browser, the page's own names are bound.
      globals['document'] = { createTreeWalker: () => ({}) };
      const [own, ownRegistry] = names() as [unknown, { get(): unknown }];
      expect([own, ownRegistry.get()]).toEqual([shim.HTMLElement, 'shim']);
    } finally {
      for (const name of ['HTMLElement', 'customElements', 'document']) delete globals[name];
    }
  });
});
