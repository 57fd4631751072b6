import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { socialConnections } from '../db/schema';
import type { SecretBox } from '../platform/secret-box';

/**
 * Provider access tokens at rest (docs/social-activity.md "Tokens"), sealed by the secret box:
 * `token` holds the sealed value's text, `token_key_id` its key (which rows an old key still
 * holds is one query). Bound to the professional and provider, which identify the row.
 */

interface TokenRow {
  userId: number;
  provider: string;
  token: Buffer;
  tokenKeyId: string;
}

const sealContext = (row: Pick<TokenRow, 'userId' | 'provider'>) =>
  `social-token:${row.userId}:${row.provider}`;

export function sealProviderToken(
  box: SecretBox,
  owner: Pick<TokenRow, 'userId' | 'provider'>,
  accessToken: string,
): Pick<TokenRow, 'token' | 'tokenKeyId'> {
  return {
    token: Buffer.from(box.seal(accessToken, sealContext(owner))),
    tokenKeyId: box.currentKeyId,
  };
}

/** A sealed value's text begins `v2.<its key id>.`; anything else is the older binary form. */
function sealedText(row: TokenRow): string | null {
  const text = row.token.toString('latin1');
  return text.startsWith(`v2.${row.tokenKeyId}.`) ? text : null;
}

export function openProviderToken(box: SecretBox, row: TokenRow): string {
  const text = sealedText(row);
  return text === null
    ? box.openLegacyToken(row.tokenKeyId, row.token)
    : box.open(text, sealContext(row));
}

/**
 * Seals every stored token again with the current key (`npm run reseal-secrets`); answers how
 * many moved. Each row changes only if its token is still the one read, so a refresh racing
 * with this keeps its new token.
 */
export async function resealProviderTokens(db: Database, box: SecretBox): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: socialConnections.id,
        userId: socialConnections.userId,
        provider: socialConnections.provider,
        token: socialConnections.token,
        tokenKeyId: socialConnections.tokenKeyId,
      })
      .from(socialConnections)
      .where(and(gt(socialConnections.id, after), isNotNull(socialConnections.token)))
      .orderBy(asc(socialConnections.id))
      .limit(500);
    if (rows.length === 0) return moved;
    for (const { id, token, tokenKeyId, ...owner } of rows) {
      after = id;
      if (!token || !tokenKeyId) continue;
      const row = { ...owner, token, tokenKeyId };
      const text = sealedText(row);
      if (text !== null && !box.isStale(text)) continue;
      const sealed = sealProviderToken(box, row, openProviderToken(box, row));
      const updated = await db
        .update(socialConnections)
        .set(sealed)
        .where(and(eq(socialConnections.id, id), eq(socialConnections.token, token)))
        .returning({ id: socialConnections.id });
      moved += updated.length;
    }
  }
}
