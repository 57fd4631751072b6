import { z } from 'zod';

/** GET /health: the service answers and its database made a round trip. */
export const ZHealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type THealth = z.infer<typeof ZHealthSchema>;
