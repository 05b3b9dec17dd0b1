// The built storybook (storybook-static/) under /storybook/, where the site serves it, so the e2e
// and visual checks run against exactly that; on the workspace's static server
// (tooling/serve-files.mjs), on every interface. Usage: node e2e/serve-static.mjs [port]
import { fileURLToPath } from 'node:url';
import { serveFiles } from '@galaxies/tooling/serve-files';

const ROOT = fileURLToPath(new URL('../storybook-static', import.meta.url));
const PORT = Number(process.argv[2] ?? process.env.PORT ?? 6106);

const served = await serveFiles({ '/storybook/': ROOT }, { port: PORT, host: null });
console.log(`storybook-static on ${served.url}/storybook/`);
