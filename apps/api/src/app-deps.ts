import { WEB_LINKS } from '@fitmarket/core/links';
import { resendConfirmation } from './accounts/signup/resend-confirmation';
import { requestPasswordReset } from './auth/account-lifecycle';
import { credentialCleanupJob } from './auth/cleanup';
import { createMailQuota, type MailQuota } from './auth/mail-quota';
import { handleMailRequest } from './auth/mail-request-route';
import {
  type AuthRateLimiter,
  createAuthRateLimiter,
  passwordResetBudget,
} from './auth/rate-limit';
import { bookingMailer } from './bookings/booking-mail';
import { bookingExpiryJob } from './bookings/expiry-job';
import { bookingReminderJob } from './bookings/reminder-job';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { bookingNoticesListener } from './messaging/booking-notices';
import { notificationEmailJob } from './notifications/email-job';
import { type Caches, createCaches } from './platform/caches';
import { createGeocoder } from './platform/geocoder/create-geocoder';
import type { Geocoder } from './platform/geocoder/geocoder';
import { createJobScheduler, type JobScheduler } from './platform/jobs/job-scheduler';
import { createMailService, type MailService } from './platform/mail/mail-service';
import { createPubSub, type PubSub } from './platform/pubsub/pubsub';
import type { SocialProvider } from './platform/social/social-provider';
import { createSocialProviders } from './platform/social/social-providers';
import { createFileStorage, type FileStorage } from './platform/storage/file-storage';
import { requestStaffPasswordReset } from './staff/password-reset/staff-password-reset';
import { requestRegistrationLink } from './staff/registration/staff-registration';
import { abandonedUploadsCleanupJob } from './uploads/cleanup';

/**
 * What routes need from the outside world; built once per process and shared by both listeners.
 * It lives apart from app.ts so that domains can depend on it without importing the app.
 */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  mail: MailService;
  storage: FileStorage;
  authLimiter: AuthRateLimiter;
  /** The daily mail budgets of each address (auth/mail-quota.ts). */
  mailQuota: MailQuota;
  /** Social sign-in providers this installation offers, by id (both areas share them). */
  socialProviders: ReadonlyMap<string, SocialProvider>;
  /**
   * Recurring work and durable jobs (platform/jobs, docs/jobs.md); main.ts starts and stops the
   * worker, tests leave it stopped and run the due jobs with `jobs.drain()` (or app.settled()).
   */
  jobs: JobScheduler;
  /** Places for location fields (platform/geocoder, docs/geocoding.md). */
  geocoder: Geocoder;
  /** Realtime fan-out to every instance's open sockets; main.ts and tests close it. */
  pubsub: PubSub;
  /** The in-memory caches the domains declare (platform/caches.ts), one set per process. */
  caches: Caches;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

interface DepsLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Everything routes share, made once per process (both listeners use the same). */
export function createAppDeps(config: Config, database: DatabaseHandle, log: DepsLog): AppDeps {
  const { db } = database;
  const jobs = createJobScheduler(config, db, log);
  const storage = createFileStorage(config);
  jobs.every(credentialCleanupJob(db, log));
  jobs.every(abandonedUploadsCleanupJob({ db, storage }, log));
  const mail = createMailService({ db, config, log, jobs });
  jobs.every(notificationEmailJob({ db, mail, config }, log));
  const pubsub = createPubSub(config, log);
  jobs.every(bookingExpiryJob({ database, jobs }, log));
  jobs.every(bookingReminderJob({ db, mail, config, pubsub, log }));
  jobs.handle('booking-mail', bookingMailer({ db, mail, config }));
  jobs.handle('booking-notice', bookingNoticesListener({ db, pubsub, log }));
  const deps: AppDeps = {
    config,
    database,
    mail,
    storage,
    authLimiter: createAuthRateLimiter(config, db),
    mailQuota: createMailQuota(db),
    socialProviders: createSocialProviders(config),
    jobs,
    geocoder: createGeocoder(config),
    pubsub,
    caches: createCaches(() => deps, log),
  };
  // The "mail me a link" routes' jobs (auth/mail-request-route.ts).
  handleMailRequest(jobs, 'mail-request:password-reset', log, async ({ email, client }) =>
    requestPasswordReset(deps, {
      email,
      linkBase: `${config.webUrl}${WEB_LINKS.resetPassword}`,
      budget: await passwordResetBudget(deps.authLimiter, client, email),
    }),
  );
  handleMailRequest(jobs, 'mail-request:signup-resend', log, ({ email }) =>
    resendConfirmation(deps, email),
  );
  handleMailRequest(jobs, 'mail-request:staff-password-reset', log, async ({ email, client }) =>
    requestStaffPasswordReset(
      deps,
      email,
      await passwordResetBudget(deps.authLimiter, client, email),
    ),
  );
  handleMailRequest(jobs, 'mail-request:staff-registration', log, (request) =>
    requestRegistrationLink(deps, request),
  );
  return deps;
}
