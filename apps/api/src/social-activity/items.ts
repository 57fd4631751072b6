import type {
  TPublicSocialItem,
  TSocialItem,
  TSocialItemUpdate,
} from '@fitmarket/core/api/social-activity';
import {
  type Relevance,
  SOCIAL_PUBLIC_ITEM_LIMIT,
  SOCIAL_SUGGESTION_COUNT,
  type SocialProviderId,
  shownRelevance,
} from '@fitmarket/core/rules/social-activity';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { AppDeps } from '../app-deps';
import { socialConnections, socialItems, users } from '../db/schema';
import { AppError } from '../errors/app-error';
import { defineCache, publicDataChanged } from '../platform/caches';
import type { FileStorage } from '../platform/storage/file-storage';
import { createTtlCache } from '../platform/ttl-cache';
import { displayUrl } from '../uploads/stored-images';

/**
 * Imported posts: the owner's list with its controls (relevance override, featured, hidden,
 * commercial), the suggestions to feature, and the public Social tab, which reads only our own
 * store (docs/social-activity.md "The Social tab").
 */

type Deps = Pick<AppDeps, 'database' | 'storage'>;

/** Social tabs kept at once per process, as the guest profiles (public-profile/guest-cache.ts). */
const GUEST_TAB_ENTRIES = 5000;

/**
 * Social tabs as a guest sees them, for PUBLIC_PROFILE_CACHE_SECONDS per slug like the profile
 * beside them: a visited profile's tab is read from the database once per period, not per
 * visitor. An owner's change of an item (hide, feature) drops them everywhere at once (below);
 * newly imported posts appear when the entry expires. Refusals (404) are not kept.
 */
const guestTabs = defineCache(
  'guest social tabs',
  (deps) =>
    createTtlCache<TPublicSocialItem[]>({
      ttlMs: deps.config.PUBLIC_PROFILE_CACHE_SECONDS * 1000,
      maxEntries: GUEST_TAB_ENTRIES,
    }),
  (cache) => cache.clear(),
);

interface MediaRow {
  file_id: string;
  width: number;
  height: number;
  video: boolean;
}

/**
 * What an item's list query selects; `media` is built in the same query. Subqueries name the
 * outer table in full: Drizzle leaves a one-table select's columns unqualified.
 */
const itemColumns = {
  id: socialItems.id,
  provider: socialItems.provider,
  connectionId: socialItems.connectionId,
  caption: socialItems.caption,
  permalink: socialItems.permalink,
  postedAt: socialItems.postedAt,
  likes: socialItems.likes,
  comments: socialItems.comments,
  relevance: socialItems.relevance,
  relevanceOverride: socialItems.relevanceOverride,
  featured: socialItems.featured,
  hidden: socialItems.hidden,
  commercial: socialItems.commercial,
  media: sql<MediaRow[]>`coalesce((
    select json_agg(json_build_object('file_id', f.id, 'width', f.width, 'height', f.height,
      'video', m.video) order by m.position)
    from social_item_media m join files f on f.id = m.file_id
    where m.item_id = social_items.id), '[]'::json)`,
};
interface ItemRow {
  id: number;
  provider: string;
  connectionId: number | null;
  caption: string;
  permalink: string;
  postedAt: Date;
  likes: number;
  comments: number;
  relevance: string;
  relevanceOverride: string | null;
  featured: boolean;
  hidden: boolean;
  commercial: boolean;
  media: MediaRow[];
}

function toItem(storage: FileStorage, row: ItemRow): TSocialItem {
  const scored = row.relevance as Relevance;
  const override = row.relevanceOverride as Relevance | null;
  return {
    id: row.id,
    provider: row.provider as SocialProviderId,
    connection_id: row.connectionId,
    caption: row.caption,
    permalink: row.permalink,
    posted_at: row.postedAt.toISOString(),
    media: row.media.map((media) => ({
      url: displayUrl(storage, { id: media.file_id, kind: 'social' }),
      width: media.width,
      height: media.height,
      video: media.video,
    })),
    likes: row.likes,
    comments: row.comments,
    scored_relevance: scored,
    relevance_override: override,
    relevance: shownRelevance(scored, override),
    featured: row.featured,
    hidden: row.hidden,
    commercial: row.commercial,
  };
}

/** The shown level as a number to order by (high first). */
const shownRank = sql`case coalesce(${socialItems.relevanceOverride}, ${socialItems.relevance})
  when 'high' then 3 when 'medium' then 2 else 1 end`;

