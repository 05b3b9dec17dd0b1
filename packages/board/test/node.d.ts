// The few Node APIs the golden-file tests, the bundle's size check and its build plugins use. The board's tsconfig has the DOM lib and no Node
// types (it runs in browsers), so tests declare just these.
declare module 'node:fs' {
  export function readFileSync(path: URL | string, encoding: 'utf8'): string;
  export function readFileSync(path: string): Uint8Array;
  export function writeFileSync(path: URL | string, data: string): void;
}
declare module 'node:process' {
  const process: { readonly env: Readonly<Record<string, string | undefined>> };
  export default process;
}
declare module 'node:zlib' {
  export function gzipSync(data: Uint8Array, options?: { level?: number }): Uint8Array;
}
