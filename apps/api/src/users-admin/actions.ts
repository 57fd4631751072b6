import type { MembershipId } from '@fitmarket/core/limits';
import { eq } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import { recordAudit } from '../audit/record';
import { accountBlockMail } from '../auth/emails';
import { revokeAllAccessTokens } from '../auth/tokens';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { LiveDeps } from '../live/tell-user';
import { stopPaidMembership } from '../memberships/subscriptions';
import { announce } from '../notifications/notify';
import type { JobScheduler } from '../platform/jobs/job-scheduler';
import type { MailService, OutgoingMail } from '../platform/mail/mail-service';
import { lockProfile } from '../professionals/own-profile';
import { markPublished, markUnpublished } from '../professionals/publishing';
import { refreshSearchDocuments } from '../search/search-document';
import { type AdminUserRow, adminUserColumns, loadAdminUser, lockAdminUser } from './admin-user';
import { tellStandingChange } from './standing-notice';

/**
 * The staff actions on a user (SPEC §4 blocked/active, membership, published). Each runs in one
 * transaction with its audit entry, under the user's row lock, and gives the user as they are
 * now. Block notices are queued in the same transaction (a send-mail job), so a mail server's
 * hiccup neither undoes nor slows a block, and a crash loses no notice.
 */

/** What a standing change needs: the notice is mailed and pushed live (standing-notice.ts). */
type StandingDeps = LiveDeps & {
  db: Database;
  mail: MailService;
  webUrl: string;
  jobs: JobScheduler;
};

const account = (user: AdminUserRow) => ({ userId: user.id, role: user.role });

async function updated(tx: Database, id: number, values: Partial<typeof users.$inferInsert>) {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning(adminUserColumns);
  if (!row) throw new AppError({ code: 1302 });
  return row;
}

/** The e-mail telling a user they were blocked (with the reason) or activated, in their language. */
function blockNotice(user: AdminUserRow): OutgoingMail {
  const lang = user.language === 'fi' ? 'fi' : 'en';
  return user.blocked
    ? accountBlockMail('blocked', lang, user.email, user.blockReason ?? '')
    : accountBlockMail('activated', lang, user.email);
}

/**
 * Blocks with a reason: every session ends at once (tokens revoked; the next request is 1311
 * with the reason), a professional leaves search, and the user is e-mailed the reason.
 */
export function blockUser(
  deps: { db: Database; mail: MailService },
  actor: Actor,
  id: number,
  reason: string,
): Promise<AdminUserRow> {
  return deps.db.transaction(async (tx) => {
    const user = await lockAdminUser(tx, id);
    authorize(actor, 'account.block', account(user));
    if (user.blocked) throw new AppError({ code: 1345 });
    const after = await updated(tx, id, { blocked: true, blockReason: reason });
    await revokeAllAccessTokens(tx, id);
    await refreshSearchDocuments(tx, [id]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.block',
      target: { type: 'user', id },
      before: { blocked: false },
      after: { blocked: true },
      reason,
    });
    await deps.mail.send(blockNotice(after), { tx });
    return after;
  });
}

/** Lifts a block: the user may sign in again (old sessions stay ended) and is told so. */
export function activateUser(
  deps: { db: Database; mail: MailService },
  actor: Actor,
  id: number,
): Promise<AdminUserRow> {
  return deps.db.transaction(async (tx) => {
    const user = await lockAdminUser(tx, id);
    authorize(actor, 'account.moderate', account(user));
    if (!user.blocked) throw new AppError({ code: 1346 });
    const after = await updated(tx, id, { blocked: false, blockReason: null });
    await refreshSearchDocuments(tx, [id]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.activate',
      target: { type: 'user', id },
      before: { blocked: true, block_reason: user.blockReason },
      after: { blocked: false },
    });
    await deps.mail.send(blockNotice(after), { tx });
    return after;
  });
}

/**
 * Sets the membership (SPEC §4): a demotion too, hence never an owner's; a lifetime membership
 * stays as it is (1344). Choosing the current one changes and records nothing. Staff's level
 * wins over a paid one: a running subscription ends now and stops billing, so no renewal or
 * period end changes the level staff set (docs/payments.md "Staff changes and testers").
 */
export async function promoteUser(
  deps: StandingDeps,
  actor: Actor,
  id: number,
  membership: MembershipId,
): Promise<AdminUserRow> {
  const { user, notice } = await deps.db.transaction(async (tx) => {
    const user = await lockAdminUser(tx, id);
    authorize(actor, 'account.moderate', account(user));
    if (user.membershipId === membership) return { user, notice: null };
    if (user.membershipLifetime) throw new AppError({ code: 1344 });
    const after = await updated(tx, id, { membershipId: membership });
    await stopPaidMembership(deps, tx, id);
    // The membership lifts a professional in search.
    await refreshSearchDocuments(tx, [id]);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'user.promote',
      target: { type: 'user', id },
      before: { membership_id: user.membershipId },
      after: { membership_id: membership },
    });
    const notice = await tellStandingChange(tx, deps, actor.id, after, {
      kind: 'membership_changed',
      membership,
    });
    return { user: after, notice };
  });
  if (notice) await announce(deps, [notice]);
  return user;
}

/**
 * Publishes or unpublishes a professional (1342 for anyone else). Publishing needs a complete
 * profile (1343). The profile is locked before the user, in the order the professional's own
 * saves take them, so the two never wait on each other in a circle.
 */
export async function setPublished(
  deps: StandingDeps,
  actor: Actor,
  id: number,
  published: boolean,
): Promise<AdminUserRow> {
  const { user, notice } = await deps.db.transaction(async (tx) => {
    const found = await loadAdminUser(tx, id);
    authorize(actor, 'account.moderate', account(found));
    if (found.role !== 'professional') throw new AppError({ code: 1342 });
    await lockProfile(tx, id);
    const user = await lockAdminUser(tx, id);
    if (user.published === published) return { user, notice: null };
    if (published) await markPublished(tx, id, 1343);
    else await markUnpublished(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: published ? 'user.publish' : 'user.unpublish',
      target: { type: 'user', id },
      before: { published: user.published },
      after: { published },
    });
    const after = await loadAdminUser(tx, id);
    const notice = await tellStandingChange(tx, deps, actor.id, after, {
      kind: published ? 'profile_published' : 'profile_unpublished',
    });
    return { user: after, notice };
  });
  if (notice) await announce(deps, [notice]);
  return user;
}
