import {
  SOCIAL_IMPORT_EVERY_HOURS,
  SOCIAL_IMPORT_MAX_POSTS,
  type SocialProviderId,
} from '@fitmarket/core/rules/social-activity';
import { and, asc, count, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { socialConnections, socialItemMedia, socialItems } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { LiveDeps } from '../live/tell-user';
import { countedJob } from '../platform/jobs/counted-job';
import type { JobLog, RecurringJob } from '../platform/jobs/job-scheduler';
import {
  type ContentProvider,
  downloadMedia,
  ProviderError,
  type ProviderPost,
  ProviderRateLimitError,
  ProviderTokenError,
} from '../platform/social-activity/content-provider';
import type { TextAnalyser } from '../search/language/analyser';
import { discardUnusedFiles, storeImage } from '../uploads/stored-images';
import { openProviderToken } from './provider-token';
import { needsReconnect } from './reconnect';
import { rescoreItems } from './relevance';

/**
 * The import of a connection's posts (docs/social-activity.md "Import"), a durable job queued
 * when it is connected and then every SOCIAL_IMPORT_EVERY_HOURS by the scan below.
 *
 * - Idempotent: a post is one row per (professional, provider, post id); a repeat read
 *   updates its caption and counts and copies no image again.
 * - Resumable: the cursor of the next page is saved with each page's items, so a job that
 *   failed mid-way (the provider's 5xx, a crash) goes on from there when retried.
 * - No half item: a post's images are copied through the upload pipeline first, then the post
 *   and its media rows go in one transaction; a failure in between discards the copies.
 * - Deletions: every post read carries the import's start in `seen_at`; at the end, the
 *   connection's items not seen since (deleted at the provider, or past the newest
 *   SOCIAL_IMPORT_MAX_POSTS) go, with their images.
 * - A rate-limit answer queues the import again after the wait the provider asks for; an
 *   expired or revoked token marks the connection "needs reconnecting" (reconnect.ts).
 */

declare module '../platform/jobs/job-queue' {
  interface JobPayloads {
    'social-import': { connectionId: number };
  }
}

export interface ImportDeps
  extends Pick<
    AppDeps,
    | 'database'
    | 'storage'
    | 'contentProviders'
    | 'jobs'
    | 'mail'
    | 'config'
    | 'pubsub'
    | 'secretBox'
  > {
  analyser: TextAnalyser;
  log: JobLog & LiveDeps['log'];
}

type Jobs = Pick<AppDeps['jobs'], 'enqueue'>;
type Connection = typeof socialConnections.$inferSelect;

const HOUR_MS = 3_600_000;
const SCAN_EVERY_MS = 60_000;

export function queueImport(
  jobs: Jobs,
  tx: Parameters<Jobs['enqueue']>[0],
  connectionId: number,
  at: Date,
  runAt?: Date,
) {
  return jobs.enqueue(
    tx,
    'social-import',
    { connectionId },
    { dedupeKey: `social-import:${connectionId}:${(runAt ?? at).toISOString()}`, runAt },
  );
}

export type ImportOutcome = 'imported' | 'gone' | 'reconnect' | 'rate-limited';

export async function importConnection(
  deps: ImportDeps,
  connectionId: number,
  now = new Date(),
): Promise<ImportOutcome> {
  const { db } = deps.database;
  const [connection] = await db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.id, connectionId));
  const provider =
    connection && deps.contentProviders.providers.get(connection.provider as SocialProviderId);
  if (!connection?.token || !connection.tokenKeyId || !provider) return 'gone';
  if (connection.status === 'needs_reconnect') return 'gone';
  const accessToken = openProviderToken(deps.secretBox, {
    ...connection,
    token: connection.token,
    tokenKeyId: connection.tokenKeyId,
  });

  // A run left unfinished goes on from its cursor; otherwise a new one starts now.
  const startedAt = connection.importStartedAt ?? now;
  if (!connection.importStartedAt) {
    await db
      .update(socialConnections)
      .set({ importStartedAt: startedAt, importCursor: null })
      .where(eq(socialConnections.id, connectionId));
  }
  let after = connection.importStartedAt ? connection.importCursor : null;
  let seen = await seenCount(db, connectionId, startedAt);
  try {
    while (seen < SOCIAL_IMPORT_MAX_POSTS) {
      const page = await provider.posts({ accessToken, accountId: connection.accountId }, after);
      for (const post of page.posts.slice(0, SOCIAL_IMPORT_MAX_POSTS - seen)) {
        await storePost(deps, connection, provider, post, startedAt);
        seen += 1;
      }
      after = page.after;
      await db
        .update(socialConnections)
        .set({ importCursor: after })
        .where(eq(socialConnections.id, connectionId));
      await rescoreItems(db, deps.analyser, connection.userId, now);
      if (!after) break;
    }
  } catch (error) {
    if (error instanceof ProviderTokenError) {
      await needsReconnect(deps, connectionId, error.message);
      return 'reconnect';
    }
    if (error instanceof ProviderRateLimitError) {
      // The page's cursor is saved: the next run goes on where this one stopped.
      await db.transaction(async (tx) => {
        await tx
          .update(socialConnections)
          .set({ lastError: 'rate_limited' })
          .where(eq(socialConnections.id, connectionId));
        await queueImport(
          deps.jobs,
          tx,
          connectionId,
          now,
          new Date(now.getTime() + error.retryAfterMs),
        );
      });
      return 'rate-limited';
    }
    await db
      .update(socialConnections)
      .set({ status: 'error', lastError: error instanceof ProviderError ? 'provider' : 'import' })
      .where(eq(socialConnections.id, connectionId));
    // The job is retried with back-off and resumes from the saved cursor.
    throw error;
  }
  await finishImport(deps, connection, startedAt, now);
  return 'imported';
}

