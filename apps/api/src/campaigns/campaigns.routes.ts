import {
  AD_IMAGE_KIND,
  ZAdminCampaignsQuerySchema,
  ZAdsCampaignSchema,
  ZApproveCampaignSchema,
  ZCampaignIdParamsSchema,
  ZCampaignPriceListSchema,
  ZCampaignStatsSchema,
  ZClickAnswerSchema,
  ZClickRequestSchema,
  ZCreateAdsCampaignSchema,
  ZCreatedCampaignSchema,
  ZCreateSearchCampaignSchema,
  ZImpressionsAnswerSchema,
  ZImpressionsRequestSchema,
  ZOwnCampaignSchema,
  ZProfileAdSchema,
  ZRejectCampaignSchema,
  ZSearchCampaignSchema,
  ZStopProfileAdsAnswerSchema,
  ZStopProfileAdsSchema,
} from '@fitmarket/core/api/campaigns';
import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../access/guard';
import {
  CLICK_WINDOW_MINUTES,
  CLICKS_PER_ADDRESS_PER_DAY,
  countClick,
  countImpressions,
  followAdLink,
  IMPRESSIONS_PER_ADDRESS_PER_DAY,
} from './count-impressions';
import { createAdsCampaign, createSearchCampaign } from './create-campaign';
import {
  approveCampaign,
  listAdsCampaigns,
  listProfessionalAds,
  listSearchCampaigns,
  rejectCampaign,
  stopProfileAds,
} from './moderate-campaigns';
import {
  campaignStats,
  getOwnCampaign,
  listOwnCampaigns,
  pauseCampaign,
  resumeCampaign,
} from './own-campaigns';
import { campaignPriceList } from './price-list';
import { profileAd } from './profile-ad';

const OK = z.object({ data: z.object({ ok: z.literal(true) }) });

/**
 * A professional's campaigns (docs/campaigns.md), in the signed-in scope: professionals only
 * (route-access.ts); someone else's campaign is 404 (1302).
 */
