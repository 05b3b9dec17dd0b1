// The few Node APIs the tests use to read the shared corpus and hash codes' puzzles. The engine's tsconfig has no Node
// types on purpose (nothing Node-only may creep into the engine), so tests declare just these.
declare module 'node:fs' {
  export function existsSync(path: string): boolean;
  export function readFileSync(path: string, encoding: 'utf8'): string;
}
declare module 'node:url' {
  export function fileURLToPath(url: string): string;
}
declare module 'node:crypto' {
  interface Hash {
    update(data: string): Hash;
    digest(encoding: 'hex'): string;
  }
  export function createHash(algorithm: 'sha256'): Hash;
}
declare module 'node:process' {
  const process: { readonly env: Readonly<Record<string, string | undefined>> };
  export default process;
}
interface ImportMeta {
  readonly url: string;
}
declare class URL {
  constructor(url: string, base?: string);
  readonly href: string;
}
declare const console: { log(...data: unknown[]): void };
declare const performance: { now(): number };
