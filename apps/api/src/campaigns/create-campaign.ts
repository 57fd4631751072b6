import type {
  TCampaignType,
  TCreateAdsCampaign,
  TCreatedCampaign,
  TCreateSearchCampaign,
} from '@fitmarket/core/api/campaigns';
import {
  AD_IMAGE_KIND,
  CAMPAIGN_RETURN_PATH,
  ZCreateAdsCampaignSchema,
} from '@fitmarket/core/api/campaigns';
import { sanitizeAdDescription } from '@fitmarket/core/rules/ad-html';
import { impressionsForBudget, validateBudget } from '@fitmarket/core/rules/campaign-pricing';
import { normalizeKeyword, validateCampaignKeywords } from '@fitmarket/core/rules/keywords';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../access/permissions';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { campaigns, professionalAffiliates } from '../db/schema';
import { AppError, type AppErrorItem } from '../errors/app-error';
import { openCheckout, recordPayment } from '../payments/start-checkout';
import { sharedAnalyser } from '../search/language/analyser';
import { ownImage } from '../uploads/image-field';
import { storeKeywords } from './keyword-terms';
import { campaignPriceList } from './price-list';
import {
  activeProfileAd,
  campaignRow,
  isSecondActiveProfileAd,
  keywordsOfOtherActiveCampaigns,
  ownCampaignView,
} from './queries';

type Deps = Pick<AppDeps, 'database' | 'jobs' | 'payments' | 'config' | 'storage'>;

/** The keyword rules of SPEC §5 (1258–1262), across the owner's live campaigns of the kind. */
async function checkedKeywords(
  db: Database,
  ownerId: number,
  type: TCampaignType,
  keywords: readonly string[],
  required: boolean,
): Promise<string[]> {
  const others = await keywordsOfOtherActiveCampaigns(db, ownerId, type);
  const issues = validateCampaignKeywords(keywords, others);
  if (required && keywords.length === 0) issues.push({ code: 1307 });
  if (issues.length > 0) {
    throw new AppError(
      issues.map(
        (issue): AppErrorItem => ({
          code: issue.code,
          field: issue.index === undefined ? 'keywords' : `keywords.${issue.index}`,
        }),
      ),
    );
  }
  return keywords.map(normalizeKeyword);
}

function checkedBudget(config: Deps['config'], budgetMinor: number | null, cpmMinor: number) {
  const list = campaignPriceList(config);
  if (budgetMinor === null) throw new AppError({ code: 1307, field: 'budget_minor' });
  const code = validateBudget(budgetMinor, {
    minBudgetMinor: list.min_budget_minor,
    maxBudgetMinor: list.max_budget_minor,
    cpmMinor,
  });
  if (code) {
    throw new AppError({
      code,
      field: 'budget_minor',
      vars: { min: list.min_budget_minor / 100, max: list.max_budget_minor / 100 },
    });
  }
  return { budgetMinor, impressions: impressionsForBudget(budgetMinor, cpmMinor) };
}

function returnUrl(config: Deps['config'], campaignId: number): string {
  return `${config.webUrl}${CAMPAIGN_RETURN_PATH}?campaign=${campaignId}`;
}

/**
 * Writes a priced campaign and its pending payment in one transaction, then opens the
 * checkout. The campaign runs once paid (payment outcome, campaign-payment.ts) and approved.
 */
async function createPriced(
  deps: Deps,
  actor: Actor,
  values: Omit<typeof campaigns.$inferInsert, 'userId' | 'currency'>,
  keywords: string[],
  description: string,
): Promise<TCreatedCampaign> {
  const { db } = deps.database;
  const { analyser } = sharedAnalyser();
  const payment = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(campaigns)
      .values({ ...values, userId: actor.id, currency: deps.config.CAMPAIGN_CURRENCY })
      .returning();
    if (!created) throw new Error('campaign not created');
    await storeKeywords(tx, analyser, created.id, keywords);
    const recorded = await recordPayment(deps, tx, {
      buyerId: actor.id,
      purpose: 'campaign',
      targetId: created.id,
      amountMinor: created.priceMinor,
      currency: deps.config.CAMPAIGN_CURRENCY,
      description,
      returnUrl: returnUrl(deps.config, created.id),
      idempotencyKey: `campaign:${created.id}`,
    });
    await tx.update(campaigns).set({ paymentId: recorded.id }).where(eq(campaigns.id, created.id));
    return recorded;
  });
  const checkout = await openCheckout(deps, payment);
  const row = await campaignRow(db, payment.targetId);
  if (!row) throw new Error('campaign vanished');
  return { campaign: ownCampaignView(row), checkout_url: checkout.checkoutUrl };
}

