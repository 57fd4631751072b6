import { z } from 'zod';

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
