import { CAMPAIGN_RETURN_PATH } from '@fitmarket/core/api/campaigns';
import { MEMBERSHIP_TITLES } from '@fitmarket/core/api/memberships';
import { isLanguage } from '@fitmarket/core/language';
import { WEB_LINKS } from '@fitmarket/core/links';
import { impressionsForBudget } from '@fitmarket/core/rules/campaign-pricing';
import { MEMBERSHIP_MONTHLY_PRICES } from '@fitmarket/core/rules/membership';
import { splitVat, VAT_RATE_FI_BASIS_POINTS } from '@fitmarket/core/rules/receipts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { storeKeywords } from '../campaigns/keyword-terms';
import type { Database } from '../db/client';
import {
  auditLog,
  campaignClicks,
  campaignCounterSlots,
  campaignImpressions,
  campaigns,
  jobs,
  membershipPeriods,
  membershipSubscriptions,
  paymentEvents,
  payments,
  professionalLocations,
  professionalSpecialities,
  receiptCounters,
  receipts,
  specialities,
  users,
} from '../db/schema';
import { isListedProfessional } from '../db/schema/users';
import { FEATURED_PROFESSIONALS } from '../landing/landing.service';
import { addMonth } from '../memberships/subscriptions';
import { sharedAnalyser } from '../search/language/analyser';
import { refreshSearchDocuments } from '../search/search-document';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The price list's defaults (config.ts CAMPAIGN_*): the demo runs with them. */
const SEARCH_CPM_MINOR = 2000;
const ADS_CPM_MINOR = 1500;
const CURRENCY = 'eur';
/** Days of daily figures on the Marketing page. */
export const DEMO_CAMPAIGN_DAYS = 14;
/**
 * The landing page's featured professionals (and a margin) are the ones the browser tests book,
 * message and moderate: the demo's marketing leaves them as they are.
 */
const UNTOUCHED_FEATURED = FEATURED_PROFESSIONALS + 4;

type CampaignState = 'active' | 'paused' | 'ended' | 'awaiting_approval' | 'rejected' | 'profile';

interface PlannedCampaign {
  state: CampaignState;
  type: 'search' | 'ads';
  speciality: string;
  keywords: string[];
  budgetMinor: number;
  /** Share of the paid impressions counted. */
  used: number;
  ad?: { title: string; description: string; url: string; cta: string };
  reason?: string;
}

