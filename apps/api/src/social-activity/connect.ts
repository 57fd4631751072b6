import { createHash } from 'node:crypto';
import type { ErrorCode } from '@fitmarket/core/errors/catalogue';
import { WEB_LINKS } from '@fitmarket/core/links';
import {
  SOCIAL_IMPORT_EVERY_HOURS,
  type SocialProviderId,
} from '@fitmarket/core/rules/social-activity';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { consumeCode, createCode } from '../auth/codes';
import { newSecret } from '../auth/secrets';
import type { Config } from '../config';
import { socialConnections } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { ContentProvider, ProviderGrant } from '../platform/social-activity/content-provider';
import { queueImport } from './import';
import { sealProviderToken } from './provider-token';

/**
 * Connecting a content provider (docs/social-activity.md "Connecting"): the professional asks
 * for the provider's consent page; the provider sends the browser back to the callback with a
 * code and our `state`, which names the professional (kept in the database for 10 minutes,
 * once) and, where the provider takes PKCE, the verifier only the API knows. The callback
 * stores the encrypted long-lived token and queues the first import in one transaction.
 */

type Deps = Pick<AppDeps, 'config' | 'database' | 'contentProviders' | 'jobs' | 'secretBox'>;

const ZPendingConnectSchema = z.object({
  provider: z.string(),
  userId: z.string(),
  verifier: z.string(),
});

/** Registered at each provider as its redirect URI. */
export function connectCallbackUrl(config: Pick<Config, 'webUrl'>, provider: string): string {
  return `${config.webUrl}/v1/social/callback/${provider}`;
}

/** The provider a call names, if this installation offers it (else 422 with 1316). */
export function offeredProvider(deps: Pick<Deps, 'contentProviders'>, id: SocialProviderId) {
  const provider = deps.contentProviders.providers.get(id);
  if (!provider) throw new AppError({ code: 1316 });
  return provider;
}

/** Starts connecting (or reconnecting): the consent page to send the browser to. */
export async function startConnect(
  deps: Deps,
  userId: number,
  providerId: SocialProviderId,
): Promise<string> {
  const provider = offeredProvider(deps, providerId);
  const verifier = newSecret();
  const pending: z.infer<typeof ZPendingConnectSchema> = {
    provider: provider.id,
    userId: String(userId),
    verifier,
  };
  const state = await createCode(deps.database.db, {
    purpose: 'social_connect',
    email: '',
    userId,
    payload: pending,
  });
  return provider.authorizationUrl({
    state,
    redirectUri: connectCallbackUrl(deps.config, provider.id),
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
  });
}

/** `?social=connected&provider=` or `?social=error&provider=&error=CODE` on the account page. */
function pageFor(config: Config, provider: string, error: ErrorCode | null): string {
  const query = new URLSearchParams(
    error === null
      ? { social: 'connected', provider }
      : { social: 'error', provider, error: String(error) },
  );
  return `${config.webUrl}${WEB_LINKS.socialActivities}?${query}`;
}

/**
 * The provider sent the browser back. Never throws (a browser waits for a page): a refused
 * consent, an unknown, used or expired state, or a state made for another provider lands on
 * the account page with 1152; a provider that cannot be reached with 1306.
 */
export async function finishConnect(
  deps: Deps,
  input: { providerId: SocialProviderId; code?: string; state?: string; error?: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
  now = new Date(),
): Promise<string> {
  const { db } = deps.database;
  const row = input.state ? await consumeCode(db, 'social_connect', input.state) : null;
  const pending = ZPendingConnectSchema.safeParse(row?.payload);
  const provider = deps.contentProviders.providers.get(input.providerId);
  if (
    !pending.success ||
    pending.data.provider !== input.providerId ||
    !provider ||
    input.error ||
    !input.code
  ) {
    return pageFor(deps.config, input.providerId, 1152);
  }
  let grant: ProviderGrant;
  try {
    grant = await provider.connect({
      code: input.code,
      redirectUri: connectCallbackUrl(deps.config, provider.id),
      codeVerifier: pending.data.verifier,
    });
  } catch (error) {
    log.warn({ err: error, provider: provider.id }, 'social connect failed');
    return pageFor(deps.config, input.providerId, 1306);
  }
  await saveConnection(deps, Number(pending.data.userId), provider, grant, now);
  return pageFor(deps.config, input.providerId, null);
}

/**
 * Stores the grant (a reconnect replaces the token and clears the error) and queues an import
 * at once, in one transaction. The first connection becomes the default.
 */
export async function saveConnection(
  deps: Pick<Deps, 'database' | 'jobs' | 'secretBox'>,
  userId: number,
  provider: Pick<ContentProvider, 'id'>,
  grant: ProviderGrant,
  now = new Date(),
): Promise<number> {
  const sealed = sealProviderToken(
    deps.secretBox,
    { userId, provider: provider.id },
    grant.accessToken,
  );
  return deps.database.db.transaction(async (tx) => {
    const values = {
      accountId: grant.accountId,
      accountName: grant.accountName,
      ...sealed,
      tokenExpiresAt: grant.expiresAt,
      status: 'connected',
      lastError: null,
      importCursor: null,
      importStartedAt: null,
      // The import queued below is the first; the scan takes over after it.
      nextImportAt: new Date(now.getTime() + SOCIAL_IMPORT_EVERY_HOURS * 3_600_000),
    };
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(socialConnections)
      .where(
        and(eq(socialConnections.userId, userId), ne(socialConnections.provider, provider.id)),
      );
    const [saved] = await tx
      .insert(socialConnections)
      .values({ userId, provider: provider.id, isDefault: (others?.n ?? 0) === 0, ...values })
      .onConflictDoUpdate({
        target: [socialConnections.userId, socialConnections.provider],
        set: values,
      })
      .returning({ id: socialConnections.id });
    if (!saved) throw new Error('social connection not saved');
    await queueImport(deps.jobs, tx, saved.id, now);
    return saved.id;
  });
}
