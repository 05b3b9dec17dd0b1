// The server's log: one JSON line a request and one an error, at GALAXIES_LOG_LEVEL, and never
// a cookie, a ticket or the secret in any line.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { honestPost, start, TEST_SECRET, testServer, type TestServer } from './testing.js';

describe('the log', () => {
  let server: TestServer;
  let lines: string[];
  beforeEach(async () => {
    lines = [];
    server = await testServer(
      { logLevel: 'info' },
      { logStream: { write: (line: string) => lines.push(line) } },
    );
    server.setNow(new Date('2026-11-30T12:00:00Z'));
  });
  afterEach(() => server.close());

  it('has a JSON line for each request, and none holds a cookie, a ticket or the secret', async () => {
    const started = await start(server, { mode: 'daily' });
    server.wait(30);
    const post = honestPost(started, 'daily', 30);
    const solved = await server.app.inject({
      method: 'POST',
      url: '/api/galaxies/solves?from=board',
      payload: post,
      headers: { cookie: started.cookie },
    });
    expect(solved.statusCode).toBe(201);
    await server.app.inject({
      method: 'PUT',
      url: '/api/me',
      payload: { name: 'Ada' },
      headers: { cookie: `${started.cookie}x` },
    });
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // One line a request (the ticket, the solve, the refused name), with its status and time.
    const requests = records.filter((r) => r.req);
    expect(requests).toHaveLength(3);
    expect(requests.map((r) => (r.res as { statusCode: number }).statusCode)).toEqual([
      201, 201, 401,
    ]);
    expect(requests.every((r) => typeof r.responseTime === 'number')).toBe(true);
    expect(
      records.some((r) => (r.req as { url?: string })?.url === '/api/galaxies/solves?from=…'),
    ).toBe(true);
    const cookieValue = decodeURIComponent(started.cookie.split('=')[1]!);
    for (const line of lines) {
      expect(line).not.toContain(cookieValue);
      expect(line).not.toContain(cookieValue.split('.')[0]);
      expect(line).not.toContain(post.ticket);
      expect(line).not.toContain(TEST_SECRET);
    }
  });

  it('logs nothing when silent', async () => {
    const quiet: string[] = [];
    const other = await testServer(
      {},
      { logStream: { write: (line: string) => quiet.push(line) } },
    );
    await other.app.inject({ method: 'GET', url: '/api/galaxies/daily' });
    await other.close();
    expect(quiet).toEqual([]);
  });
});
