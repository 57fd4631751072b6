import { credentialCleanupJob } from './auth/cleanup';
import { createMailQuota, type MailQuota } from './auth/mail-quota';
import { type AuthRateLimiter, createAuthRateLimiter } from './auth/rate-limit';
import { bookingMailer } from './bookings/booking-mail';
import { bookingExpiryJob } from './bookings/expiry-job';
import { bookingReminderJob } from './bookings/reminder-job';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { bookingNoticesListener } from './messaging/booking-notices';
import { notificationEmailJob } from './notifications/email-job';
import { type Caches, createCaches } from './platform/caches';
import { createDomainEvents, type DomainEvents } from './platform/events/domain-events';
import { createGeocoder } from './platform/geocoder/create-geocoder';
import type { Geocoder } from './platform/geocoder/geocoder';
import { createJobScheduler, type JobScheduler } from './platform/jobs/job-scheduler';
import { createMailService, type MailService } from './platform/mail/mail-service';
import { createPubSub, type PubSub } from './platform/pubsub/pubsub';
import type { SocialProvider } from './platform/social/social-provider';
import { createSocialProviders } from './platform/social/social-providers';
import { createFileStorage, type FileStorage } from './platform/storage/file-storage';
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
  /** Recurring background work; main.ts starts and stops it, tests leave it stopped. */
  jobs: JobScheduler;
  /** Places for location fields (platform/geocoder, docs/geocoding.md). */
  geocoder: Geocoder;
  /** Realtime fan-out to every instance's open sockets; main.ts and tests close it. */
  pubsub: PubSub;
  /** What one domain tells the others (platform/events); bookings emit, the messenger listens. */
  events: DomainEvents;
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
  const jobs = createJobScheduler(config, log);
  const storage = createFileStorage(config);
  jobs.every(credentialCleanupJob(database.db, log));
  jobs.every(abandonedUploadsCleanupJob({ db: database.db, storage }, log));
  const mail = createMailService({ db: database.db, config, log });
  jobs.every(notificationEmailJob({ db: database.db, mail, config }, log));
  const events = createDomainEvents(log);
  const pubsub = createPubSub(config, log);
  jobs.every(bookingExpiryJob({ database, events }, log));
  jobs.every(bookingReminderJob({ db: database.db, mail, config, pubsub, log }));
  events.on('booking', bookingMailer({ db: database.db, mail, config }));
  events.on('booking', bookingNoticesListener({ db: database.db, pubsub, log }));
  const deps: AppDeps = {
    config,
    database,
    mail,
    storage,
    authLimiter: createAuthRateLimiter(config, database.db),
    mailQuota: createMailQuota(database.db),
    socialProviders: createSocialProviders(config),
    jobs,
    geocoder: createGeocoder(config),
    pubsub,
    events,
    caches: createCaches(() => deps, log),
  };
  return deps;
}
