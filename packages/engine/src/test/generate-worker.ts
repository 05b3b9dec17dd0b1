// Test support: a Web Worker that generates puzzles, to show the engine runs there unchanged.
import type { Difficulty, EngineVersion } from '../constants.js';
import { generate } from '../generate.js';
import { toTathamId } from '../tatham-id.js';

interface WorkerScope {
  onmessage:
    | ((event: {
        data: { code: string; size: number; difficulty: Difficulty; version: EngineVersion };
      }) => void)
    | null;
  postMessage(message: string): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = ({ data: { code, size, difficulty, version } }) =>
  scope.postMessage(toTathamId(generate(code, size, difficulty, {}, version)));