async function seenCount(db: Database, connectionId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(socialItems)
    .where(and(eq(socialItems.connectionId, connectionId), gte(socialItems.seenAt, since)));
  return row?.n ?? 0;
}

/** Stores one post: a known one is updated, a new one gets its images copied first. */
async function storePost(
  deps: ImportDeps,
  connection: Connection,
  provider: ContentProvider,
  post: ProviderPost,
  seenAt: Date,
): Promise<void> {
  const { db } = deps.database;
  const known = {
    caption: post.caption,
    permalink: post.permalink,
    postedAt: post.postedAt,
    likes: Math.max(0, post.likes),
    comments: Math.max(0, post.comments),
    connectionId: connection.id,
    seenAt,
  };
  const [updated] = await db
    .update(socialItems)
    .set(known)
    .where(
      and(
        eq(socialItems.userId, connection.userId),
        eq(socialItems.provider, provider.id),
        eq(socialItems.externalId, post.id),
      ),
    )
    .returning({ id: socialItems.id });
  if (updated) return;

  const copies: { fileId: string; video: boolean }[] = [];
  try {
    for (const media of post.media) {
      const body = await downloadMedia(media.url);
      try {
        const file = await storeImage(
          { db, storage: deps.storage },
          { ownerId: connection.userId, kind: 'social', body },
        );
        copies.push({ fileId: file.id, video: media.video });
      } catch (error) {
        // An image the pipeline refuses (too small, not an image) is left out, not the post.
        if (!(error instanceof AppError)) throw error;
      }
    }
    await db.transaction(async (tx) => {
      const [item] = await tx
        .insert(socialItems)
        .values({
          userId: connection.userId,
          provider: provider.id,
          externalId: post.id,
          relevance: 'low',
          ...known,
        })
        .onConflictDoNothing()
        .returning({ id: socialItems.id });
      // Another run stored it meanwhile: its copies stay unused and go below.
      if (!item) throw new ConcurrentImportError();
      if (copies.length > 0) {
        await tx
          .insert(socialItemMedia)
          .values(copies.map((copy, position) => ({ itemId: item.id, position, ...copy })));
      }
    });
  } catch (error) {
    await discardUnusedFiles(
      { db, storage: deps.storage },
      copies.map((copy) => copy.fileId),
    );
    if (error instanceof ConcurrentImportError) return;
    throw error;
  }
}

class ConcurrentImportError extends Error {}

/** The run read every page: unseen items go, the connection is imported and next due later. */
async function finishImport(
  deps: ImportDeps,
  connection: Connection,
  startedAt: Date,
  now: Date,
): Promise<void> {
  const { db } = deps.database;
  const gone = db
    .select({ id: socialItems.id })
    .from(socialItems)
    .where(and(eq(socialItems.connectionId, connection.id), lt(socialItems.seenAt, startedAt)));
  const fileIds = await db.transaction(async (tx) => {
    const media = await tx
      .select({ fileId: socialItemMedia.fileId })
      .from(socialItemMedia)
      .where(inArray(socialItemMedia.itemId, gone));
    await tx
      .delete(socialItems)
      .where(and(eq(socialItems.connectionId, connection.id), lt(socialItems.seenAt, startedAt)));
    await tx
      .update(socialConnections)
      .set({
        status: 'connected',
        lastError: null,
        lastImportAt: now,
        importCursor: null,
        importStartedAt: null,
        nextImportAt: new Date(now.getTime() + SOCIAL_IMPORT_EVERY_HOURS * HOUR_MS),
      })
      .where(eq(socialConnections.id, connection.id));
    return media.map((row) => row.fileId);
  });
  await discardUnusedFiles({ db, storage: deps.storage }, fileIds);
  await rescoreItems(db, deps.analyser, connection.userId, now);
}

/** The job handler. */
export function socialImporter(deps: ImportDeps) {
  return async ({ connectionId }: { connectionId: number }) => {
    const outcome = await importConnection(deps, connectionId);
    if (outcome !== 'imported') deps.log.info({ connectionId, outcome }, 'social import ended');
  };
}

/**
 * Claims the connections due (moving each one's next import on) and queues an import for
 * each, in one transaction, so with several instances each is claimed once a round.
 */
export async function queueDueImports(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  now = new Date(),
): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const due = tx
      .select({ id: socialConnections.id })
      .from(socialConnections)
      .where(
        and(
          lte(socialConnections.nextImportAt, now),
          ne(socialConnections.status, 'needs_reconnect'),
          isNotNull(socialConnections.token),
        ),
      )
      .orderBy(asc(socialConnections.nextImportAt))
      .limit(500)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(socialConnections)
      .set({ nextImportAt: new Date(now.getTime() + SOCIAL_IMPORT_EVERY_HOURS * HOUR_MS) })
      .where(sql`${socialConnections.id} in (${due})`)
      .returning({ id: socialConnections.id });
    for (const { id } of claimed) await queueImport(deps.jobs, tx, id, now);
    return claimed.length;
  });
}

export function socialImportScanJob(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  log: JobLog,
): RecurringJob {
  return countedJob(
    {
      name: 'social-import-scan',
      everyMs: SCAN_EVERY_MS,
      work: () => queueDueImports(deps),
      counted: 'queued',
      message: 'social imports queued',
    },
    log,
  );
}
