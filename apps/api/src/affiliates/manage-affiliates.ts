import type { TAffiliatePartner } from '@fitmarket/core/api/campaigns';
import { asc, eq, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import { recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { affiliatePartners, professionalAffiliates, users } from '../db/schema';
import { AppError } from '../errors/app-error';

async function refusingDuplicates<T>(code: 1379 | 1384, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError({ code });
    throw error;
  }
}

/** GET /v1/admin/affiliates/partners: every partner with how many codes it gave, by name. */
export async function listPartners(db: Database, actor: Actor): Promise<TAffiliatePartner[]> {
  authorize(actor, 'affiliate.read', null);
  const rows = await db
    .select({
      id: affiliatePartners.id,
      name: affiliatePartners.name,
      website: affiliatePartners.website,
      created: affiliatePartners.createdAt,
      codes: sql<number>`(select count(*)::int from professional_affiliates pa
        where pa.partner_id = affiliate_partners.id)`,
    })
    .from(affiliatePartners)
    .orderBy(asc(sql`lower(${affiliatePartners.name})`));
  return rows.map((row) => ({ ...row, created: row.created.toISOString() }));
}

export async function createPartner(
  db: Database,
  actor: Actor,
  input: { name: string; website: string | null },
) {
  authorize(actor, 'affiliate.manage', null);
  return refusingDuplicates(1379, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(affiliatePartners)
        .values({ name: input.name, website: input.website })
        .returning();
      if (!row) throw new Error('partner not created');
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'affiliate.create',
        target: { type: 'affiliate', id: row.id },
        after: { name: row.name, website: row.website },
      });
      return { ...row, codes: 0, created: row.createdAt.toISOString() };
    }),
  ).then(({ createdAt: _createdAt, ...partner }) => partner);
}

export async function updatePartner(
  db: Database,
  actor: Actor,
  id: number,
  input: { name: string; website: string | null },
) {
  authorize(actor, 'affiliate.manage', null);
  await refusingDuplicates(1379, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(affiliatePartners)
        .where(eq(affiliatePartners.id, id))
        .for('update');
      if (!before) throw new AppError({ code: 1302 });
      await tx
        .update(affiliatePartners)
        .set({ name: input.name, website: input.website })
        .where(eq(affiliatePartners.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'affiliate.update',
        target: { type: 'affiliate', id },
        before: { name: before.name, website: before.website },
        after: { name: input.name, website: input.website },
      });
    }),
  );
  const partners = await listPartners(db, actor);
  const partner = partners.find((row) => row.id === id);
  if (!partner) throw new AppError({ code: 1302 });
  return partner;
}

/** Removes a partner and its codes (partner ads keep running without the code). */
export async function deletePartner(db: Database, actor: Actor, id: number) {
  authorize(actor, 'affiliate.manage', null);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(affiliatePartners)
      .where(eq(affiliatePartners.id, id))
      .returning();
    if (!removed) throw new AppError({ code: 1302 });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'affiliate.delete',
      target: { type: 'affiliate', id },
      before: { name: removed.name, website: removed.website },
    });
  });
}

/** POST /v1/admin/users/affiliates: gives a professional a partner's code. */
export async function createCode(
  db: Database,
  actor: Actor,
  input: { user_id: number; partner_id: number; code: string },
): Promise<{ id: number }> {
  authorize(actor, 'affiliate.manage', null);
  const [professional] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.id, input.user_id));
  if (!professional) throw new AppError({ code: 1302, field: 'user_id' });
  if (professional.role !== 'professional') throw new AppError({ code: 1342, field: 'user_id' });
  const [partner] = await db
    .select({ id: affiliatePartners.id })
    .from(affiliatePartners)
    .where(eq(affiliatePartners.id, input.partner_id));
  if (!partner) throw new AppError({ code: 1302, field: 'partner_id' });
  return refusingDuplicates(1384, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(professionalAffiliates)
        .values({ userId: input.user_id, partnerId: input.partner_id, code: input.code })
        .returning({ id: professionalAffiliates.id });
      if (!row) throw new Error('code not created');
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'affiliate.create',
        target: { type: 'user', id: input.user_id },
        after: { partner_id: input.partner_id, code: input.code },
      });
      return row;
    }),
  );
}

export async function updateCode(db: Database, actor: Actor, id: number, code: string) {
  authorize(actor, 'affiliate.manage', null);
  await refusingDuplicates(1384, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(professionalAffiliates)
        .where(eq(professionalAffiliates.id, id))
        .for('update');
      if (!before) throw new AppError({ code: 1302 });
      await tx
        .update(professionalAffiliates)
        .set({ code })
        .where(eq(professionalAffiliates.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'affiliate.update',
        target: { type: 'user', id: before.userId },
        before: { partner_id: before.partnerId, code: before.code },
        after: { partner_id: before.partnerId, code },
      });
    }),
  );
}

export async function deleteCode(db: Database, actor: Actor, id: number) {
  authorize(actor, 'affiliate.manage', null);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(professionalAffiliates)
      .where(eq(professionalAffiliates.id, id))
      .returning();
    if (!removed) throw new AppError({ code: 1302 });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'affiliate.delete',
      target: { type: 'user', id: removed.userId },
      before: { partner_id: removed.partnerId, code: removed.code },
    });
  });
}

/** GET /v1/me/affiliates: the professional's own codes, for a partner ad. */
export async function ownCodes(db: Database, actor: Actor) {
  const rows = await db
    .select({
      id: professionalAffiliates.id,
      name: affiliatePartners.name,
      code: professionalAffiliates.code,
    })
    .from(professionalAffiliates)
    .innerJoin(affiliatePartners, eq(affiliatePartners.id, professionalAffiliates.partnerId))
    .where(eq(professionalAffiliates.userId, actor.id))
    .orderBy(asc(affiliatePartners.name));
  return rows;
}
