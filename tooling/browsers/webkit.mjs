// WebKitGTK's MiniBrowser, driven through WebKitWebDriver (WebDriver classic over HTTP, with
// Node's fetch), behind the narrow driver the checks use: goto, evaluate, close. MiniBrowser
// has no headless mode, so it draws on an Xvfb display of its own. The driver allows one
// session at a time: closing always ends the session, then the driver, then the display.
import { freePort } from '../free-port.mjs';
import { lastWords, start, stop, within } from './processes.mjs';

// WebKitGTK will not make a window narrower than 447 CSS px: the nearest it comes to a phone.
const VIEWPORT = { width: 447, height: 844 };

/** Xvfb on a display it picks itself (`-displayfd`); resolves once it is ready. */
async function startXvfb(xvfb) {
  const child = start(
    xvfb,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const said = lastWords(child);
  const display = new Promise((resolve, reject) => {
    let out = '';
    child.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${said()}`)));
  });
  try {
    return { child, display: await within(10_000, 'Xvfb did not start', display) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

/**
 * A client of the driver at `base`: each command's value, or an error naming it. A command
 * waits at most `ms` (a script in the page may take up to the session's 60 s).
 */
function client(base) {
  return async (method, path, body, ms = 70_000) => {
    let response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(ms),
      });
    } catch (error) {
      const why = error?.name === 'TimeoutError' ? `no answer within ${ms / 1000} s` : error;
      throw new Error(`WebKit: ${method} ${path}: ${why}`);
    }
    const { value } = await response.json();
    if (!response.ok) {
      throw new Error(`WebKit: ${method} ${path}: ${value?.error}: ${value?.message}`);
    }
    return value;
  };
}

/** WebKitWebDriver on a free port, ready once its status says so. */
async function startDriver(webkitDriver, env) {
  const port = await freePort();
  const child = start(webkitDriver, [`--port=${port}`], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const said = lastWords(child);
  const call = client(`http://127.0.0.1:${port}`);
  for (const until = Date.now() + 10_000; Date.now() < until;) {
    if (child.exitCode !== null) break;
    try {
      if ((await call('GET', '/status')).ready) return { child, call, said };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop(child);
  throw new Error(`WebKitWebDriver did not start on port ${port}: ${said() || 'no output'}`);
}

// Runs the checks' function in the page and hands back its value or its error.
const ASYNC = `const done = arguments[arguments.length - 1];
const args = Array.prototype.slice.call(arguments, 0, -1);
Promise.resolve().then(() => (%FN%)(...args)).then(
  (value) => done({ value: value === undefined ? null : value }),
  (error) => done({ error: String((error && error.stack) || error) }),
);`;

/** MiniBrowser at `miniBrowser` on its own display, its text drawn from the fontconfig `fonts`. */
export async function launchWebKit({ webkitDriver, miniBrowser, xvfb, fonts }) {
  const screen = await startXvfb(xvfb);
  let driver = null;
  let session = null;
  const close = async () => {
    if (session) await within(10_000, 'WebKit', driver.call('DELETE', session)).catch(() => {});
    if (driver) await stop(driver.child);
    await stop(screen.child);
  };
  try {
    const env = { ...process.env, DISPLAY: screen.display, FONTCONFIG_FILE: fonts };
    driver = await startDriver(webkitDriver, env);
    const browserOptions = { binary: miniBrowser, args: ['--automation'] };
    const capabilities = {
      alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': browserOptions },
    };
    // MiniBrowser starts in about a second; one that cannot start leaves the request hanging.
    const made = await driver.call('POST', '/session', { capabilities }, 20_000).catch((error) => {
      throw new Error(`${error.message} (${miniBrowser})\n${driver.said()}`);
    });
    session = `/session/${made.sessionId}`;
    const call = (method, path, body) => driver.call(method, `${session}${path}`, body);
    await call('POST', '/timeouts', { script: 60_000, pageLoad: 30_000 });
    await call('POST', '/window/rect', VIEWPORT);
    return {
      name: 'WebKit',
      version: `MiniBrowser ${made.capabilities.browserVersion}`,
      viewport: VIEWPORT,
      goto: (url) => call('POST', '/url', { url }),
      evaluate: async (fn, ...args) => {
        const script = ASYNC.replace('%FN%', () => fn.toString());
        const result = await call('POST', '/execute/async', { script, args });
        if (result?.error) throw new Error(result.error);
        return result?.value;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
