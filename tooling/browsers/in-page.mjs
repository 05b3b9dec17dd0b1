// Functions the checks run inside the page. Each is sent as its source text (Firefox through
// puppeteer, WebKit through WebDriver's execute), so each stands alone: no outer names.

/** What the page shows now, for a failure's message: the board, its words, what it heard. */
export function seen() {
  const board = document.querySelector('galaxies-board');
  const deep = (root, selector) => {
    const found = root.querySelector(selector);
    if (found) return found;
    for (const el of root.querySelectorAll('*')) {
      const inner = el.shadowRoot && deep(el.shadowRoot, selector);
      if (inner) return inner;
    }
    return null;
  };
  const root = board?.shadowRoot;
  const words = (selector) =>
    [...document.querySelectorAll(selector)]
      .map((el) => el.textContent.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .join(' | ') || undefined;
  return {
    url: location.href,
    // A race room's page: its heading, lobby, status and finish lines, results and refusals.
    race: location.pathname.startsWith('/race/')
      ? words('h1, .race-waiting, .race-status, .race-you-finished, .race-error, .race-results tr')
      : undefined,
    defined: !!customElements.get('galaxies-board'),
    board: !!board,
    grid: !!root?.querySelector('[part~="grid"]'),
    solved: !!root?.querySelector('pk-frame[solved]'),
    status: root ? deep(root, 'pk-status')?.textContent?.trim().slice(0, 200) : undefined,
    referee: document.querySelector('galaxies-board > .referee')?.textContent?.trim(),
    // Each solve by its code and the answer's length: the answer itself would fill the line.
    heard: window.heard && {
      solved: window.heard.solved.map((d) => ({ ...d, answer: d?.answer?.length })),
      errors: window.heard.errors,
    },
  };
}

/** The number of dots on the board's grid once it shows, else 0. */
export function dotsShown() {
  const board = document.querySelector('galaxies-board');
  if (!board?.shadowRoot?.querySelector('[part~="grid"]')) return 0;
  const count = (root) =>
    root.querySelectorAll('circle.dot').length +
    [...root.querySelectorAll('*')].reduce(
      (n, el) => n + (el.shadowRoot ? count(el.shadowRoot) : 0),
      0,
    );
  return count(board.shadowRoot);
}

/**
 * Whether the page's board runs (its game open): a board the server drew shows before its code
 * does, and its clock runs from then.
 */
export function gameRunning() {
  return !!document.querySelector('galaxies-board')?.shadowRoot?.querySelector('pk-frame')?.session;
}

/**
 * Presses the board's Hint until the board is solved (each pair of presses draws a wall or
 * more), for at most `ms`; says whether it got there and how many presses it took.
 */
export async function pressHints(ms) {
  const board = document.querySelector('galaxies-board');
  const solved = () => !!board.shadowRoot.querySelector('pk-frame[solved]');
  const until = performance.now() + ms;
  let presses = 0;
  while (!solved() && performance.now() < until) {
    await board.hint();
    await board.updateComplete;
    presses++;
  }
  return { solved: solved(), presses };
}

/**
 * Fills a race room's name field with `name` and sends its form (the Join button's); false while
 * the page does not ask for a name yet.
 */
export function joinRace(name) {
  const input = document.querySelector('#race-name');
  if (!input?.form) return false;
  input.value = name;
  input.form.requestSubmit();
  return true;
}

/** Moves the page's clock (Date.now, which the board's timer reads) `ms` on. */
export function passTime(ms) {
  const now = Date.now.bind(Date);
  Date.now = () => now() + ms;
}

/**
 * Whether `sans-serif` draws with the project's Noto Sans: the same widths as the font file
 * itself loaded as a web font (`url`). Machine fonts in its place measure otherwise.
 */
export async function fontMatches(url) {
  const probe = new FontFace('galaxies-probe', `url(${url})`);
  document.fonts.add(await probe.load());
  const context = document.createElement('canvas').getContext('2d');
  const width = (family) => {
    context.font = `100px ${family}`;
    return context.measureText('Galaxies: a dot, walls and 180° turns').width;
  };
  const ours = width('galaxies-probe');
  const generic = width('sans-serif');
  return { ours, generic, same: Math.abs(ours - generic) < ours * 0.005 };
}
