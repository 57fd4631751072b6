import { z } from 'zod';
import { STAFF_ROLES } from '../limits';
import { ZEmailOnlySchema } from './auth';

/** Staff invitations (`/v1/admin/invitations`, owners only): who may join the back-office. */

/** POST: invite an address, or refresh its invitation. */
const ZStaffRoleSchema = z.enum(STAFF_ROLES);

export const ZStaffInvitationSchema = ZEmailOnlySchema.extend({
  role: ZStaffRoleSchema.default('admin'),
});
export type TStaffInvitation = z.infer<typeof ZStaffInvitationSchema>;

/** A staff invitation as the owner's invitation list shows it. */
export const ZStaffInvitationRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: ZStaffRoleSchema,
  created_at: z.string(),
  /** When the invited person finished signing up; null while the invitation is pending. */
  accepted_at: z.string().nullable(),
});
export type TStaffInvitationRow = z.infer<typeof ZStaffInvitationRowSchema>;
/** GET: every invitation, newest first. */
export const ZStaffInvitationListSchema = z.array(ZStaffInvitationRowSchema);

export const ZInvitationIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
