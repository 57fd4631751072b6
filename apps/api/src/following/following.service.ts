import { pagination, type TPagination } from '@fitmarket/core/api/envelope';
import type { TFollowedProfessional, TFollowState } from '@fitmarket/core/api/following';
import type { Language } from '@fitmarket/core/language';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { Database } from '../db/client';
import { follows, isListedProfessional, notifications, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { LiveDeps } from '../live/tell-user';
import { hasBlocked } from '../messaging/conversation-access';
import { announce, type Notice, notify } from '../notifications/notify';

const isListed = isListedProfessional(users);

/** A listed professional by slug, or 404 (1302) as for one that does not exist. */
async function listedProfessional(db: Database, slug: string) {
  const [professional] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.slug, slug), isListed))
    .limit(1);
  if (!professional) throw new AppError({ code: 1302 });
  return professional;
}

async function followerCount(db: Pick<Database, 'select'>, professionalId: number) {
  const [row] = await db
    .select({ count: users.followerCount })
    .from(users)
    .where(eq(users.id, professionalId));
  return row?.count ?? 0;
}

/** Whether the professional was ever notified that this person follows them. */
async function toldOfFollower(
  db: Pick<Database, 'select'>,
  professionalId: number,
  followerId: number,
) {
  const [told] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, professionalId),
        eq(notifications.type, 'new_follower'),
        eq(notifications.actorId, followerId),
      ),
    )
    .limit(1);
  return told !== undefined;
}

/**
 * `actor` follows the listed professional at `slug`. Following again changes nothing; a new
 * follow records a new_follower notification for the professional (once per follower) in the same transaction (the
 * follower count moves by trigger), pushed live once committed. Nobody follows themselves
 * (1327), nor a professional who blocked a conversation with them (1302).
 */
export async function follow(
  deps: LiveDeps & { db: Database },
  actor: Actor,
  slug: string,
): Promise<TFollowState> {
  const { db } = deps;
  const followerId = actor.id;
  const professional = await listedProfessional(db, slug);
  authorize(actor, 'professional.follow', {
    userId: professional.id,
    listed: true,
    blocksActor: await hasBlocked(db, professional.id, followerId),
  });
  const notices: Notice[] = [];
  const state = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(follows)
      .values({ followerId, professionalId: professional.id })
      .onConflictDoNothing()
      .returning({ createdAt: follows.createdAt });
    // Once per follower: following again after unfollowing tells the professional nothing new.
    if (inserted.length > 0 && !(await toldOfFollower(tx, professional.id, followerId))) {
      notices.push(
        await notify(tx, {
          userId: professional.id,
          type: 'new_follower',
          actorId: followerId,
          data: { follower_id: followerId },
        }),
      );
    }
    return {
      professional_id: professional.id,
      following: true,
      follower_count: await followerCount(tx, professional.id),
    };
  });
  await announce(deps, notices);
  return state;
}

/** Stops following; not following already is fine too. */
export async function unfollow(
  db: Database,
  followerId: number,
  slug: string,
): Promise<TFollowState> {
  const professional = await listedProfessional(db, slug);
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.professionalId, professional.id)));
  return {
    professional_id: professional.id,
    following: false,
    follower_count: await followerCount(db, professional.id),
  };
}

/**
 * The listed professionals `followerId` follows, newest follow first, one page (SPEC "Paged
 * table data"). Unpublished or blocked ones are left out, as everywhere public.
 */
export async function listFollowing(
  db: Database,
  followerId: number,
  lang: Language,
  page: number,
  perPage: number,
): Promise<{ data: TFollowedProfessional[]; meta: { pagination: TPagination } }> {
  const label = lang === 'fi' ? sql.raw('label_fi') : sql.raw('label_en');
  const where = and(eq(follows.followerId, followerId), isListed);
  const [[counted], rows] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.professionalId))
      .where(where),
    db
      .select({
        id: users.id,
        slug: users.slug,
        firstName: users.firstName,
        lastName: users.lastName,
        image: users.image,
        followedAt: follows.createdAt,
        specialities: sql<string[]>`coalesce((
          select json_agg(s.${label} order by ps.position, s.id)
          from professional_specialities ps join specialities s on s.id = ps.speciality_id
          where ps.user_id = ${users.id}), '[]'::json)`,
      })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.professionalId))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(follows.professionalId))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  const total = counted?.count ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      slug: row.slug ?? '',
      first_name: row.firstName,
      last_name: row.lastName,
      image: row.image,
      specialities: row.specialities,
      followed_at: row.followedAt.toISOString(),
    })),
    meta: { pagination: pagination(total, page, perPage, rows.length) },
  };
}
