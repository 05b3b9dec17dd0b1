// Firefox ESR, WebKitGTK (its WebDriver and MiniBrowser) and Xvfb for the smoke suite: found
// where Debian puts them; as root on Debian, installed with apt-get; else a message saying how.
// Plain Node, like ../ensure.mjs, whose `run` it shares.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../ensure.mjs';

export const PACKAGES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];

/** MiniBrowser sits in the multiarch folder of libwebkit2gtk (a dependency of the driver). */
function miniBrowser() {
  for (const lib of ['/usr/lib', '/usr/libexec']) {
    if (!existsSync(lib)) continue;
    for (const arch of ['', ...readdirSync(lib)]) {
      for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0']) {
        const path = join(lib, arch, api, 'MiniBrowser');
        if (existsSync(path)) return path;
      }
    }
  }
  return null;
}

/** The executables the suite drives, each null when missing. */
export function otherBrowsers() {
  const at = (path) => (path && existsSync(path) ? path : null);
  return {
    firefox: at('/usr/bin/firefox-esr'),
    webkitDriver: at('/usr/bin/WebKitWebDriver'),
    miniBrowser: miniBrowser(),
    xvfb: at('/usr/bin/Xvfb'),
  };
}

const LABELS = {
  firefox: 'Firefox ESR (/usr/bin/firefox-esr)',
  webkitDriver: 'WebKitWebDriver (/usr/bin/WebKitWebDriver)',
  miniBrowser: "WebKitGTK's MiniBrowser (/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser)",
  xvfb: 'Xvfb (/usr/bin/Xvfb)',
};

const missing = (found) => Object.keys(found).filter((name) => !found[name]);

/**
 * Finds Firefox ESR, WebKitGTK's driver and MiniBrowser, and Xvfb; as root on Debian installs
 * what is missing; else throws with the command that would install them. Returns their paths.
 */
export function ensureOtherBrowsers() {
  let found = otherBrowsers();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing(found).length && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`› installing ${PACKAGES.join(', ')} from Debian (apt-get install)`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], { env }) === 0) {
      run('apt-get', ['install', '-y', '--no-install-recommends', ...PACKAGES], { env });
    }
    found = otherBrowsers();
  }
  const lacking = missing(found).map((name) => LABELS[name]);
  if (lacking.length) {
    throw new Error(
      `The Firefox and WebKit smoke tests need ${lacking.join(', ')}: not found.\n` +
        '  On Debian/Ubuntu run:\n' +
        `  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${PACKAGES.join(' ')}`,
    );
  }
  return found;
}