/** Every state the Marketing page and the back-office show, on common demo searches. */
export const DEMO_CAMPAIGNS: readonly PlannedCampaign[] = [
  {
    state: 'active',
    type: 'search',
    speciality: 'yoga',
    keywords: ['jooga', 'yoga'],
    budgetMinor: 5000,
    used: 0.3,
  },
  {
    state: 'active',
    type: 'search',
    speciality: 'personal-training',
    keywords: ['personal trainer', 'personal training'],
    budgetMinor: 8000,
    used: 0.45,
  },
  {
    state: 'active',
    type: 'search',
    speciality: 'massage',
    keywords: ['hieronta', 'massage'],
    budgetMinor: 4000,
    used: 0.2,
  },
  {
    state: 'active',
    type: 'search',
    speciality: 'yoga',
    keywords: ['jooga', 'joogaopettaja'],
    budgetMinor: 3000,
    used: 0.5,
  },
  {
    state: 'active',
    type: 'ads',
    speciality: 'personal-training',
    keywords: ['personal trainer', 'kuntosali'],
    budgetMinor: 3000,
    used: 0.35,
    ad: {
      title: 'Ensimmäinen PT-tunti -50 %',
      description:
        '<p>Aloita treeni <strong>turvallisesti</strong> kokeneen valmentajan kanssa.</p>',
      url: 'https://example.fi/pt-tarjous',
      cta: 'Varaa aika',
    },
  },
  {
    state: 'paused',
    type: 'search',
    speciality: 'pilates',
    keywords: ['pilates'],
    budgetMinor: 2000,
    used: 0.4,
  },
  {
    state: 'ended',
    type: 'search',
    speciality: 'running-coaching',
    keywords: ['juoksuvalmennus', 'running coach'],
    budgetMinor: 1000,
    used: 1,
  },
  {
    state: 'awaiting_approval',
    type: 'search',
    speciality: 'nutrition-coaching',
    keywords: ['ravintovalmennus', 'nutrition coach'],
    budgetMinor: 2500,
    used: 0,
  },
  {
    state: 'awaiting_approval',
    type: 'ads',
    speciality: 'physiotherapy',
    keywords: ['fysioterapia', 'selkäkipu'],
    budgetMinor: 1500,
    used: 0,
    ad: {
      title: 'Selkäkipuun apua',
      description: '<p>Fysioterapeutin arvio ja <em>kotiohjelma</em> samalla käynnillä.</p>',
      url: 'https://example.fi/selka',
      cta: 'Lue lisää',
    },
  },
  {
    state: 'rejected',
    type: 'ads',
    speciality: 'weight-management',
    keywords: ['laihdutus'],
    budgetMinor: 2000,
    used: 0,
    ad: {
      title: 'Laihdu 10 kg viikossa!',
      description: '<p>Takuulla tuloksia ilman treeniä.</p>',
      url: 'https://example.fi/ihme',
      cta: 'Osta nyt',
    },
    reason:
      'Lupaukset ovat harhaanjohtavia ja terveydelle vaarallisia (Unrealistic health claims).',
  },
  {
    state: 'profile',
    type: 'ads',
    speciality: 'mindfulness',
    keywords: [],
    budgetMinor: 0,
    used: 0,
    ad: {
      title: 'Rauhoittumisen ilta',
      description: '<p>Meditaatioilta joka torstai, ensimmäinen kerta maksutta.</p>',
      url: 'https://example.fi/meditaatio',
      cta: 'Ilmoittaudu',
    },
  },
];

/** Subscribers: [membership, cancelled at period end]. */
const DEMO_SUBSCRIPTIONS: readonly [2 | 3, boolean][] = [
  [3, false],
  [3, true],
  [2, false],
  [2, false],
];

interface Candidate {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  language: string;
  membershipId: number;
  lifetime: boolean;
  listed: boolean;
  specialities: Set<string>;
}

/** A hex viewer hash that is the same every run: `n` as 32 hex digits. */
const demoViewer = (campaignId: number, n: number) =>
  `${campaignId.toString(16).padStart(8, '0')}${n.toString(16).padStart(24, '0')}`;

/** The landing page's featured professionals and the margin: the demo changes none of them. */
export async function untouchedProfessionals(tx: Database): Promise<Set<number>> {
  const featured = await tx
    .select({ id: users.id })
    .from(users)
    .where(isListedProfessional(users))
    .orderBy(
      ...[
        users.membershipId,
        users.ratingAverage,
        users.ratingCount,
        users.createdAt,
        users.id,
      ].map((column) => sql`${column} desc nulls last`),
    )
    .limit(UNTOUCHED_FEATURED);
  return new Set(featured.map((row) => row.id));
}

/**
 * The demo's marketing and billing (issue 19): campaigns in every state with daily figures for
 * the last two weeks, their payments and receipts (gapless numbers from the receipt counter),
 * and Basic and Premium subscribers, one cancelled at the period end. Bulk inserts in the
 * seed's transaction; the professionals the landing page features are left alone.
 */