/** POST /v1/me/campaigns/search: first place in search results for the keywords. */
export async function createSearchCampaign(
  deps: Deps,
  actor: Actor,
  input: TCreateSearchCampaign,
): Promise<TCreatedCampaign> {
  const keywords = await checkedKeywords(
    deps.database.db,
    actor.id,
    'search',
    input.keywords,
    true,
  );
  const cpmMinor = deps.config.CAMPAIGN_SEARCH_CPM_MINOR;
  const { budgetMinor, impressions } = checkedBudget(deps.config, input.budget_minor, cpmMinor);
  return createPriced(
    deps,
    actor,
    {
      type: 'search',
      placement: 'search',
      keywords,
      priceMinor: budgetMinor,
      cpmMinor,
      impressionsPaid: impressions,
    },
    keywords,
    `Fitmarket search campaign: ${impressions} impressions`,
  );
}

/**
 * POST /v1/me/campaigns/ads. A search-placement ad is priced like a search campaign; a
 * profile ad is free, approved at once and live at once, but only one may be active: another
 * answers 1380 unless `pause_active`, which pauses the active one in the same transaction.
 */
export async function createAdsCampaign(
  deps: Deps,
  actor: Actor,
  raw: TCreateAdsCampaign,
): Promise<TCreatedCampaign> {
  const input = ZCreateAdsCampaignSchema.parse(raw);
  const { db } = deps.database;
  const profile = input.placement === 'profile';
  const keywords = profile
    ? input.keywords.map(normalizeKeyword).filter(Boolean)
    : await checkedKeywords(db, actor.id, 'ads', input.keywords, true);
  if (profile && keywords.length > 0) {
    const issues = validateCampaignKeywords(keywords);
    if (issues[0]) throw new AppError({ code: issues[0].code, field: 'keywords' });
  }
  if (input.ad.affiliate_id !== null) {
    const [own] = await db
      .select({ id: professionalAffiliates.id })
      .from(professionalAffiliates)
      .where(
        and(
          eq(professionalAffiliates.id, input.ad.affiliate_id),
          eq(professionalAffiliates.userId, actor.id),
        ),
      );
    if (!own) throw new AppError({ code: 1301, field: 'ad.affiliate_id' });
  }
  // As every image field: an upload of the owner's, never another site's address (a tracking
  // pixel on our pages) nor someone else's file.
  const image =
    input.ad.image === null
      ? null
      : (
          await ownImage(
            { db, storage: deps.storage },
            actor,
            input.ad.image,
            AD_IMAGE_KIND,
            'ad.image',
          )
        ).image;
  const ad = {
    adTitle: input.ad.title,
    adDescription: sanitizeAdDescription(input.ad.description),
    adImage: image,
    adUrl: input.ad.url,
    adCtaLabel: input.ad.cta_label,
    affiliateId: input.ad.affiliate_id,
  };
  if (!profile) {
    const cpmMinor = deps.config.CAMPAIGN_ADS_CPM_MINOR;
    const { budgetMinor, impressions } = checkedBudget(deps.config, input.budget_minor, cpmMinor);
    return createPriced(
      deps,
      actor,
      {
        type: 'ads',
        placement: 'search',
        keywords,
        priceMinor: budgetMinor,
        cpmMinor,
        impressionsPaid: impressions,
        ...ad,
      },
      keywords,
      `Fitmarket ad in search results: ${impressions} impressions`,
    );
  }
  const { analyser } = sharedAnalyser();
  const id = await db
    .transaction(async (tx) => {
      const active = await activeProfileAd(tx, actor.id);
      if (active) {
        if (!input.pause_active) {
          throw new AppError({ code: 1380, field: 'pause_active' });
        }
        await tx
          .update(campaigns)
          .set({ active: false, pausedBy: 'user', updatedAt: new Date() })
          .where(eq(campaigns.id, active.id));
      }
      const [created] = await tx
        .insert(campaigns)
        .values({
          userId: actor.id,
          type: 'ads',
          placement: 'profile',
          keywords,
          currency: deps.config.CAMPAIGN_CURRENCY,
          approved: true,
          ...ad,
        })
        .returning({ id: campaigns.id });
      if (!created) throw new Error('campaign not created');
      await storeKeywords(tx, analyser, created.id, keywords);
      return created.id;
    })
    .catch((error: unknown) => {
      if (isSecondActiveProfileAd(error)) throw new AppError({ code: 1380, field: 'pause_active' });
      throw error;
    });
  const row = await campaignRow(db, id);
  if (!row) throw new Error('campaign vanished');
  return { campaign: ownCampaignView(row), checkout_url: null };
}
