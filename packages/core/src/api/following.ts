import { z } from 'zod';
import { pageQueryShape } from './envelope';

/**
 * Following professionals (SPEC §1): PUT and DELETE /v1/professionals/{slug}/follow, signed in.
 * Both are idempotent and answer the new state. Only published, unblocked professionals can be
 * followed (404 with 1302 otherwise) and nobody follows themselves (422 with 1327).
 */
export const ZFollowStateSchema = z.object({
  professional_id: z.number().int(),
  following: z.boolean(),
  follower_count: z.number().int(),
});
export type TFollowState = z.infer<typeof ZFollowStateSchema>;

/** GET /v1/me/following?page=&per_page=: the professionals the signed-in user follows, newest first. */
export const ZFollowingQuerySchema = z.object({
  ...pageQueryShape,
});
export type TFollowingQuery = z.infer<typeof ZFollowingQuerySchema>;

export const ZFollowedProfessionalSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  /** Labels in the request language. */
  specialities: z.array(z.string()),
  /** ISO timestamp of when the user started following. */
  followed_at: z.string(),
});
export type TFollowedProfessional = z.infer<typeof ZFollowedProfessionalSchema>;
