import { AsyncLocalStorage } from 'node:async_hooks';
import { requestContext } from '@fastify/request-context';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The request's id (`x-request-id`), for the jobs it queues (plugins/request-id.ts). */
    requestId: string;
  }
}

/** What a running job adds to each log line: which job, and the request that queued it. */
interface JobLogFields {
  job: string;
  jobId?: number;
  reqId?: string;
}

const runningJob = new AsyncLocalStorage<JobLogFields>();

/** Runs `work` as the job `fields` names: every line logged meanwhile carries those fields. */
export function runAsJob<T>(fields: JobLogFields, work: () => T): T {
  return runningJob.run(fields, work);
}

/**
 * The request this code runs for: the current request's id, or inside a job the id of the
 * request that queued it, so a job queued by a job still leads back to the first request.
 */
export function originRequestId(): string | undefined {
  return runningJob.getStore()?.reqId ?? requestContext.get('requestId');
}

/**
 * pino's `mixin`: a running job's fields in each line. A request's lines get their `reqId` from
 * Fastify's child logger already, so nothing is added there (it would be written twice).
 */
export function jobLogFields(): Partial<JobLogFields> {
  return runningJob.getStore() ?? {};
}
