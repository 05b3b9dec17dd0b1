// What a device is, in a player's words, from its browser's User-Agent: "Chrome on Android",
// "Safari on iPhone", "Firefox on Windows"; "A browser" when it says nothing we know. For the
// devices list only: never trusted for anything.

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short name for the device a User-Agent comes from. */
export function deviceName(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 400);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'A browser');
}

/** A device's name taken apart again (for the page to say in its language): browser, system. */
export function deviceParts(name: string | null): {
  browser: string | null;
  system: string | null;
} {
  const system = SYSTEMS.find(([, s]) => name?.endsWith(` on ${s}`))?.[1] ?? null;
  const browser = name?.slice(0, system ? -` on ${system}`.length : undefined) ?? null;
  return { browser: browser && BROWSERS.some(([, b]) => b === browser) ? browser : null, system };
}
