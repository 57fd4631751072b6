import type { JobLog, RecurringJob } from './job-scheduler';

export interface CountedJob extends Omit<RecurringJob, 'run'> {
  /** Does the items due (queues their jobs, sends their mail) and says how many. */
  work(): Promise<number>;
  /** The log field that holds the count. */
  counted: 'queued' | 'sent' | 'count';
  message: string;
}

/**
 * A recurring job over the items due that logs their count: only when there were some, so the
 * many quiet runs of a minute's scan write no line.
 */
export function countedJob(
  { work, counted, message, ...schedule }: CountedJob,
  log: Pick<JobLog, 'info'>,
): RecurringJob {
  return {
    ...schedule,
    async run() {
      const count = await work();
      if (count > 0) log.info({ [counted]: count }, message);
    },
  };
}
