import type { Language } from '@fitmarket/core/language';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { campaigns, users } from '../db/schema';
import { adContentView, campaignRows, SERVABLE } from './queries';

const LABEL: Record<Language, string> = { en: 'Sponsored', fi: 'Mainos' };

/**
 * GET /v1/professionals/{slug}/ad: the profile page's own ad (a profile-placement ads campaign,
 * free, at most one active), or null; only on a listed professional's page.
 */
export async function profileAd(db: Database, slug: string, lang: Language) {
  const [row] = await campaignRows(
    db,
    and(
      eq(campaigns.placement, 'profile'),
      eq(users.slug, slug),
      sql`${users.published} and not ${users.blocked}`,
      SERVABLE,
    ),
    { limit: 1, offset: 0 },
  );
  if (!row) return null;
  return {
    campaign_id: row.campaign.id,
    label: LABEL[lang],
    sponsor: `${row.owner.firstName} ${row.owner.lastName}`,
    ad: adContentView(row),
  };
}
