// GALAXIES_TRUST_PROXY: which proxies in front of the server to believe about the client's
// address (X-Forwarded-For) and the protocol it used (X-Forwarded-Proto). Off by default, so a
// client can't claim another address; a hop count (the proxies between the internet and us)
// or a list of the proxies' addresses, networks or proxy-addr's names for ranges. A setting,
// read with the others (config.ts); app.ts hands it to Fastify (`fastifyTrustProxy`).
import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes from us: off, a hop count, or the trusted addresses. */
export type TrustProxy = false | number | string[];

const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, an address/prefix network, or a range name. */
function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length) {
    throw new Error(
      `GALAXIES_TRUST_PROXY must be a hop count (1 for one proxy) or a comma-separated list of ` +
        `proxy addresses, networks (10.0.0.0/8) or loopback, linklocal, uniquelocal ` +
        `(got "${bad.join(', ')}").`,
    );
  }
  return entries;
}

/** As Fastify takes it: a hop count becomes "trust the nearest n hops" (proxy-addr's rule). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
