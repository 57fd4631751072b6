import {
  SOCIAL_TOKEN_REFRESH_BEFORE_DAYS,
  type SocialProviderId,
} from '@fitmarket/core/rules/social-activity';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { socialConnections } from '../db/schema';
import type { LiveDeps } from '../live/tell-user';
import { countedJob } from '../platform/jobs/counted-job';
import type { JobLog, RecurringJob } from '../platform/jobs/job-scheduler';
import { ProviderTokenError } from '../platform/social-activity/content-provider';
import { openProviderToken, sealProviderToken } from './provider-token';
import { needsReconnect } from './reconnect';

/**
 * Long-lived tokens are renewed before they expire (Instagram's last 60 days and are refreshed
 * with ig_refresh_token; Facebook Page tokens do not expire). An hourly scan queues a durable
 * `social-token-refresh` job per connection within SOCIAL_TOKEN_REFRESH_BEFORE_DAYS of its
 * expiry; the job stores the new token sealed with the current key (which also moves rows off
 * a retired key). A refused refresh means the token is dead: the connection needs reconnecting.
 */

declare module '../platform/jobs/job-queue' {
  interface JobPayloads {
    'social-token-refresh': { connectionId: number };
  }
}

const DAY_MS = 86_400_000;
const SCAN_EVERY_MS = 3_600_000;

type RefreshDeps = Pick<
  AppDeps,
  'database' | 'contentProviders' | 'mail' | 'config' | 'secretBox'
> &
  LiveDeps;

export async function refreshToken(
  deps: RefreshDeps,
  connectionId: number,
): Promise<'refreshed' | 'lasting' | 'gone' | 'reconnect'> {
  const { db } = deps.database;
  const [connection] = await db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.id, connectionId));
  const provider =
    connection && deps.contentProviders.providers.get(connection.provider as SocialProviderId);
  if (!connection?.token || !connection.tokenKeyId || !provider) return 'gone';
  const token = openProviderToken(deps.secretBox, {
    ...connection,
    token: connection.token,
    tokenKeyId: connection.tokenKeyId,
  });
  let fresh: Awaited<ReturnType<typeof provider.refresh>>;
  try {
    fresh = await provider.refresh(token);
  } catch (error) {
    if (!(error instanceof ProviderTokenError)) throw error;
    await needsReconnect(deps, connectionId, error.message);
    return 'reconnect';
  }
  if (!fresh) return 'lasting';
  await db
    .update(socialConnections)
    .set({
      ...sealProviderToken(deps.secretBox, connection, fresh.accessToken),
      tokenExpiresAt: fresh.expiresAt,
    })
    .where(eq(socialConnections.id, connectionId));
  return 'refreshed';
}

/** Queues a refresh for each token expiring soon (once a day per connection). */
export async function queueDueRefreshes(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  now = new Date(),
): Promise<number> {
  const soon = new Date(now.getTime() + SOCIAL_TOKEN_REFRESH_BEFORE_DAYS * DAY_MS);
  const day = now.toISOString().slice(0, 10);
  return deps.database.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: socialConnections.id })
      .from(socialConnections)
      .where(
        and(
          eq(socialConnections.status, 'connected'),
          isNotNull(socialConnections.token),
          lt(socialConnections.tokenExpiresAt, soon),
        ),
      )
      .limit(1000);
    for (const { id } of due) {
      await deps.jobs.enqueue(
        tx,
        'social-token-refresh',
        { connectionId: id },
        { dedupeKey: `social-token-refresh:${id}:${day}` },
      );
    }
    return due.length;
  });
}

export function socialTokenRefresher(deps: RefreshDeps) {
  return async ({ connectionId }: { connectionId: number }) => {
    await refreshToken(deps, connectionId);
  };
}

export function socialTokenScanJob(
  deps: Pick<AppDeps, 'database' | 'jobs'>,
  log: JobLog,
): RecurringJob {
  return countedJob(
    {
      name: 'social-token-scan',
      everyMs: SCAN_EVERY_MS,
      work: () => queueDueRefreshes(deps),
      counted: 'queued',
      message: 'social token refreshes queued',
    },
    log,
  );
}
