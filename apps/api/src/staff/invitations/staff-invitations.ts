import type { TStaffInvitation, TStaffInvitationRow } from '@fitmarket/core/api/invitations';
import type { Language } from '@fitmarket/core/language';
import { isStaffRole } from '@fitmarket/core/limits';
import { BACKOFFICE_LINKS } from '@fitmarket/core/links';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { recordAudit } from '../../audit/record';
import { createCode } from '../../auth/codes';
import { accountMail } from '../../auth/emails';
import { withinDailyLimit } from '../../auth/mail-quota';
import type { Database } from '../../db/client';
import { staffInvitations, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { assertEmailAddress } from '../../shared/email-address';

type StaffInvitation = typeof staffInvitations.$inferSelect;

/**
 * Staff accounts are by invitation only. The POST /v1/admin/invitations route and the
 * `invite-staff` command (which makes the first owner) both invite through `inviteStaff`.
 * The mail carries a registration link of its own, which opens sign-up step 3 with the address
 * filled in: the invitee does not type the address again nor wait for a second mail.
 */
export async function inviteStaff(
  deps: Pick<AppDeps, 'config' | 'database' | 'mail' | 'mailQuota'>,
  input: TStaffInvitation & { invitedBy?: number; language: Language },
): Promise<TStaffInvitationRow> {
  assertEmailAddress(input.email);
  const email = input.email.trim().toLowerCase();
  const { db } = deps.database;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (account) throw new AppError({ code: 1087, field: 'email' });

  // Inviting an address again refreshes its invitation: the new role, inviter and date count.
  // The invitation and its mail commit together. Not the invitee's own request: it draws on the
  // budget strangers share, never on theirs.
  const invitation = await withinDailyLimit(deps.mailQuota, email, 'public', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(staffInvitations)
        .values({ email, role: input.role, invitedBy: input.invitedBy })
        .onConflictDoUpdate({
          target: staffInvitations.email,
          set: {
            role: input.role,
            invitedBy: input.invitedBy ?? null,
            createdAt: new Date(),
            acceptedAt: null,
          },
        })
        .returning();
      if (!row) throw new Error('staff_invitations upsert returned no row');
      // A staff member's invitation is a staff action; the command line's first owner is not.
      if (input.invitedBy !== undefined) {
        await recordAudit(tx, {
          actorId: input.invitedBy,
          action: 'staff.invite',
          target: { type: 'invitation', id: row.id },
          after: { email, role: input.role },
        });
      }
      const code = await createCode(tx, { purpose: 'staff_registration', email });
      const link = `${deps.config.backofficeUrl}${BACKOFFICE_LINKS.register}${code}`;
      await deps.mail.send(accountMail('staffInvitation', input.language, email, link), { tx });
      return row;
    }),
  );
  return toInvitationRow(invitation);
}

/** The invitation an address may still sign up with, or null (none, or already used). */
export async function findPendingInvitation(
  db: Database,
  email: string,
): Promise<StaffInvitation | null> {
  const [invitation] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(eq(staffInvitations.email, email.toLowerCase()), isNull(staffInvitations.acceptedAt)),
    )
    .limit(1);
  return invitation ?? null;
}

export async function listInvitations(db: Database): Promise<TStaffInvitationRow[]> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
  return rows.map(toInvitationRow);
}

/**
 * Withdraws an invitation; a registration link already mailed for it stops working (1088).
 * An account already made with it stays. Unknown id: 404 with 1302. Audited.
 */
export async function withdrawInvitation(db: Database, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(staffInvitations)
      .where(eq(staffInvitations.id, id))
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (!deleted) throw new AppError({ code: 1302 });
    await recordAudit(tx, {
      actorId,
      action: 'staff.withdraw-invitation',
      target: { type: 'invitation', id },
      before: { email: deleted.email, role: deleted.role },
    });
  });
}

function toInvitationRow(invitation: StaffInvitation): TStaffInvitationRow {
  // Invitations are only ever made with a staff role (TStaffInvitation); the column is users'.
  if (!isStaffRole(invitation.role)) {
    throw new Error(`staff invitation ${invitation.id} has the role ${invitation.role}`);
  }
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    created_at: invitation.createdAt.toISOString(),
    accepted_at: invitation.acceptedAt?.toISOString() ?? null,
  };
}