export async function seedMarketing(
  tx: Database,
  input: { now: Date; adminId: number },
): Promise<void> {
  const { now, adminId } = input;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const untouched = await untouchedProfessionals(tx);
  const rows = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      language: users.language,
      membershipId: users.membershipId,
      lifetime: users.membershipLifetime,
      listed: isListedProfessional(users),
    })
    .from(users)
    .where(eq(users.role, 'professional'))
    .orderBy(asc(users.id));
  const specialityRows = await tx
    .select({ userId: professionalSpecialities.userId, slug: specialities.slug })
    .from(professionalSpecialities)
    .innerJoin(specialities, eq(specialities.id, professionalSpecialities.specialityId));
  // The owner's promotions in the audit log were not bought: no subscription for them.
  const promoted = await tx
    .select({ id: auditLog.targetId })
    .from(auditLog)
    .where(eq(auditLog.action, 'user.promote'));
  for (const row of promoted) untouched.add(row.id);
  const candidates: Candidate[] = rows
    .filter((row) => !untouched.has(row.id))
    .map((row) => ({
      ...row,
      listed: Boolean(row.listed),
      specialities: new Set(specialityRows.filter((s) => s.userId === row.id).map((s) => s.slug)),
    }));
  // Cities with the most professionals first, so "jooga Helsinki" finds a sponsor.
  const locationRows = await tx
    .select({ userId: professionalLocations.userId, city: professionalLocations.city })
    .from(professionalLocations)
    .where(
      inArray(
        professionalLocations.userId,
        candidates.map((c) => c.id),
      ),
    );
  const inHelsinki = new Set(
    locationRows.filter((row) => row.city === 'Helsinki').map((row) => row.userId),
  );

  // Each campaign's owner: a listed professional of its speciality (Helsinki first), else any.
  const used = new Set<number>();
  const ownerFor = (speciality: string): Candidate => {
    const free = candidates.filter((c) => c.listed && !used.has(c.id));
    const owner =
      free.find((c) => c.specialities.has(speciality) && inHelsinki.has(c.id)) ??
      free.find((c) => c.specialities.has(speciality)) ??
      free[0];
    if (!owner) throw new Error('the demo has too few professionals for its campaigns');
    used.add(owner.id);
    return owner;
  };

  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const receiptPlans: { orderId: string; buyer: Candidate; issuedAt: Date }[] = [];
  const eventPlans: {
    orderId: string;
    kind: string;
    from: string | null;
    to: string;
    amount: number | null;
    at: Date;
  }[] = [];
  let sequence = 0;
  const orderIdOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

  const { analyser } = sharedAnalyser();
  const impressionRows: (typeof campaignImpressions.$inferInsert)[] = [];
  const clickRows: (typeof campaignClicks.$inferInsert)[] = [];
  const audits: (typeof auditLog.$inferInsert)[] = [];

  for (const [index, planned] of DEMO_CAMPAIGNS.entries()) {
    const owner = ownerFor(planned.speciality);
    const createdAt = daysAgo(DEMO_CAMPAIGN_DAYS + 1 - (index % 3));
    const paidAt = new Date(createdAt.getTime() + 5 * 60_000);
    const profile = planned.state === 'profile';
    const cpmMinor = profile ? 0 : planned.type === 'search' ? SEARCH_CPM_MINOR : ADS_CPM_MINOR;
    const impressionsPaid = profile ? 0 : impressionsForBudget(planned.budgetMinor, cpmMinor);
    const counted = Math.floor(impressionsPaid * planned.used);
    const decided = planned.state !== 'awaiting_approval' && !profile;
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        userId: owner.id,
        type: planned.type,
        placement: profile ? 'profile' : 'search',
        keywords: planned.keywords,
        priceMinor: planned.budgetMinor,
        currency: CURRENCY,
        cpmMinor,
        impressionsPaid,
        impressionsGranted: profile ? 0 : counted,
        active: planned.state !== 'paused' && planned.state !== 'rejected',
        pausedBy:
          planned.state === 'paused' ? 'user' : planned.state === 'rejected' ? 'staff' : null,
        paidAt: profile ? null : paidAt,
        approved: profile || (decided && planned.state !== 'rejected'),
        decidedAt: decided ? daysAgo(DEMO_CAMPAIGN_DAYS - (index % 3)) : null,
        rejectionReason: planned.reason ?? null,
        endedAt: planned.state === 'ended' ? daysAgo(2) : null,
        adTitle: planned.ad?.title ?? null,
        adDescription: planned.ad?.description ?? null,
        adUrl: planned.ad?.url ?? null,
        adCtaLabel: planned.ad?.cta ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: campaigns.id });
    if (!campaign) throw new Error('insert into campaigns returned nothing');
    if (counted > 0) {
      await tx
        .insert(campaignCounterSlots)
        .values({ campaignId: campaign.id, slot: 0, granted: counted, counted });
    }
    if (planned.keywords.length > 0) {
      await storeKeywords(tx, analyser, campaign.id, planned.keywords);
    }
    if (!profile) {
      sequence += 1;
      const orderId = orderIdOf(sequence);
      const rejected = planned.state === 'rejected';
      paymentRows.push({
        orderId,
        buyerId: owner.id,
        purpose: 'campaign',
        targetId: campaign.id,
        description:
          planned.type === 'search'
            ? `Fitmarket search campaign: ${impressionsPaid} impressions`
            : `Fitmarket ad: ${impressionsPaid} impressions`,
        amountMinor: planned.budgetMinor,
        currency: CURRENCY,
        status: rejected ? 'refunded' : 'paid',
        provider: 'test',
        checkoutReference: `demo_cs_${sequence}`,
        returnUrl: `${CAMPAIGN_RETURN_PATH}?campaign=${campaign.id}`,
        paymentReference: `demo_pi_${sequence}`,
        refundedMinor: rejected ? planned.budgetMinor : 0,
        idempotencyKey: `campaign:${campaign.id}`,
        expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
        createdAt,
        updatedAt: paidAt,
      });
      eventPlans.push(
        { orderId, kind: 'created', from: null, to: 'pending', amount: null, at: createdAt },
        { orderId, kind: 'paid', from: 'pending', to: 'paid', amount: null, at: paidAt },
      );
      receiptPlans.push({ orderId, buyer: owner, issuedAt: paidAt });
      if (rejected) {
        const decidedAt = daysAgo(DEMO_CAMPAIGN_DAYS - (index % 3));
        eventPlans.push({
          orderId,
          kind: 'refund',
          from: 'paid',
          to: 'refunded',
          amount: planned.budgetMinor,
          at: decidedAt,
        });
        audits.push({
          actorId: adminId,
          action: 'ad.reject',
          targetType: 'campaign',
          targetId: campaign.id,
          before: { approved: false, active: true },
          after: { approved: false, active: false, refunded_minor: planned.budgetMinor },
          reason: planned.reason ?? null,
          createdAt: decidedAt,
        });
      }
    }
    // Daily figures over the last two weeks: the counted impressions spread over the days,
    // a click for about every 25 of them.
    // An ended campaign spent its last impression two days ago.
    const lastDay = planned.state === 'ended' ? DEMO_CAMPAIGN_DAYS - 3 : DEMO_CAMPAIGN_DAYS - 1;
    let viewer = 0;
    for (let day = 0; day <= lastDay && viewer < counted; day++) {
      const date = daysAgo(DEMO_CAMPAIGN_DAYS - 1 - day)
        .toISOString()
        .slice(0, 10);
      const share =
        Math.ceil((counted - viewer) / (lastDay + 1 - day)) + ((day * 7 + index) % 3) - 1;
      const today = Math.max(
        0,
        Math.min(counted - viewer, day === lastDay ? counted - viewer : share),
      );
      for (let n = 0; n < today; n++) {
        viewer += 1;
        const hash = demoViewer(campaign.id, viewer);
        impressionRows.push({ campaignId: campaign.id, day: date, viewer: hash, address: hash });
        if (viewer % 25 === index % 25) {
          clickRows.push({
            campaignId: campaign.id,
            viewer: hash,
            clickedAt: new Date(`${date}T12:00:00.000Z`),
          });
        }
      }
    }
    const clicks = clickRows.filter((click) => click.campaignId === campaign.id).length;
    if (clicks > 0) {
      await tx
        .update(campaigns)
        .set({ clicksCounted: clicks })
        .where(eq(campaigns.id, campaign.id));
    }
  }

  // Subscribers: paid members who bought their level (not lifetime, not the landing page's).
  // Every listed Premium member is featured there, and a listed newcomer to Premium would join
  // it, so a Premium subscriber missing otherwise is an unpublished profile raised to Premium.
  const raised: { id: number; membership: 2 | 3 }[] = [];
  const subscribers = DEMO_SUBSCRIPTIONS.map(([membership, cancelled]) => {
    const free = candidates.filter((c) => !c.lifetime && !used.has(c.id));
    let buyer = free.find((c) => c.membershipId === membership) ?? null;
    if (!buyer) {
      buyer = free.find((c) => !c.listed && c.membershipId < membership) ?? null;
      if (buyer) raised.push({ id: buyer.id, membership });
    }
    if (buyer) used.add(buyer.id);
    return { membership, cancelled, buyer };
  });
  for (const { id, membership } of raised) {
    await tx.update(users).set({ membershipId: membership }).where(eq(users.id, id));
  }
  if (raised.length > 0)
    await refreshSearchDocuments(
      tx,
      raised.map(({ id }) => id),
    );
  const periods: { orderId: string; subscriptionId: number; startsAt: Date; endsAt: Date }[] = [];
  const periodEndJobs: (typeof jobs.$inferInsert)[] = [];
  for (const [index, { membership, cancelled, buyer }] of subscribers.entries()) {
    if (!buyer) continue;
    // Bought some weeks ago; renewed once for the oldest, so their receipts show two months.
    const months = index === 0 ? 2 : 1;
    let startsAt = daysAgo(months === 2 ? 40 : 5 + index * 6);
    const createdAt = startsAt;
    const amountMinor = MEMBERSHIP_MONTHLY_PRICES[membership].eur;
    const language = isLanguage(buyer.language) ? buyer.language : 'en';
    const title = MEMBERSHIP_TITLES[membership][language];
    const starts: { startsAt: Date; endsAt: Date }[] = [];
    for (let month = 0; month < months; month++) {
      const endsAt = addMonth(startsAt);
      starts.push({ startsAt, endsAt });
      startsAt = endsAt;
    }
    const periodEnd = starts.at(-1)?.endsAt ?? now;
    const [subscription] = await tx
      .insert(membershipSubscriptions)
      .values({
        userId: buyer.id,
        membershipId: membership,
        status: 'active',
        provider: 'test',
        currency: CURRENCY,
        amountMinor,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: cancelled,
        createdAt,
        updatedAt: cancelled ? daysAgo(1) : createdAt,
      })
      .returning({ id: membershipSubscriptions.id });
    if (!subscription) throw new Error('insert into membership_subscriptions returned nothing');
    for (const [month, period] of starts.entries()) {
      sequence += 1;
      const orderId = orderIdOf(sequence);
      const paidAt = new Date(period.startsAt.getTime() + 60_000);
      paymentRows.push({
        orderId,
        buyerId: buyer.id,
        purpose: 'membership',
        targetId: subscription.id,
        description:
          language === 'fi'
            ? `FitMarket ${title} -jäsenyys, 1 kk`
            : `FitMarket ${title} membership, 1 month`,
        amountMinor,
        currency: CURRENCY,
        status: 'paid',
        provider: 'test',
        checkoutReference: month === 0 ? `demo_cs_${sequence}` : null,
        returnUrl: WEB_LINKS.membership,
        paymentReference: `demo_pi_${sequence}`,
        recurring: month === 0,
        idempotencyKey:
          month === 0
            ? `membership:${subscription.id}:1`
            : `renewal:test:demo_in_${subscription.id}_${month}`,
        expiresAt: new Date(period.startsAt.getTime() + 30 * 60_000),
        createdAt: period.startsAt,
        updatedAt: paidAt,
      });
      eventPlans.push(
        { orderId, kind: 'created', from: null, to: 'pending', amount: null, at: period.startsAt },
        { orderId, kind: 'paid', from: 'pending', to: 'paid', amount: null, at: paidAt },
      );
      receiptPlans.push({ orderId, buyer, issuedAt: paidAt });
      periods.push({ orderId, subscriptionId: subscription.id, ...period });
    }
    periodEndJobs.push({
      name: 'membership-period-end',
      payload: { subscriptionId: subscription.id },
      dedupeKey: `membership-period-end:${subscription.id}:${periodEnd.getTime()}`,
      runAt: periodEnd,
      maxAttempts: 5,
    });
  }

  if (paymentRows.length === 0) return;
  const paid = await tx
    .insert(payments)
    .values(paymentRows)
    .returning({ id: payments.id, orderId: payments.orderId });
  const paymentId = new Map(paid.map((row) => [row.orderId, row.id]));
  const idOfOrder = (orderId: string) => {
    const id = paymentId.get(orderId);
    if (id === undefined) throw new Error(`demo payment missing: ${orderId}`);
    return id;
  };
  await tx.execute(sql`update campaigns set payment_id = p.id from payments p
    where p.purpose = 'campaign' and p.target_id = campaigns.id and campaigns.payment_id is null`);
  await tx.insert(paymentEvents).values(
    eventPlans.map((event, index) => ({
      paymentId: idOfOrder(event.orderId),
      provider: 'test' as const,
      providerEventId: event.kind === 'created' ? null : `demo_evt_${index + 1}`,
      kind: event.kind,
      fromStatus: event.from as 'pending' | null,
      toStatus: event.to as 'paid',
      amountMinor: event.amount,
      createdAt: event.at,
    })),
  );
  // Receipts in the order they were issued, numbered from the one gapless counter.
  const ordered = receiptPlans.toSorted((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
  const [counter] = await tx
    .insert(receiptCounters)
    .values({ name: 'receipts', lastNumber: ordered.length })
    .onConflictDoUpdate({
      target: receiptCounters.name,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + ${ordered.length}` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  const first = (counter?.lastNumber ?? ordered.length) - ordered.length + 1;
  const paymentById = new Map(paymentRows.map((row) => [row.orderId, row]));
  await tx.insert(receipts).values(
    ordered.map(({ orderId, buyer, issuedAt }, index) => {
      const payment = paymentById.get(orderId);
      const vat = splitVat(payment?.amountMinor ?? 0, VAT_RATE_FI_BASIS_POINTS);
      return {
        number: first + index,
        paymentId: idOfOrder(orderId),
        buyerId: buyer.id,
        buyerName: `${buyer.firstName} ${buyer.lastName}`.trim(),
        buyerEmail: buyer.email,
        language: isLanguage(buyer.language) ? buyer.language : 'en',
        description: payment?.description ?? '',
        currency: CURRENCY,
        grossMinor: vat.grossMinor,
        netMinor: vat.netMinor,
        vatMinor: vat.vatMinor,
        vatRateBasisPoints: vat.rateBasisPoints,
        issuedAt,
      };
    }),
  );
  if (periods.length > 0) {
    await tx.insert(membershipPeriods).values(
      periods.map(({ orderId, subscriptionId, startsAt, endsAt }) => ({
        paymentId: idOfOrder(orderId),
        subscriptionId,
        startsAt,
        endsAt,
      })),
    );
  }
  if (periodEndJobs.length > 0) await tx.insert(jobs).values(periodEndJobs);
  if (impressionRows.length > 0) {
    for (let from = 0; from < impressionRows.length; from += 1000) {
      await tx.insert(campaignImpressions).values(impressionRows.slice(from, from + 1000));
    }
  }
  if (clickRows.length > 0) await tx.insert(campaignClicks).values(clickRows);
  if (audits.length > 0) await tx.insert(auditLog).values(audits);
}
