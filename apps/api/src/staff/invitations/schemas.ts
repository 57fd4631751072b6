import { ZRoleSchema } from '@fitmarket/core/api/auth';
import { z } from 'zod';

/** A staff invitation as the owner's invitation list shows it. */
export const ZStaffInvitationRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZRoleSchema,
  created_at: z.string(),
  /** When the invited person finished signing up; null while the invitation is pending. */
  accepted_at: z.string().nullable(),
});
export type TStaffInvitationRow = z.infer<typeof ZStaffInvitationRowSchema>;

export const ZInvitationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
