import { createMailQuota, type MailQuota } from './auth/mail-quota';
import { type AuthRateLimiter, createAuthRateLimiter } from './auth/rate-limit';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { type Caches, createCaches, shareCacheInvalidation } from './platform/caches';
import { createGeocoder } from './platform/geocoder/create-geocoder';
import type { Geocoder } from './platform/geocoder/geocoder';
import { createJobScheduler, type JobScheduler } from './platform/jobs/job-scheduler';
import { createMailService, type MailService } from './platform/mail/mail-service';
import { createMetrics, type Metrics } from './platform/metrics/metrics';
import { watchPlatform } from './platform/metrics/platform-gauges';
import { createPaymentProvider } from './platform/payments/create-payment-provider';
import type { PaymentProvider } from './platform/payments/payment-provider';
import { createPubSub, type PubSub } from './platform/pubsub/pubsub';
import { createSecretBox, type SecretBox, secretBoxKeys } from './platform/secret-box';
import type { SocialProvider } from './platform/social/social-provider';
import { createSocialProviders } from './platform/social/social-providers';
import {
  type ContentProviders,
  createContentProviders,
} from './platform/social-activity/create-content-providers';
import { createFileStorage, type FileStorage } from './platform/storage/file-storage';

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
   * The content providers whose posts professionals show on their profiles
   * (platform/social-activity, docs/social-activity.md; their tokens are sealed by secretBox).
   */
  contentProviders: ContentProviders;
  /**
   * Recurring work and durable jobs (platform/jobs, docs/jobs.md); main.ts starts and stops the
   * worker, tests leave it stopped and run the due jobs with `jobs.drain()` (or app.settled()).
   */
  jobs: JobScheduler;
  /** Places for location fields (platform/geocoder, docs/geocoding.md). */
  geocoder: Geocoder;
  /** Realtime fan-out to every instance's open sockets; main.ts and tests close it. */
  pubsub: PubSub;
  /** The payment provider, test or Stripe (platform/payments, docs/payments.md). */
  payments: PaymentProvider;
  /** The in-memory caches the domains declare (platform/caches.ts), one set per process. */
  caches: Caches;
  /** Prometheus metrics of this process (platform/metrics, docs/operations.md). */
  metrics: Metrics;
  /** Seals secrets kept in the database (platform/secret-box.ts). */
  secretBox: SecretBox;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface DepsLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Everything routes share, made once per process (both listeners use the same). The domains'
 * recurring jobs and handlers are added by wiring.ts (createWiredDeps), which processes use.
 */
export function createAppDeps(config: Config, database: DatabaseHandle, log: DepsLog): AppDeps {
  const { db } = database;
  const metrics = createMetrics();
  watchPlatform(metrics, database);
  const jobs = createJobScheduler(config, db, log, (job) =>
    metrics.jobFailures.inc({ job: job.name, final: String(job.final) }),
  );
  const deps: AppDeps = {
    config,
    database,
    mail: createMailService({ db, config, log, jobs }),
    storage: createFileStorage(config),
    authLimiter: createAuthRateLimiter(config, db),
    mailQuota: createMailQuota(db),
    socialProviders: createSocialProviders(config),
    contentProviders: createContentProviders(config),
    jobs,
    geocoder: createGeocoder(config),
    pubsub: createPubSub(config, log),
    payments: createPaymentProvider(config),
    caches: createCaches(() => deps, log),
    metrics,
    secretBox: createSecretBox(secretBoxKeys(config)),
  };
  shareCacheInvalidation(deps, log);
  return deps;
}
