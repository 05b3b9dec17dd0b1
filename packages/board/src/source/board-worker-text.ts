// The board's worker as text, for pages whose bundler does not follow the worker's URL (esbuild,
// Angular's builder): the board starts the worker from a blob: URL of it (board-worker-client.ts).
// In the package's dist/ the build writes the bundled worker here (build/worker-files.mjs); from
// source, the page's bundler follows the URL itself, so there is nothing here.
const text: string | null = null;
export default text;
