// The site's service worker (sw.js, written by the build from this template with the build's
// files and version): the app shell and the engine cached at install, so the pages open and play
// offline; pages and the daily's API network-first (the last answer kept for offline: Today's
// code from the last visit, the archive's list, each day visited); hashed assets cache-first.
// Everything else (the rest of the API, Storybook) goes to the network untouched. A new build
// waits until the page says to take over, so no page runs on two versions at once. The engine
// kept here is the build's one, which makes every engine version the build knows (version 1's
// codes, every daily before 2026-12-04 and every old link, and version 2's); a puzzle of a later
// version is the page's to refuse, offering the update (src/offline.ts).
const VERSION = '__VERSION__';
const SHELL = [/* __FILES__ */];
const CACHE = `galaxies-shell-${VERSION}`;
const DATA = 'galaxies-data';
const KEPT_API = [/^\/api\/galaxies\/daily(\/\d{4}-\d{2}-\d{2})?$/, /^\/api\/galaxies\/archive$/];

// Endless's copy is asked as the build wrote it (`x-galaxies-shell`), not drawn with a puzzle
// and an offer for this one visit: offline, it draws itself with a puzzle kept ahead. (Today's
// copy is drawn: it holds the day's puzzle to play offline.)
const asShell = (path) =>
  path === '/endless/' ? new Request(path, { headers: { 'x-galaxies-shell': '1' } }) : path;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL.map(asShell))));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((k) => k.startsWith('galaxies-shell-') && k !== CACHE)
            .map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/storybook/')) return;
  if (KEPT_API.some((re) => re.test(url.pathname))) {
    event.respondWith(networkFirst(request, DATA, request));
  } else if (url.pathname.startsWith('/api/') || url.pathname === '/healthz') {
    return;
  } else if (request.mode === 'navigate') {
    // A page is its path's HTML whatever its query (`/archive/?date=…` is `/archive/`).
    event.respondWith(networkFirst(request, CACHE, url.pathname));
  } else {
    event.respondWith(cacheFirst(request));
  }
});

/**
 * The network's answer, kept under `key` (unless it says not to be kept: one visit's page);
 * offline, the one kept last.
 */
async function networkFirst(request, cacheName, key) {
  try {
    const response = await fetch(request);
    const keep = !/no-store/.test(response.headers.get('cache-control') ?? '');
    if (response.ok && keep) await (await caches.open(cacheName)).put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await caches.match(key);
    if (kept) return kept;
    throw error;
  }
}

/** A hashed file never changes: the cached copy if there is one, else the network's, kept. */
async function cacheFirst(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}
