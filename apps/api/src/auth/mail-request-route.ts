import { ZEmailOnlySchema, ZMailQueuedSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { Language } from '@fitmarket/core/language';
import { PUBLIC_MAILS_PER_CLIENT_PER_DAY } from '@fitmarket/core/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import type { JobLog, JobScheduler } from '../platform/jobs/job-scheduler';
import { assertEmailAddress } from '../shared/email-address';

/** The app as a route plugin sees it (with zod types). */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * What a "mail me a link" job is told: the address asked for, in the asker's language, and the
 * asker's client address (a reset asked from a client the person signs in from draws on their
 * own mail budget: auth/rate-limit.ts passwordResetBudget).
 */
export interface MailRequest {
  email: string;
  language: Language;
  client: string;
}

/** The jobs of the routes below, one per route: `mail-request:<what>`. */
type MailRequestJob = `mail-request:${string}`;

declare module '../platform/jobs/job-queue' {
  interface JobPayloads {
    [job: MailRequestJob]: MailRequest;
  }
}

interface MailRequestRoute {
  path: string;
  tags: string[];
  summary: string;
  /** What happens after the answer; the common part (limits, codes) is added here. */
  description: string;
  /** The job that looks the address up and queues whatever mail is due (handleMailRequest). */
  job: MailRequestJob;
}

/**
 * A public "mail me a link" route (forgotten password, sign-up confirmation, staff sign-up):
 * it answers the same at once whatever the address, so nobody learns who has an account nor
 * how long a lookup took. The lookup and the mail, within the address's daily mail budget, are
 * a job queued before the answer, so they survive a crash.
 */
export function mailRequestRoute(app: ZodApp, route: MailRequestRoute) {
  app.post(
    route.path,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        description: `Always answers the same, at once. ${route.description} 1170/1018 e-mail missing or invalid, 1151 too many attempts (also past ${PUBLIC_MAILS_PER_CLIENT_PER_DAY} requests for one address from one client a day).`,
        body: ZEmailOnlySchema,
        response: { 200: dataEnvelope(ZMailQueuedSchema) },
      },
    },
    async (request) => {
      await app.deps.authLimiter.consume(request.ip, request.body.email);
      assertEmailAddress(request.body.email);
      await app.deps.authLimiter.consumeMailRequest(request.ip, request.body.email);
      await app.deps.jobs.enqueue(app.deps.database.db, route.job, {
        email: request.body.email,
        language: request.lang,
        client: request.ip,
      });
      return { data: { sent: true as const } };
    },
  );
}

/**
 * Runs a mail request's job. A refusal (1007: the address's mails for today are spent) drops
 * the mail, as the route promised nothing; other failures are retried.
 */
export function handleMailRequest(
  jobs: Pick<JobScheduler, 'handle'>,
  job: MailRequestJob,
  log: JobLog,
  send: (request: MailRequest) => Promise<void>,
) {
  jobs.handle(job, async (request) => {
    try {
      await send(request);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log.info({ err: error, job }, 'mail request refused');
    }
  });
}
