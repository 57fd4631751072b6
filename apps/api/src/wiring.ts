import { WEB_LINKS } from '@fitmarket/core/links';
import { requestPasswordReset } from './accounts/account-lifecycle';
import { resendConfirmation } from './accounts/signup/resend-confirmation';
import { type AppDeps, createAppDeps, type DepsLog } from './app-deps';
import { credentialCleanupJob } from './auth/cleanup';
import { handleMailRequest } from './auth/mail-request-route';
import { passwordResetBudget } from './auth/rate-limit';
import { receiptMailHandler } from './billing/receipts';
import { bookingMailer } from './bookings/booking-mail';
import { busyCalendarImporter, busyCalendarScanJob } from './bookings/busy-import/busy-calendar';
import { bookingExpiryJob } from './bookings/expiry-job';
import { bookingReminderJob } from './bookings/reminder-job';
import { campaignPaymentListener } from './campaigns/campaign-payment';
import { seedCatalogue } from './catalogue/reference-data';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import {
  membershipCancelHandler,
  membershipEndedListener,
  membershipOutcomeListener,
  membershipPeriodEndHandler,
} from './memberships/subscriptions';
import { bookingNoticesListener } from './messaging/booking-notices';
import { notificationEmailJob } from './notifications/email-job';
import { paymentExpiryHandler } from './payments/expire-checkout';
import { paymentOutcomeHandler } from './payments/payment-outcome';
import { paymentRefundHandler } from './payments/refund-payment';
import { subscriptionEndedHandler } from './payments/subscription-events';
import { searchAvailabilityJob } from './search/availability';
import { sharedAnalyser } from './search/language/analyser';
import {
  ensureSearchDocuments,
  reorderSearchDocuments,
  searchDocumentsOutOfOrder,
} from './search/search-document';
import { searchVacuumJob } from './search/search-vacuum';
import { socialImporter, socialImportScanJob } from './social-activity/import';
import { socialTokenRefresher, socialTokenScanJob } from './social-activity/token-refresh';
import { requestStaffPasswordReset } from './staff/password-reset/staff-password-reset';
import { requestRegistrationLink } from './staff/registration/staff-registration';
import { abandonedUploadsCleanupJob } from './uploads/cleanup';

/**
 * The composition of the API: what the domains add to the shared platform, wired in one place.
 * With app.ts (their routes) it is the only module that knows every domain; app-deps.ts and the
 * shared folders import none (test/architecture/shared-imports.test.ts).
 */

/** The AppDeps of a process, with every domain's recurring jobs, job handlers and listeners. */
export function createWiredDeps(config: Config, database: DatabaseHandle, log: DepsLog): AppDeps {
  const deps = createAppDeps(config, database, log);
  const { db } = database;
  const { jobs, mail, storage, pubsub } = deps;
  jobs.every(credentialCleanupJob(db, log));
  jobs.every(abandonedUploadsCleanupJob({ db, storage }, log));
  jobs.every(notificationEmailJob({ db, mail, config }, log));
  jobs.every(bookingExpiryJob({ database, jobs }, log));
  jobs.every(bookingReminderJob({ db, mail, config, pubsub, log }));
  jobs.every(searchAvailabilityJob(db, log));
  if (database.kind === 'pglite') jobs.every(searchVacuumJob(db));
  jobs.every(busyCalendarScanJob({ database, jobs }, log));
  // Only the demo (and the tests) may read a calendar on the server's own network.
  jobs.handle(
    'busy-calendar-import',
    busyCalendarImporter({ db, log, allowInternal: config.DEMO }),
  );
  jobs.every(socialImportScanJob({ database, jobs }, log));
  jobs.every(socialTokenScanJob({ database, jobs }, log));
  jobs.handle(
    'social-import',
    socialImporter({ ...deps, analyser: sharedAnalyser().analyser, log }),
  );
  jobs.handle('social-token-refresh', socialTokenRefresher({ ...deps, log }));
  jobs.handle('booking-mail', bookingMailer({ db, mail, config }));
  jobs.handle('booking-notice', bookingNoticesListener({ db, pubsub, log }));
  jobs.handle('payment-expiry', paymentExpiryHandler(deps));
  jobs.handle('payment-refund', paymentRefundHandler(deps));
  // Campaigns and memberships add the listeners of their purposes here.
  jobs.handle(
    'payment-outcome',
    paymentOutcomeHandler({
      campaign: campaignPaymentListener(deps),
      membership: membershipOutcomeListener(deps),
    }),
  );
  jobs.handle(
    'subscription-ended',
    subscriptionEndedHandler({ membership: membershipEndedListener(deps) }),
  );
  jobs.handle('membership-period-end', membershipPeriodEndHandler(deps));
  jobs.handle('membership-cancel', membershipCancelHandler(deps));
  jobs.handle('receipt-mail', receiptMailHandler(deps));
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

/**
 * Brings a database up to date: the committed migrations, then the reference data every
 * installation has (specialities, the service tree), and the search documents when they are
 * stale. Safe when several processes do it at once on one PostgreSQL database: they take turns
 * under an advisory lock, and only the first finds anything to do.
 */
export async function migrateDatabase(database: DatabaseHandle): Promise<void> {
  let rewritten = 0;
  await database.migrate(async () => {
    await seedCatalogue(database.db);
    // Missing or made by another analyser (Voikko installed or removed since): rebuilt once.
    rewritten = await ensureSearchDocuments(database.db);
  });
  // Once the migration lock's transaction has ended: while it is open, CLUSTER keeps every old
  // version of the rewritten rows. Also when rows written since have scattered them (about 10 s
  // at 100,000, during which searches wait).
  if (rewritten > 0 || (await searchDocumentsOutOfOrder(database.db))) {
    await reorderSearchDocuments(database.db);
  }
}
