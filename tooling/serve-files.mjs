// A static server for the suite's own pages and the fixtures' builds: the files and folders it
// is given (a folder's index.html for the folder itself), on a free loopback port, and nothing
// else; it keeps every path asked for, so a check can say what a page fetched.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.ttf': 'font/ttf',
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

/** Serves `routes` (`{ '/page.html': file, '/board/': folder }`) on 127.0.0.1. */
export async function serveFiles(routes) {
  const asked = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    asked.push(path);
    const file = fileOf(routes, path);
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    asked,
    close: () =>
      new Promise((done) => {
        server.close(() => done());
        // Keep-alive connections would hold the close open.
        server.closeAllConnections();
      }),
  };
}