async function itemsWhere(
  deps: Deps,
  where: SQL | undefined,
  order: SQL[],
  limit = 1000,
): Promise<TSocialItem[]> {
  const rows = await deps.database.db
    .select(itemColumns)
    .from(socialItems)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => toItem(deps.storage, row));
}

/** Every imported item of the professional, hidden ones too, newest first. */
export function ownItems(deps: Deps, userId: number): Promise<TSocialItem[]> {
  return itemsWhere(deps, eq(socialItems.userId, userId), [
    desc(socialItems.postedAt),
    desc(socialItems.id),
  ]);
}

/** The items the rule ranks highest that are neither featured nor hidden (SPEC §7 "suggest"). */
export function suggestions(deps: Deps, userId: number): Promise<TSocialItem[]> {
  return itemsWhere(
    deps,
    and(
      eq(socialItems.userId, userId),
      eq(socialItems.featured, false),
      eq(socialItems.hidden, false),
    ),
    [
      desc(shownRank),
      desc(sql`${socialItems.likes} + ${socialItems.comments}`),
      desc(socialItems.postedAt),
    ],
    SOCIAL_SUGGESTION_COUNT,
  );
}

export async function updateItem(
  deps: Deps,
  actor: Actor,
  itemId: number,
  patch: TSocialItemUpdate,
): Promise<TSocialItem> {
  const { db } = deps.database;
  const [row] = await db
    .select({ userId: socialItems.userId })
    .from(socialItems)
    .where(eq(socialItems.id, itemId));
  if (!row) throw new AppError({ code: 1302 });
  authorize(actor, 'social.manage', { ownerId: row.userId });
  const set: Partial<typeof socialItems.$inferInsert> = {};
  if (patch.relevance_override !== undefined) set.relevanceOverride = patch.relevance_override;
  if (patch.featured !== undefined) set.featured = patch.featured;
  if (patch.hidden !== undefined) set.hidden = patch.hidden;
  if (patch.commercial !== undefined) set.commercial = patch.commercial;
  if (Object.keys(set).length > 0) {
    // What the public Social tab shows changed: the guests' cached tabs go (on commit).
    await db.transaction(async (tx) => {
      await tx.update(socialItems).set(set).where(eq(socialItems.id, itemId));
      publicDataChanged();
    });
  }
  const [item] = await itemsWhere(deps, eq(socialItems.id, itemId), [desc(socialItems.id)], 1);
  if (!item) throw new AppError({ code: 1302 });
  return item;
}

/**
 * The public Social tab of the professional at `slug`: featured items first, then the default
 * provider's, then high before medium, newest first; hidden and low items are left out. Who may
 * see it is decided as for the profile (an unlisted one: its owner and staff only, else 404).
 */
export function publicItems(
  deps: Deps & Pick<AppDeps, 'caches'>,
  slug: string,
  viewer: Actor | null,
): Promise<TPublicSocialItem[]> {
  if (viewer) return readPublicItems(deps, slug, viewer);
  return deps.caches.of(guestTabs).get(slug, () => readPublicItems(deps, slug, null));
}

async function readPublicItems(
  deps: Deps,
  slug: string,
  viewer: Actor | null,
): Promise<TPublicSocialItem[]> {
  const { db } = deps.database;
  const [owner] = await db
    .select({ id: users.id, published: users.published, blocked: users.blocked })
    .from(users)
    .where(and(eq(users.slug, slug), eq(users.role, 'professional')))
    .limit(1);
  if (!owner) throw new AppError({ code: 1302 });
  const listed = owner.published && !owner.blocked;
  if (!listed) {
    if (!viewer) throw new AppError({ code: 1302 });
    authorize(viewer, 'professional.view', { userId: owner.id, listed });
  }
  const items = await itemsWhere(
    deps,
    and(
      eq(socialItems.userId, owner.id),
      eq(socialItems.hidden, false),
      sql`(${socialItems.featured} or ${shownRank} >= 2)`,
    ),
    [
      desc(socialItems.featured),
      desc(sql`exists (select 1 from ${socialConnections} c
        where c.id = social_items.connection_id and c.is_default)`),
      desc(shownRank),
      desc(socialItems.postedAt),
    ],
    SOCIAL_PUBLIC_ITEM_LIMIT,
  );
  return items.map(
    ({ id, provider, caption, permalink, posted_at, media, relevance, featured, commercial }) => ({
      id,
      provider,
      caption,
      permalink,
      posted_at,
      media,
      relevance,
      featured,
      commercial,
    }),
  );
}
