import { describe, expect, it } from 'vitest';
import { inlineWorker, WORKER_URL } from './inline-worker.js';

describe('inlineWorker', () => {
  const client = `export const spawn = () => new Worker(${WORKER_URL}, { type: 'module' });`;

  it('starts the worker from a blob: URL of its text, made once', () => {
    const worker = 'onmessage=(e)=>postMessage({imported:!1,seq:e.data.seq});';
    const out = inlineWorker(client, worker)!;
    expect(out).not.toContain('import.meta');
    expect(out).toContain(JSON.stringify(worker));
    expect(out).toMatch(/^let inlinedWorkerUrl;\n/);
    expect(out).toContain('inlinedWorkerUrl ??= URL.createObjectURL(new Blob([');
  });

  it('leaves code that starts no worker alone', () => {
    expect(inlineWorker('export const x = 1;', 'onmessage=null;')).toBeNull();
  });

  it('refuses a worker that would fetch other files', () => {
    for (const worker of [
      'import{a}from"./x.js";a()',
      'import("./y.js")',
      'new URL("z",import.meta.url)',
    ]) {
      expect(() => inlineWorker(client, worker)).toThrow(/no imports/);
    }
  });
});
