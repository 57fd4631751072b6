import { z } from 'zod';

/** GET /health: the service answers and its database made a round trip. */
export const ZHealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type THealth = z.infer<typeof ZHealthSchema>;

/** GET /health/live: the process runs and its event loop turns; it reads nothing. */
export const ZLivenessSchema = z.object({ status: z.literal('ok') });

/**
 * GET /health/ready: every part this instance needs answered (a 503 names each that did not,
 * as the `field` of its 1306 error). Redis is `unused` without REDIS_URL.
 */
export const ZReadinessSchema = z.object({
  status: z.literal('ok'),
  checks: z.object({
    database: z.literal('ok'),
    redis: z.enum(['ok', 'unused']),
  }),
});
export type TReadiness = z.infer<typeof ZReadinessSchema>;
