import type { Language } from '@fitmarket/core/language';
import { WEB_LINKS } from '@fitmarket/core/links';
import {
  SOCIAL_PROVIDER_NAMES,
  type SocialProviderId,
} from '@fitmarket/core/rules/social-activity';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { composeMail, type MailText } from '../auth/emails';
import { socialConnections, users } from '../db/schema';
import type { LiveDeps } from '../live/tell-user';
import { announce, type Notice, notify } from '../notifications/notify';

/**
 * A provider refused the token (expired or revoked): the connection needs reconnecting. Its
 * token is deleted (it opens nothing any more), imports stop, and the professional is told
 * once, in app and by e-mail, in the transaction that changes the state: a second refusal
 * finds the state already changed and tells nobody again. Reconnecting clears it.
 */

const texts: Record<Language, (provider: string) => MailText> = {
  en: (provider) => ({
    subject: `Reconnect ${provider} to keep your profile's social activity up to date`,
    lines: [
      `${provider} no longer accepts our access to your account: its permission expired or was removed.`,
      'Your imported posts stay on your profile, but new ones are not imported until you connect it again.',
    ],
    action: `Reconnect ${provider}`,
  }),
  fi: (provider) => ({
    subject: `Yhdistä ${provider} uudelleen, jotta profiilisi someaktiivisuus pysyy ajan tasalla`,
    lines: [
      `${provider} ei enää hyväksy pääsyämme tiliisi: lupa on vanhentunut tai se on peruttu.`,
      'Jo tuodut julkaisut näkyvät profiilissasi, mutta uusia ei tuoda ennen kuin yhdistät tilin uudelleen.',
    ],
    action: `Yhdistä ${provider} uudelleen`,
  }),
};

export async function needsReconnect(
  deps: Pick<AppDeps, 'database' | 'mail' | 'config'> & LiveDeps,
  connectionId: number,
  reason: string,
): Promise<boolean> {
  const { db } = deps.database;
  const notice = await db.transaction(async (tx): Promise<Notice | null> => {
    const [changed] = await tx
      .update(socialConnections)
      .set({
        status: 'needs_reconnect',
        token: null,
        tokenKeyId: null,
        lastError: 'token',
        importCursor: null,
        importStartedAt: null,
      })
      .where(
        and(
          eq(socialConnections.id, connectionId),
          ne(socialConnections.status, 'needs_reconnect'),
        ),
      )
      .returning({ userId: socialConnections.userId, provider: socialConnections.provider });
    if (!changed) return null;
    const [user] = await tx
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, changed.userId));
    if (!user) return null;
    const provider = SOCIAL_PROVIDER_NAMES[changed.provider as SocialProviderId];
    const lang: Language = user.language === 'fi' ? 'fi' : 'en';
    const told = await notify(tx, {
      userId: changed.userId,
      type: 'social_reconnect',
      data: { provider: changed.provider, reason: reason.slice(0, 200) },
      mailedElsewhere: true,
    });
    await deps.mail.send(
      composeMail(
        user.email,
        texts[lang](provider),
        `${deps.config.webUrl}${WEB_LINKS.socialActivities}`,
      ),
      { tx },
    );
    return told;
  });
  if (notice) await announce(deps, [notice]);
  return notice !== null;
}
