// Starts the site's server on PORT (4173 by default), serving the built front end.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.js';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? 'localhost';

const app = await buildServer({ clientDir: join(here, '..', 'client') });
await app.listen({ port, host });
console.log(`Galaxies is at http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
