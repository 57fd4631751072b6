import type { TSocialConnection, TSocialProvider } from '@fitmarket/core/api/social-activity';
import {
  connectionStatus,
  SOCIAL_PROVIDER_NAMES,
  SOCIAL_PROVIDERS,
  type SocialProviderId,
  type StoredConnectionStatus,
} from '@fitmarket/core/rules/social-activity';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type Actor, authorize } from '../access/permissions';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { socialConnections, socialItemMedia, socialItems } from '../db/schema';
import { AppError } from '../errors/app-error';
import { publicDataChanged } from '../platform/caches';
import { discardUnusedFiles } from '../uploads/stored-images';

/** The professional's connections: listed, made the default, removed (SPEC §7). */

/** Every provider, and whether this installation offers it (SPEC §7 "get all"). */
export function providerList(deps: Pick<AppDeps, 'contentProviders'>): TSocialProvider[] {
  const { providers } = deps.contentProviders;
  return SOCIAL_PROVIDERS.map((id) => ({
    id,
    name: SOCIAL_PROVIDER_NAMES[id],
    configured: providers.has(id),
  }));
}

/** The professional's connections, default first (SPEC §7 "get connected"). */
export async function connectionList(
  db: Pick<Database, 'select'>,
  userId: number,
  now = new Date(),
): Promise<TSocialConnection[]> {
  const rows = await db
    .select({
      id: socialConnections.id,
      provider: socialConnections.provider,
      accountName: socialConnections.accountName,
      status: socialConnections.status,
      isDefault: socialConnections.isDefault,
      lastImportAt: socialConnections.lastImportAt,
      lastError: socialConnections.lastError,
      tokenExpiresAt: socialConnections.tokenExpiresAt,
      createdAt: socialConnections.createdAt,
      // Named in full: Drizzle leaves a one-table select's columns unqualified.
      itemCount: sql<number>`(select count(*)::int from ${socialItems} i
        where i.connection_id = social_connections.id)`,
    })
    .from(socialConnections)
    .where(eq(socialConnections.userId, userId))
    .orderBy(sql`${socialConnections.isDefault} desc`, asc(socialConnections.id));
  return rows.map((row) => {
    const stored = row.status as StoredConnectionStatus;
    return {
      id: row.id,
      provider: row.provider as SocialProviderId,
      account_name: row.accountName,
      status: connectionStatus(stored, row.tokenExpiresAt, now),
      is_default: row.isDefault,
      first_import_pending: row.lastImportAt === null && stored !== 'needs_reconnect',
      last_import_at: row.lastImportAt?.toISOString() ?? null,
      last_error: row.lastError,
      token_expires_at: row.tokenExpiresAt?.toISOString() ?? null,
      item_count: row.itemCount,
      connected_at: row.createdAt.toISOString(),
    };
  });
}

/** The connection if it is the actor's (someone else's is 404 with 1302, as a missing one). */
async function ownConnection(db: Database, actor: Actor, connectionId: number) {
  const [row] = await db
    .select({ userId: socialConnections.userId, isDefault: socialConnections.isDefault })
    .from(socialConnections)
    .where(eq(socialConnections.id, connectionId));
  if (!row) throw new AppError({ code: 1302 });
  authorize(actor, 'social.manage', { ownerId: row.userId });
  return row;
}

/** Its items lead the public Social tab (SPEC §7 "set default"). */
export async function setDefaultConnection(
  db: Database,
  actor: Actor,
  connectionId: number,
): Promise<TSocialConnection[]> {
  await ownConnection(db, actor, connectionId);
  await db.transaction(async (tx) => {
    await tx
      .update(socialConnections)
      .set({ isDefault: false })
      .where(and(eq(socialConnections.userId, actor.id), ne(socialConnections.id, connectionId)));
    await tx
      .update(socialConnections)
      .set({ isDefault: true })
      .where(eq(socialConnections.id, connectionId));
  });
  return connectionList(db, actor.id);
}

/**
 * Disconnects (SPEC §7 "delete"): the row and with it the encrypted token go at once. The
 * imported items go too, with their images, unless the professional keeps them (they stay on
 * the profile, no longer imported). Another connection becomes the default if this one was.
 */
export async function disconnect(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  actor: Actor,
  connectionId: number,
  items: 'remove' | 'keep',
): Promise<TSocialConnection[]> {
  const { db } = deps.database;
  const connection = await ownConnection(db, actor, connectionId);
  const fileIds = await db.transaction(async (tx) => {
    let removed: string[] = [];
    if (items === 'remove') {
      const media = await tx
        .select({ fileId: socialItemMedia.fileId })
        .from(socialItemMedia)
        .innerJoin(socialItems, eq(socialItems.id, socialItemMedia.itemId))
        .where(eq(socialItems.connectionId, connectionId));
      removed = media.map((row) => row.fileId);
      await tx.delete(socialItems).where(eq(socialItems.connectionId, connectionId));
      // Their files go below: guests' cached Social tabs must not keep showing them.
      publicDataChanged();
    }
    await tx.delete(socialConnections).where(eq(socialConnections.id, connectionId));
    if (connection.isDefault) {
      const [next] = await tx
        .select({ id: socialConnections.id })
        .from(socialConnections)
        .where(eq(socialConnections.userId, actor.id))
        .orderBy(asc(socialConnections.id))
        .limit(1);
      if (next) {
        await tx
          .update(socialConnections)
          .set({ isDefault: true })
          .where(eq(socialConnections.id, next.id));
      }
    }
    return removed;
  });
  await discardUnusedFiles({ db, storage: deps.storage }, fileIds);
  return connectionList(db, actor.id);
}
