// Every process the smoke suite starts itself (Xvfb, WebKit's driver, the site's server): each
// leads a process group of its own, so what it starts in turn (MiniBrowser and its web
// processes) ends with it, and each is ended when the suite ends, fails or is interrupted, as
// is whatever else asked to be (Firefox, the site's data folder).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const owned = new Set();

const running = (child) => child.exitCode === null && child.signalCode === null;

function signal(child, name) {
  try {
    process.kill(-child.pid, name);
  } catch {
    // Gone already.
  }
}

/** Set once the suite is interrupted: nothing new is started after it. */
export const ending = { now: false };

/** Starts `cmd` in a group of its own, kept until `stop`; its output is ignored unless asked. */
export function start(cmd, args, options = {}) {
  if (ending.now) throw new Error(`Interrupted: ${cmd} was not started.`);
  const child = spawn(cmd, args, { stdio: 'ignore', ...options, detached: true });
  owned.add(child);
  child.on('exit', () => owned.delete(child));
  return child;
}

/** What `child` last wrote to its piped stderr, for a message when it fails. */
export function lastWords(child) {
  let text = '';
  child.stderr?.on('data', (chunk) => (text = (text + chunk).slice(-2000)));
  return () => text.trim();
}

/** Ends `child`'s group: SIGTERM (Xvfb then frees its display), SIGKILL after `graceMs`. */
export async function stop(child, graceMs = 2000) {
  if (!child.pid || !running(child)) return;
  const exited = new Promise((done) => child.once('exit', done));
  signal(child, 'SIGTERM');
  const timer = new Promise((done) => setTimeout(done, graceMs, 'late'));
  if ((await Promise.race([exited, timer])) === 'late') signal(child, 'SIGKILL');
  owned.delete(child);
}

const cleanups = new Set();

/** Runs `fn` if the suite is interrupted or exits before the returned function is called. */
export function onEnd(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

// Whatever is still running when the suite exits, however it exits: SIGTERM, so Xvfb takes its
// socket and lock with it. Only what is synchronous in a cleanup runs here.
process.on('exit', () => {
  for (const fn of cleanups) {
    try {
      void Promise.resolve(fn()).catch(() => {});
    } catch {
      // Carry on with the rest.
    }
  }
  for (const child of owned) signal(child, 'SIGTERM');
});
// Interrupted: the cleanups (closing Firefox removes its profile) for up to 5 s, then every
// process; what is left a second later is killed.
for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(name, async () => {
    ending.now = true;
    console.log(`› ${name}: ending every browser and server the suite started`);
    const all = Promise.allSettled([...cleanups].map((fn) => fn()));
    cleanups.clear();
    await Promise.race([all, new Promise((done) => setTimeout(done, 5000))]);
    for (const child of owned) signal(child, 'SIGTERM');
    setTimeout(() => {
      for (const child of owned) signal(child, 'SIGKILL');
      process.exit(128 + constants.signals[name]);
    }, 1000);
  });
}

/** `promise`, or a rejection saying `what` took longer than `ms`. */
export function within(ms, what, promise) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
