import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Runs `task` once the answer is on its way: requests anyone can make for any address
     * (forgotten password, ...) answer at once and the same for every address, and look the
     * address up and mail it afterwards, so neither the answer nor its timing tells whether
     * the address has an account. Failures are logged, since nobody is waiting for them.
     */
    afterAnswer(task: () => Promise<void>): void;
  }
  interface FastifyInstance {
    /** Resolves when every after-answer task has finished and every buffer is written (tests, shutdown). */
    settled(): Promise<void>;
    /** Adds a buffer's flush (search/search-log.ts) to what settled() and closing wait for. */
    flushWhenSettling(flush: () => Promise<void>): void;
  }
}

export const afterAnswerPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();

  app.decorateRequest('afterAnswer', function afterAnswer(this: FastifyRequest, task) {
    const log = this.log;
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        // A refusal here (1007: the address's daily mails are spent) is expected, not a fault.
        if (error instanceof AppError) log.info({ err: error }, 'after-answer task refused');
        else log.error({ err: error }, 'after-answer task failed');
      })
      .finally(() => running.delete(run));
    running.add(run);
  });

  const flushes = new Set<() => Promise<void>>();
  app.decorate('flushWhenSettling', (flush: () => Promise<void>) => {
    flushes.add(flush);
  });

  app.decorate('settled', async () => {
    while (running.size > 0) await Promise.all([...running]);
    await Promise.all([...flushes].map((flush) => flush()));
  });
  app.addHook('onClose', async () => app.settled());
});
