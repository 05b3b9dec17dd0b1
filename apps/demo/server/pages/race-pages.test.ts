// A race room's page: the one built page for every room id, sent as built and never kept (a room
// is live); an address that can be no room's is that page with a 404.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtPages, testServer, type TestServer } from '../test/testing.js';

const BUILT = `<!doctype html>
<html lang="en">
  <head><title>Race · Galaxies</title></head>
  <body>
    <header class="site"></header>
    <main id="page" tabindex="-1"></main>
    <script type="module" src="/assets/race-room.js"></script>
  </body>
</html>`;

let server: TestServer;

beforeEach(async () => {
  server = await testServer();
  builtPages(server, BUILT, 'race/room');
});
afterEach(() => server.close());

describe('a race room’s page', () => {
  it('is the built page for any room, never kept', async () => {
    const page = await server.app.inject({ url: '/race/abcdefghjk/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('/assets/race-room.js');
  });

  it('is a 404 at an address that can be no room’s', async () => {
    const page = await server.app.inject({ url: '/race/NOT-A-ROOM/' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('/assets/race-room.js');
  });
});
