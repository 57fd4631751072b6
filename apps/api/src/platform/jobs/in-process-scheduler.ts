import { runAsJob } from '../log-context';
import type { JobLog, RecurringJob, RecurringScheduler } from './job-scheduler';

/**
 * Timers in this process: the first run right after start, then one every `everyMs`. A run still
 * going when the next is due makes that one skip. With several instances and no Redis each runs
 * its own; the jobs we have are idempotent clean-ups, for which that only costs a few queries.
 */
export function createInProcessScheduler({ log }: { log: JobLog }): RecurringScheduler {
  const jobs: RecurringJob[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();

  function runOnce(job: RecurringJob) {
    if (running.has(job.name)) return;
    const run = runAsJob({ job: job.name }, () => job.run())
      .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(job.name));
    running.set(job.name, run);
  }

  return {
    kind: 'in-process',
    every(job) {
      if (jobs.some((known) => known.name === job.name)) {
        throw new Error(`job ${job.name} is already scheduled`);
      }
      jobs.push(job);
    },
    async start() {
      for (const job of jobs) {
        runOnce(job);
        // unref: a pending run never keeps the process alive on its own.
        timers.push(setInterval(() => runOnce(job), job.everyMs).unref());
      }
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
