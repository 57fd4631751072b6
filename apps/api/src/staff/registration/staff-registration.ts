import type { TAdminRegisterAccount } from '@fitmarket/core/api/auth';
import type { TStaffSignIn } from '@fitmarket/core/api/staff-security';
import type { Language } from '@fitmarket/core/language';
import { BACKOFFICE_LINKS } from '@fitmarket/core/links';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { consumeCode, createCode, findUsableCode } from '../../auth/codes';
import { accountMail } from '../../auth/emails';
import { sendWithinDailyLimit } from '../../auth/mail-quota';
import { assertNewPassword } from '../../auth/passwords';
import { staffInvitations, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { hashPassword } from '../../platform/password';
import { assertEmailAddress } from '../../shared/email-address';
import { findPendingInvitation } from '../invitations/staff-invitations';
import { startStaffSession } from '../two-factor/staff-session';

type Deps = Pick<AppDeps, 'config' | 'database' | 'mail' | 'mailQuota' | 'secretBox'>;

/**
 * Back-office sign-up, step 1. An invited address without an account gets the registration
 * link; any other gets a note that staff accounts are by invitation. Both are one mail to the
 * address itself and the caller sees the same answer, so nobody learns who is invited.
 */
export async function requestRegistrationLink(
  deps: Deps,
  input: { email: string; language: Language },
): Promise<void> {
  assertEmailAddress(input.email);
  const email = input.email.toLowerCase();
  const { db } = deps.database;
  const invitation = await findPendingInvitation(db, email);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);

  if (invitation && !account) {
    const code = await createCode(db, { purpose: 'staff_registration', email });
    const link = `${deps.config.backofficeUrl}${BACKOFFICE_LINKS.register}${code}`;
    await sendWithinDailyLimit(
      deps,
      accountMail('staffRegistration', input.language, email, link),
      'public',
    );
  } else {
    await sendWithinDailyLimit(
      deps,
      accountMail('staffNotInvited', input.language, email),
      'public',
    );
  }
}

/**
 * The address a registration link is for. 1088 (404) when the link is unknown, used or
 * expired, or its invitation was withdrawn meanwhile.
 */
export async function lookUpRegistration(deps: Deps, code: string): Promise<{ email: string }> {
  const { db } = deps.database;
  const row = await findUsableCode(db, 'staff_registration', code);
  if (!row || !(await findPendingInvitation(db, row.email))) throw new AppError({ code: 1088 });
  return { email: row.email };
}

/**
 * Back-office sign-up, step 3: creates the staff account with the invitation's role and signs
 * it in (or, when the owners require a second factor, starts its setup), all in one transaction. The password is checked before the link is spent, so a
 * refused password (1308, 1083) does not burn it.
 */
export async function registerStaffAccount(
  deps: Deps,
  input: TAdminRegisterAccount,
  language: Language,
): Promise<TStaffSignIn> {
  assertNewPassword(input.password, input.password_repeat);
  const passwordHash = await hashPassword(input.password);
  return deps.database.db.transaction(async (tx) => {
    const code = await consumeCode(tx, 'staff_registration', input.code);
    // The link proves the address: it cannot be used to register another one.
    if (!code || code.email !== input.email.toLowerCase()) throw new AppError({ code: 1088 });
    const invitation = await findPendingInvitation(tx, code.email);
    if (!invitation) throw new AppError({ code: 1088 });

    const now = new Date();
    // The unique index decides, so two registrations racing for one address cannot both win.
    const [user] = await tx
      .insert(users)
      .values({
        email: code.email,
        passwordHash,
        role: invitation.role,
        firstName: input.first_name,
        lastName: input.last_name,
        description: input.description,
        emailNotifications: input.email_notifications,
        language,
        emailVerifiedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    if (!user) throw new AppError({ code: 1087, field: 'email' });
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(eq(staffInvitations.id, invitation.id));
    return startStaffSession(deps, tx, user);
  });
}