export const signedInCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.get(
    '/me/campaigns',
    {
      schema: {
        tags: ['campaigns'],
        summary: "The professional's own campaigns, newest first",
        description:
          'Search campaigns and ads with their status (awaiting_payment, awaiting_approval, ' +
          'active, paused, ended, rejected with its reason, cancelled), impressions counted of ' +
          'paid, clicks, the price paid in minor units, the ad, and the payment (its checkout ' +
          'while pending).',
        response: { 200: dataEnvelope(z.array(ZOwnCampaignSchema)) },
      },
    },
    async (request) => ({ data: await listOwnCampaigns(db, currentUser(request)) }),
  );

  app.get(
    '/me/campaigns/prices',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'The price list for the budget step',
        description:
          'Prices include VAT (vat_basis_points, 2550 = 25.5 %), integer minor units of ' +
          '`currency`: the price of 1,000 impressions per kind, the budget limits and the ' +
          'offered budgets. A budget buys floor(budget × 1000 / cpm) impressions.',
        response: { 200: dataEnvelope(ZCampaignPriceListSchema) },
      },
    },
    async () => ({ data: campaignPriceList(deps.config) }),
  );

  app.post(
    '/me/campaigns/search',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Create a search campaign (first place in search results) and its checkout',
        description:
          'Keywords per SPEC §5 (1258 too many, 1259 too long, 1260 duplicate here or in ' +
          'another live search campaign of yours, 1261 too many words, 1262 duplicate words, ' +
          '1307 none); a budget within the price list (1383). Answers 201 with the campaign ' +
          '(awaiting_payment) and `checkout_url`; once paid and approved by staff it runs.',
        body: ZCreateSearchCampaignSchema,
        response: { 201: dataEnvelope(ZCreatedCampaignSchema) },
      },
    },
    async (request, reply) => {
      const created = await createSearchCampaign(deps, currentUser(request), request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.post(
    '/me/campaigns/ads',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Create an ads campaign: an ad in search results (paid) or on your profile (free)',
        description:
          'placement `search`: keywords and budget as for a search campaign, a checkout, staff ' +
          'approval. placement `profile`: free, no approval, live at once; only one profile ad ' +
          'may be active: another answers 409 with 1380 unless `pause_active` is true, which ' +
          'pauses the active one. `ad.description` may hold HTML, kept to an allow-list ' +
          '(formatting, lists, http(s) links) before it is stored. `ad.affiliate_id` makes a ' +
          "partner ad showing that partner's discount code. `ad.image` is the `url` that " +
          `POST /v1/uploads?kind=${AD_IMAGE_KIND} answered for an upload of yours (any other ` +
          "address, or anyone else's upload, is refused with 422 and 1301).",
        body: ZCreateAdsCampaignSchema,
        response: { 201: dataEnvelope(ZCreatedCampaignSchema) },
      },
    },
    async (request, reply) => {
      const created = await createAdsCampaign(deps, currentUser(request), request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.get(
    '/me/campaigns/:id',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'One of your campaigns',
        description: "The owner's view; someone else's or a missing one 404 with 1302.",
        params: ZCampaignIdParamsSchema,
        response: { 200: dataEnvelope(ZOwnCampaignSchema) },
      },
    },
    async (request) => ({
      data: await getOwnCampaign(db, currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/me/campaigns/:id/stats',
    {
      schema: {
        tags: ['campaigns'],
        summary: "A campaign's figures per day: impressions, clicks, CTR, spend",
        description:
          'UTC days with any impression or click; spend in minor units (counted impressions at ' +
          'the price paid per impression, the days adding up to the total).',
        params: ZCampaignIdParamsSchema,
        response: { 200: dataEnvelope(ZCampaignStatsSchema) },
      },
    },
    async (request) => ({
      data: await campaignStats(db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/me/campaigns/:id/pause',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Pause a campaign',
        description:
          'Shown as paused "by user". An ended, rejected or cancelled one 409 with 1381.',
        params: ZCampaignIdParamsSchema,
        response: { 200: dataEnvelope(ZOwnCampaignSchema) },
      },
    },
    async (request) => ({
      data: await pauseCampaign(db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/me/campaigns/:id/resume',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Resume a paused campaign',
        description:
          'An ended, rejected or cancelled one 409 with 1381. A profile ad while another is ' +
          'active 409 with 1380 unless `pause_active`.',
        params: ZCampaignIdParamsSchema,
        body: z
          .object({ pause_active: z.boolean().default(false) })
          .default({ pause_active: false }),
        response: { 200: dataEnvelope(ZOwnCampaignSchema) },
      },
    },
    async (request) => ({
      data: await resumeCampaign(
        db,
        currentUser(request),
        request.params.id,
        request.body.pause_active,
      ),
    }),
  );
};

/** What visitors' pages call: impressions, clicks, and a profile page's ad. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const viewerOf = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });

  app.post(
    '/campaigns/impressions',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Count the impressions of the sponsored items a page showed',
        description:
          'Each counts once per viewer, campaign and UTC day (a viewer is a daily-salted hash ' +
          'of the IP address and User-Agent, no cookie), at most ' +
          `${IMPRESSIONS_PER_ADDRESS_PER_DAY} a day from one IP address, ` +
          'never past the paid impressions, and only while the campaign runs. Previews are not ' +
          'sent. Answers how many counted.',
        body: ZImpressionsRequestSchema,
        response: { 200: dataEnvelope(ZImpressionsAnswerSchema) },
      },
    },
    async (request) => ({
      data: { counted: await countImpressions(deps, viewerOf(request), request.body.items) },
    }),
  );

  app.post(
    '/campaigns/clicks',
    {
      schema: {
        tags: ['campaigns'],
        summary: 'Count a click on a real ad (not a preview)',
        description:
          `Once per viewer and campaign per ${CLICK_WINDOW_MINUTES} minutes, and at most ` +
          `${CLICKS_PER_ADDRESS_PER_DAY} a day from one IP address ` +
          'whatever its User-Agent. The client opens the link itself, in a new tab with ' +
          'rel="sponsored noopener".',
        body: ZClickRequestSchema,
        response: { 200: dataEnvelope(ZClickAnswerSchema) },
      },
    },
    async (request) => ({
      data: { counted: await countClick(deps, viewerOf(request), request.body) },
    }),
  );

  app.get(
    '/campaigns/ads/:id/click',
    {
      schema: {
        tags: ['campaigns'],
        summary: "A real ad's link: counts the click, then sends the visitor to the ad",
        description:
          "What the ad button of a visitor's page links to (core rules/sponsored-shown.ts " +
          "`adClickPath`), so a click counts before the page's script runs, and a middle " +
          'click or "open in new tab" too. Counted as POST /v1/campaigns/clicks counts ' +
          "(not for a HEAD request or a crawler), then 302 to the ad's own URL, even when " +
          'the campaign no longer runs (uncounted). `to` must be that URL (400 with 1406): ' +
          'never a redirect to anywhere else. An unknown ad is 404 with 1302.',
        params: ZCampaignIdParamsSchema,
        querystring: z.object({ to: z.string().max(2048) }),
        response: { 302: z.null().describe("Location: the ad's own URL") },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const counts = request.method === 'GET';
      const target = await followAdLink(deps, viewerOf(request), id, request.query.to, counts);
      return reply.header('x-robots-tag', 'noindex, nofollow').redirect(target, 302);
    },
  );

  app.get(
    '/professionals/:slug/ad',
    {
      schema: {
        tags: ['campaigns'],
        summary: "A profile page's own ad, or null",
        description:
          'The active profile-placement ad of a listed professional, labelled Sponsored / ' +
          'Mainos with the sponsor; null when there is none.',
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: dataEnvelope(ZProfileAdSchema) },
      },
    },
    async (request) => ({
      data: await profileAd(deps.database.db, request.params.slug, request.lang),
    }),
  );
};

/** Back-office (SPEC §2 screen 8, §7): in the staff-only scope of admin.routes.ts. */
export const adminCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { db } = deps.database;

  app.get(
    '/campaigns/search',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Paid search campaigns, newest first, paged',
        description:
          'SPEC §3 "Search campaign" plus the display status of SPEC §4 (`display_status`, ' +
          '`paused_by_user` for the "by user" tag), the owner and the rejection reason. ' +
          'Unpaid checkouts are left out. `awaiting=true`: only those waiting for a decision.',
        querystring: ZAdminCampaignsQuerySchema,
        response: { 200: pagedEnvelope(ZSearchCampaignSchema) },
      },
    },
    async (request) => listSearchCampaigns(db, currentUser(request), request.query),
  );

  app.get(
    '/campaigns/ads',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Ads campaigns (in search results or on profiles), newest first, paged',
        description:
          'SPEC §3 "Ads campaign". `placement` narrows to ads in search results (`search`) or ' +
          'on profiles (`profile`); `awaiting=true` to those waiting for a decision.',
        querystring: ZAdminCampaignsQuerySchema,
        response: { 200: pagedEnvelope(ZAdsCampaignSchema) },
      },
    },
    async (request) => listAdsCampaigns(db, currentUser(request), request.query),
  );

  app.get(
    '/professional/:id/ads',
    {
      schema: {
        tags: ['back-office'],
        summary: "One professional's ads, every state",
        params: ZCampaignIdParamsSchema,
        response: { 200: dataEnvelope(z.array(ZAdsCampaignSchema)) },
      },
    },
    async (request) => ({
      data: await listProfessionalAds(db, currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/campaigns/approve',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Approve a search campaign or an ad (SPEC §7)',
        description:
          '{type: ads | search, id}. Sets approved; a paid campaign then runs. Profile ads and ' +
          'rejected campaigns 409 with 1382; unknown 404 with 1302. In the audit log.',
        body: ZApproveCampaignSchema,
        response: { 200: OK },
      },
    },
    async (request) => {
      await approveCampaign(deps, currentUser(request), request.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/campaigns/reject',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Reject a search campaign or an ad with a reason (SPEC §7)',
        description:
          '{type, id, reason (3–250 characters: 1307 empty, 1301 otherwise)}. Clears approval ' +
          'and stops it, refunds the unspent part of its payment, e-mails the reason to the ' +
          'owner in their language, records it in the audit log. Profile ads and a rejected ' +
          'one 409 with 1382.',
        body: ZRejectCampaignSchema,
        response: { 200: OK },
      },
    },
    async (request) => {
      await rejectCampaign(deps, currentUser(request), request.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/campaigns/stop-profile-ads',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Stop every active profile ad (rejects each with the reason)',
        description: 'Each owner is e-mailed the reason; answers how many were stopped.',
        body: ZStopProfileAdsSchema,
        response: { 200: dataEnvelope(ZStopProfileAdsAnswerSchema) },
      },
    },
    async (request) => ({
      data: { stopped: await stopProfileAds(deps, currentUser(request), request.body.reason) },
    }),
  );
};
