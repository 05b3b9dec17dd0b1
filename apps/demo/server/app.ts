// The site's server: the built front end as static files, and a health check.
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

export interface ServerOptions {
  /** The folder holding the built front end (index.html and assets). */
  clientDir: string;
}

export async function buildServer({ clientDir }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root: clientDir, prefix: '/' });
  app.get('/healthz', async () => ({ ok: true }));
  return app;
}
