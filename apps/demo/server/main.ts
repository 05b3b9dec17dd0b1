// Starts the site's server: settings from the environment, storage opened and migrated, the
// built front end served on PORT (4173 by default).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.js';
import { clockOf } from './config/clock.js';
import { readConfig } from './config/config.js';
import { openStore } from './db/open.js';
import { startFieldJob } from './rating/field-job.js';
import { loadSecret } from './config/secret.js';

const here = dirname(fileURLToPath(import.meta.url));

try {
  const config = readConfig(process.env);
  const secret = loadSecret(config.dataDir, config.secret);
  const store = await openStore(config);
  if (process.env.GALAXIES_CLOCK_FILE) {
    console.warn(`GALAXIES_CLOCK_FILE is set: the server's clock is moved by it (for tests only).`);
  }
  const services = { store, secret, config, now: clockOf(process.env.GALAXIES_CLOCK_FILE) };
  const app = await buildServer({
    clientDir: join(here, '..', 'client'),
    storybookDir:
      process.env.GALAXIES_STORYBOOK_DIR ??
      join(here, '..', '..', '..', 'storybook', 'storybook-static'),
    ...services,
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Galaxies is at http://localhost:${config.port} (${store.dialect})`);
  const stopFieldJob = startFieldJob(services, (message) => console.log(message));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopFieldJob();
      void app
        .close()
        .then(() => store.close())
        .then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
