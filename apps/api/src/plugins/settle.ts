import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when every due job has run and every buffer is written (tests). */
    settled(): Promise<void>;
    /** Adds a buffer's flush (search/search-log.ts) to what settled() and closing wait for. */
    flushWhenSettling(flush: () => Promise<void>): void;
  }
}

export const settlePlugin = fp(async (app: FastifyInstance) => {
  const flushes = new Set<() => Promise<void>>();
  const flush = async () => {
    await Promise.all([...flushes].map((each) => each()));
  };
  app.decorate('flushWhenSettling', (each: () => Promise<void>) => {
    flushes.add(each);
  });
  app.decorate('settled', async () => {
    await app.deps.jobs.drain();
    await flush();
  });
  // Jobs are durable and need no waiting for: a closing app only writes its buffers.
  app.addHook('onClose', flush);
});
