import { z } from 'zod';

/**
 * What people report to staff (issue 17: one report model): a review, a message, and next an
 * ad. Each report is a row of its own, so a second reporter never writes over the first.
 */
export const REPORT_TARGET_TYPES = ['review', 'message', 'ad'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** How staff closed a report: the target hidden (a review), removed (a message) or kept. */
export const REPORT_RESOLUTIONS = ['hidden', 'removed', 'dismissed'] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];

/** The decisions of the back-office queues (the last word of their call) and what each records. */
export const REPORT_DECISIONS = {
  hide: 'hidden',
  remove: 'removed',
  dismiss: 'dismissed',
} as const satisfies Record<string, ReportResolution>;
export type ReportDecision = keyof typeof REPORT_DECISIONS;

/**
 * What the back-office moderation queues show of one report (reported messages and reviews):
 * why, when and by whom. The reporter is null once they deleted their account.
 */
export const ZReportSchema = z.object({
  reason: z.string(),
  reported_at: z.iso.datetime(),
  reporter: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
});
export type TReport = z.infer<typeof ZReportSchema>;

/** The open reports of one item in a queue: every reporter's, oldest first, and how many. */
export const ZOpenReportsSchema = z.object({
  report_count: z.number().int(),
  reports: z.array(ZReportSchema),
  first_reported_at: z.iso.datetime(),
});
export type TOpenReports = z.infer<typeof ZOpenReportsSchema>;
