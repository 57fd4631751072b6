import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a built SPA. Vite puts content-hashed files under /assets, so those are cached for a
 * year; everything else (index.html above all) is revalidated so a deploy shows at once.
 */
export async function spaPlugin(app: FastifyInstance, options: { root: string }) {
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes('/assets/');
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html'),
  );
}
