import type { Config } from '../../config';
import { createBullmqScheduler } from './bullmq-scheduler';
import { createInProcessScheduler } from './in-process-scheduler';

/** Work the product does on a clock rather than for a request, e.g. deleting expired codes. */
export interface RecurringJob {
  /** Stable and unique: on Redis it names the job's schedule, shared by every instance. */
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

/**
 * Runs recurring jobs. In process by default; with REDIS_URL on BullMQ, where each run happens
 * on one instance however many there are. Jobs are added before start(); stop() waits for the
 * runs under way.
 */
export interface JobScheduler {
  readonly kind: 'in-process' | 'bullmq';
  every(job: RecurringJob): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function createJobScheduler(config: Config, log: JobLog): JobScheduler {
  return config.REDIS_URL
    ? createBullmqScheduler({ redisUrl: config.REDIS_URL, log })
    : createInProcessScheduler({ log });
}
