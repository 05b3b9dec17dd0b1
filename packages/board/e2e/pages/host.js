// The host page's one script: loads the standalone bundle (from `?bundle=`, else this package's
// own), puts a 7×7 board, a 13×13 from a code (made in the worker) and an editor on the page,
// and keeps every event they fire in window.hostLog for the test to read. `?lang=` sets the
// page's language.
const params = new URLSearchParams(location.search);
if (params.get('lang')) document.documentElement.lang = params.get('lang');
const bundle =
  params.get('bundle') ?? new URL('../../dist/galaxies-board.js', import.meta.url).href;
const SEVEN = '7x7:chvhvszkhtki';

window.hostLog = [];
for (const name of ['galaxies-error', 'galaxies-verdict', 'galaxies-solved']) {
  document.addEventListener(name, (e) => {
    const { puzzle: _puzzle, ...detail } = e.detail;
    window.hostLog.push({ name, from: e.target.id, detail });
  });
}

function add(tag, attributes) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

window.hostReady = import(bundle).then(async () => {
  const small = add('galaxies-board', { id: 'small', src: SEVEN, saves: 'off', 'how-to': 'off' });
  const big = add('galaxies-board', { id: 'big', size: '13', code: 'k3x9q', saves: 'off' });
  const editor = add('galaxies-editor', { id: 'editor', src: SEVEN });
  await Promise.all([small.ready, big.ready, editor.ready]);
});
