import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema';

/** Whose data is being exported. */
export interface ExportOwner {
  id: number;
  email: string;
}

/** One section of the file: a table, which of its rows are the person's, and what never goes out. */
export interface ExportedTable {
  table: PgTable;
  rows: (owner: ExportOwner) => SQL | undefined;
  /** Properties left out: secrets (hashes) that say nothing about the person. */
  omit?: readonly string[];
}

const conversationsOf = (owner: ExportOwner) =>
  sql`(select id from conversations where customer_id = ${owner.id} or professional_id = ${owner.id})`;

/**
 * Every table with the person's data, by section name of the export file (GDPR Art. 15 and 20).
 * test/accounts/data-export.test.ts walks the schema: a table that holds personal data and is
 * neither here nor in NOT_EXPORTED fails it, so a new table cannot be forgotten.
 */
export const EXPORTED_TABLES: Record<string, ExportedTable> = {
  account: {
    table: t.users,
    rows: (o) => eq(t.users.id, o.id),
    omit: ['passwordHash'],
  },
  sessions: {
    table: t.accessTokens,
    rows: (o) => eq(t.accessTokens.userId, o.id),
    omit: ['tokenHash'],
  },
  socialSignIns: { table: t.socialIdentities, rows: (o) => eq(t.socialIdentities.userId, o.id) },
  staffInvitations: {
    table: t.staffInvitations,
    rows: (o) =>
      or(
        sql`lower(${t.staffInvitations.email}) = lower(${o.email})`,
        eq(t.staffInvitations.invitedBy, o.id),
      ),
  },
  // Staff actions the person took, and those taken on their account.
  auditLog: {
    table: t.auditLog,
    rows: (o) =>
      or(
        eq(t.auditLog.actorId, o.id),
        sql`${t.auditLog.targetType} = 'user' and ${t.auditLog.targetId} = ${String(o.id)}`,
      ),
  },
  files: { table: t.files, rows: (o) => eq(t.files.ownerId, o.id) },
  professionalProfile: {
    table: t.professionalProfiles,
    rows: (o) => eq(t.professionalProfiles.userId, o.id),
  },
  professionalSpecialities: {
    table: t.professionalSpecialities,
    rows: (o) => eq(t.professionalSpecialities.userId, o.id),
  },
  professionalServices: {
    table: t.professionalServices,
    rows: (o) => eq(t.professionalServices.userId, o.id),
  },
  professionalLocations: {
    table: t.professionalLocations,
    rows: (o) => eq(t.professionalLocations.userId, o.id),
  },
  professionalCertificates: {
    table: t.professionalCertificates,
    rows: (o) => eq(t.professionalCertificates.userId, o.id),
  },
  professionalPhotos: {
    table: t.professionalPhotos,
    rows: (o) => eq(t.professionalPhotos.userId, o.id),
  },
  professionalAffiliates: {
    table: t.professionalAffiliates,
    rows: (o) => eq(t.professionalAffiliates.userId, o.id),
  },
  professionalInsights: {
    table: t.professionalInsights,
    rows: (o) => eq(t.professionalInsights.professionalId, o.id),
  },
  availabilitySettings: {
    table: t.availabilitySettings,
    rows: (o) => eq(t.availabilitySettings.userId, o.id),
  },
  availabilityHours: {
    table: t.availabilityHours,
    rows: (o) => eq(t.availabilityHours.userId, o.id),
  },
  availabilityExceptions: {
    table: t.availabilityExceptions,
    rows: (o) => eq(t.availabilityExceptions.userId, o.id),
  },
  busyCalendars: { table: t.busyCalendars, rows: (o) => eq(t.busyCalendars.userId, o.id) },
  busyTimes: { table: t.busyTimes, rows: (o) => eq(t.busyTimes.userId, o.id) },
  calendarFeeds: {
    table: t.calendarFeeds,
    rows: (o) => eq(t.calendarFeeds.userId, o.id),
    omit: ['tokenHash'],
  },
  bookings: {
    table: t.bookings,
    rows: (o) => or(eq(t.bookings.customerId, o.id), eq(t.bookings.professionalId, o.id)),
  },
  bookingHolds: {
    table: t.bookingHolds,
    rows: (o) => or(eq(t.bookingHolds.customerId, o.id), eq(t.bookingHolds.professionalId, o.id)),
  },
  conversations: {
    table: t.conversations,
    rows: (o) => or(eq(t.conversations.customerId, o.id), eq(t.conversations.professionalId, o.id)),
  },
  // Both sides of the person's conversations: they read them in the messenger too.
  messages: {
    table: t.messages,
    rows: (o) => sql`${t.messages.conversationId} in ${conversationsOf(o)}`,
  },
  notifications: { table: t.notifications, rows: (o) => eq(t.notifications.userId, o.id) },
  follows: {
    table: t.follows,
    rows: (o) => or(eq(t.follows.followerId, o.id), eq(t.follows.professionalId, o.id)),
  },
  reviews: {
    table: t.reviews,
    rows: (o) => or(eq(t.reviews.authorId, o.id), eq(t.reviews.professionalId, o.id)),
  },
  // Only the reports the person made: who reported them is the reporter's data.
  reports: { table: t.reports, rows: (o) => eq(t.reports.reporterId, o.id) },
  feedback: { table: t.feedbacks, rows: (o) => eq(t.feedbacks.userId, o.id) },
  feedbackAnswers: {
    table: t.feedbackAnswers,
    rows: (o) =>
      sql`${t.feedbackAnswers.feedbackId} in (select id from feedbacks where user_id = ${o.id})`,
  },
  payments: { table: t.payments, rows: (o) => eq(t.payments.buyerId, o.id) },
  receipts: { table: t.receipts, rows: (o) => eq(t.receipts.buyerId, o.id) },
  membershipSubscriptions: {
    table: t.membershipSubscriptions,
    rows: (o) => eq(t.membershipSubscriptions.userId, o.id),
  },
  campaigns: { table: t.campaigns, rows: (o) => eq(t.campaigns.userId, o.id) },
  socialConnections: {
    table: t.socialConnections,
    rows: (o) => eq(t.socialConnections.userId, o.id),
    omit: ['token'],
  },
  socialItems: { table: t.socialItems, rows: (o) => eq(t.socialItems.userId, o.id) },
  // That a second factor is on and since when; the sealed secret opens nothing outside.
  staffSecondFactor: {
    table: t.staffSecondFactors,
    rows: (o) => eq(t.staffSecondFactors.userId, o.id),
    omit: ['sealedSecret'],
  },
  // Which passkeys a staff member has, named and dated; their keys are public and open nothing.
  staffPasskeys: {
    table: t.staffPasskeys,
    rows: (o) => eq(t.staffPasskeys.userId, o.id),
    omit: ['publicKey'],
  },
  // Mails sent to the person's address; the links in them (sign-in codes) stay out.
  mails: {
    table: t.mailOutbox,
    rows: (o) => sql`lower(${t.mailOutbox.to}) = lower(${o.email})`,
    omit: ['links', 'html'],
  },
};

/**
 * Tables that hold personal data by the completeness test's rule but are not exported, each
 * with the reason. Add a table here only with a reason a person would accept.
 */
export const NOT_EXPORTED: Record<string, string> = {
  one_time_codes: 'e-mailed codes: hashes of secrets, kept at most a week after use',
  jobs: 'work in flight; its payload is the change already exported elsewhere, deleted after 7 days',
  search_documents: 'a copy of the public profile (account, professional sections) made for search',
  search_locations: 'the locations of professional_locations, copied for search',
  search_availability:
    'when a professional is next free, computed for search from their hours and bookings',
  campaign_impressions:
    'a salted hash of a viewer and address that changes daily; it cannot be tied to anyone',
  campaign_clicks:
    'a salted hash of a viewer and address that changes daily; it cannot be tied to anyone',
  staff_recovery_codes: 'hashes of single-use secrets, shown to their owner once when made',
  affiliate_partners: "businesses professionals link to; a partner's name is a company's",
  receipt_counters: "the last number of each receipt series; `name` is the series', not a person's",
};
