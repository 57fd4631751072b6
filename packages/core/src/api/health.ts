import { z } from 'zod';

/** GET /health: the service answers and its database made a round trip. */
/**
 * GET /health: 200 while the database answers (balancers check it); `degraded` names a part
 * that is down but that the API answers without (Redis: live events and jobs wait for it).
 */
export const ZHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  redis: z.enum(['ok', 'down', 'unused']),
});
export type THealth = z.infer<typeof ZHealthSchema>;

/** GET /health/live: the process runs and its event loop turns; it reads nothing. */
export const ZLivenessSchema = z.object({ status: z.literal('ok') });

/**
 * GET /health/ready: the database answered (a 503 with 1306 and `field` "database" when not).
 * Redis is reported, not required: while it is down the API still answers (live events and
 * jobs wait), and an instance taken out of the balancer for it would only make things worse,
 * as every instance shares the one Redis. It is `unused` without REDIS_URL.
 */
export const ZReadinessSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  checks: z.object({
    database: z.literal('ok'),
    redis: z.enum(['ok', 'down', 'unused']),
  }),
});
export type TReadiness = z.infer<typeof ZReadinessSchema>;
