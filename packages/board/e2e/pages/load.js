// The loading page's one script: sets the page's language (`?lang=`), loads the standalone
// bundle (`?bundle=`, else this package's own lazy one), and puts one board on the page with
// every other query field as its attribute. Every `galaxies-error` is kept in window.loadLog.
const params = new URLSearchParams(location.search);
document.documentElement.lang = params.get('lang') ?? 'en';
const bundle =
  params.get('bundle') ?? new URL('../../dist/galaxies-board.js', import.meta.url).href;

window.loadLog = [];
document.addEventListener('galaxies-error', (e) => window.loadLog.push(e.detail));

window.boardReady = import(bundle).then(() => {
  const board = document.createElement('galaxies-board');
  board.id = 'board';
  for (const [name, value] of params) {
    if (name !== 'lang' && name !== 'bundle') board.setAttribute(name, value);
  }
  document.body.append(board);
  return board.ready;
});
