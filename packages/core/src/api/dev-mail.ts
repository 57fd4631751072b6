import { z } from 'zod';

/**
 * The development mailbox (demo only, hidden from /docs): the newest mail to an address, which
 * the browser tests read to follow e-mailed links.
 */
export const ZLatestMailQuerySchema = z.object({ to: z.string().min(1) });

export const ZLatestMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  created_at: z.string(),
});
export type TLatestMail = z.infer<typeof ZLatestMailSchema>;
