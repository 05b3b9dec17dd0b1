// Behind a proxy: GALAXIES_TRUST_PROXY read and refused clearly; with it off a client can't
// claim another address or HTTPS; with it on (hops or addresses) the forwarded address keys the
// limits and the forwarded protocol makes the cookie Secure and sends HSTS.
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import { HSTS } from '../http/security.js';
import { testServer, type TestServer } from '../test/testing.js';
import { readTrustProxy } from './trust-proxy.js';

describe('GALAXIES_TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, loopback, ::1, fd00::/8', ['10.0.0.0/8', 'loopback', '::1', 'fd00::/8']],
  ])('reads %j', (value, trust) => {
    expect(readTrustProxy(value)).toEqual(trust);
  });

  it.each(['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '1.2.3'])(
    'refuses %j with a clear message',
    (value) => {
      expect(() => readConfig({ GALAXIES_TRUST_PROXY: value })).toThrow(/GALAXIES_TRUST_PROXY/);
    },
  );
});

const opened: TestServer[] = [];
afterEach(async () => {
  for (const server of opened.splice(0)) await server.close();
});

/** A server trusting `trustProxy`, with two first writes (so two new players) an address. */
async function serverTrusting(trustProxy: ReturnType<typeof readTrustProxy>) {
  const server = await testServer({ trustProxy, writeLimit: 2, newPlayerLimit: 2 });
  opened.push(server);
  return server;
}

/** A first write through a proxy that says the client came from `address` over `proto`. */
function ticket(server: TestServer, address: string, proto: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/galaxies/tickets',
    payload: { mode: 'daily' },
    headers: { 'x-forwarded-for': address, 'x-forwarded-proto': proto },
  });
}

const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']);

describe('behind a proxy', () => {
  it('believes no forwarded header when off: one address, plain HTTP, no HSTS', async () => {
    const server = await serverTrusting(false);
    const res = await ticket(server, '203.0.113.7', 'https');
    expect(cookieOf(res)).not.toMatch(/Secure/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Claiming other addresses buys no allowance: the socket's address is counted.
    expect((await ticket(server, '203.0.113.8', 'https')).statusCode).toBe(201);
    expect((await ticket(server, '203.0.113.9', 'https')).statusCode).toBe(429);
  });

  it.each([
    ['a hop count', 1],
    ['the proxy’s address', ['127.0.0.1']],
    ['a network', ['127.0.0.0/8']],
  ] as const)('with %s, keys on the client and marks HTTPS', async (_, trust) => {
    const server = await serverTrusting(typeof trust === 'number' ? trust : [...trust]);
    const res = await ticket(server, '203.0.113.7', 'https');
    expect(res.statusCode).toBe(201);
    expect(cookieOf(res)).toMatch(/; Secure/);
    expect(res.headers['strict-transport-security']).toBe(HSTS);
    // Each client its own allowance.
    expect((await ticket(server, '203.0.113.7', 'https')).statusCode).toBe(201);
    expect((await ticket(server, '203.0.113.7', 'https')).statusCode).toBe(429);
    expect((await ticket(server, '198.51.100.4', 'https')).statusCode).toBe(201);
    // Plain HTTP through the proxy: no Secure, no HSTS.
    const plain = await ticket(server, '198.51.100.5', 'http');
    expect(cookieOf(plain)).not.toMatch(/Secure/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('believes nothing from a proxy it was not told of', async () => {
    const server = await serverTrusting(['10.0.0.1']);
    const res = await ticket(server, '203.0.113.7', 'https');
    expect(cookieOf(res)).not.toMatch(/Secure/);
    await ticket(server, '203.0.113.8', 'https');
    expect((await ticket(server, '203.0.113.9', 'https')).statusCode).toBe(429);
  });
});
