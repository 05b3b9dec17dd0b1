// The one static server for test files: the suite's own pages, the fixtures' builds, the board's
// package folder (its end-to-end tests) and the built storybook (its checks). It serves the files
// and folders it is given (a folder's index.html for the folder itself), on a free loopback port
// unless told one, and nothing else; it keeps every path asked for, so a check can say what a
// page fetched. A caller may add headers to every answer (a content security policy, CORS) and
// may answer a path itself instead (a failure on cue: 404, 429 with retry-after, 500).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
};

/** `file`, or its index.html when it is a folder. */
function indexed(file) {
  return existsSync(file) && statSync(file).isDirectory() ? join(file, 'index.html') : file;
}

/** The file `routes` maps `path` to: an exact path, or a folder's (a route ending in `/`). */
function fileOf(routes, path) {
  if (routes[path] && !path.endsWith('/')) return routes[path];
  for (const [prefix, dir] of Object.entries(routes)) {
    if (!prefix.endsWith('/') || !path.startsWith(prefix)) continue;
    const file = normalize(join(dir, path.slice(prefix.length)));
    const root = normalize(dir).replace(/[\\/]+$/, '');
    if (file === root || file.startsWith(root + sep)) return indexed(file);
  }
  return null;
}

/**
 * Serves `routes` (`{ '/page.html': file, '/board/': folder }`) on 127.0.0.1 and a free port, or
 * on `port` and `host` (null: every interface, as `localhost`). `headers` go on every answer but
 * a 404; `answering(path, ms since the server started)` sees every request in order and may answer
 * it itself (`{ status, headers }`, with a short body) or return null to serve the file.
 */
export async function serveFiles(
  routes,
  { port = 0, host = '127.0.0.1', headers = {}, answering = () => null } = {},
) {
  const asked = [];
  const started = Date.now();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    asked.push(path);
    const own = answering(path, Date.now() - started);
    if (own) {
      res.writeHead(own.status, { 'content-type': 'text/plain', ...headers, ...own.headers });
      res.end(`Answered ${own.status} by the test`);
      return;
    }
    const file = fileOf(routes, path);
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store', ...headers });
    createReadStream(file).pipe(res);
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    if (host === null) server.listen(port, done);
    else server.listen(port, host, done);
  });
  return {
    url: `http://${host ?? 'localhost'}:${server.address().port}`,
    asked,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        // Keep-alive connections would hold the close open.
        server.closeAllConnections();
      }),
  };
}
