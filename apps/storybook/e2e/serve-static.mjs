// A tiny static server for the built storybook (storybook-static/) under /storybook/, where the
// site serves it, so the e2e and visual checks run against exactly that. Usage:
// node e2e/serve-static.mjs [port]
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../storybook-static', import.meta.url)));
const PORT = Number(process.argv[2] ?? process.env.PORT ?? 6106);
const BASE = '/storybook/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** The file a request asks for, or null when it is outside the build or not there. */
function fileFor(url) {
  const path = decodeURIComponent(new URL(url, 'http://x').pathname);
  if (!path.startsWith(BASE)) return null;
  const file = normalize(
    join(ROOT, path.slice(BASE.length - 1) + (path.endsWith('/') ? 'index.html' : '')),
  );
  if (!file.startsWith(ROOT)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

createServer((req, res) => {
  const file = fileFor(req.url ?? '/');
  if (!file) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(PORT, () => console.log(`storybook-static on http://localhost:${PORT}${BASE}`));
