// The front end's build: plain Vite, output beside the server's in dist/.
import { defineConfig } from 'vite';

export default defineConfig({
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
});
