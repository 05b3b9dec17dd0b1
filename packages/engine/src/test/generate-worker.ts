// Test support: a Web Worker that generates puzzles, to show the engine runs there unchanged.
import { generate } from '../generate.js';
import { toTathamId } from '../tatham-id.js';

interface WorkerScope {
  onmessage: ((event: { data: { code: string; size: number } }) => void) | null;
  postMessage(message: string): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = ({ data }) => scope.postMessage(toTathamId(generate(data.code, data.size)));
