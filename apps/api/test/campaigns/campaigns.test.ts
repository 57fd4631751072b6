import { AD_IMAGE_KIND } from '@fitmarket/core/api/campaigns';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLICKS_PER_ADDRESS_PER_DAY, countImpression } from '../../src/campaigns/count-impressions';
import { campaignWithCount } from '../../src/campaigns/queries';
import { utcDay } from '../../src/campaigns/viewer';
import {
  auditLog,
  campaignCounterSlots,
  campaignImpressions,
  campaigns,
  payments,
} from '../../src/db/schema';
import { mailOutbox } from '../../src/db/schema/mail';
import { applyPaymentEvent } from '../../src/payments/apply-payment-event';
import { paymentExpiryHandler } from '../../src/payments/expire-checkout';
import { discardAbandonedUploads } from '../../src/uploads/stored-images';
import { createWiredDeps } from '../../src/wiring';
import { listedProfessional } from '../helpers/professionals';
import { createTestApp } from '../helpers/test-app';
import { callAs, createUser, signIn, signInStaff } from '../helpers/users';
import { makeImage, upload } from '../uploads/upload-helpers';

/**
 * Campaigns end to end through the API (docs/campaigns.md): create, pay through the test
 * provider, approve, serve for matching searches only, count impressions and clicks, end at
 * the cap, pause and resume, the one active profile ad, reject with e-mail and refund, and a
 * crash between payment and activation. Prices: 1,000 impressions cost 4,000.00 here, so a
 * budget of 10.00 buys 2 impressions and 20.00 buys 5.
 */

const t = await createTestApp({
  env: { CAMPAIGN_SEARCH_CPM_MINOR: '400000', CAMPAIGN_ADS_CPM_MINOR: '400000' },
});
afterAll(() => t.close());
const { db } = t.deps.database;

let pro: Awaited<ReturnType<typeof listedProfessional>>;
let proToken: string;
let staffToken: string;

beforeAll(async () => {
  pro = await listedProfessional(db, { firstName: 'Jenni', lastName: 'Jooga', language: 'fi' });
  proToken = await signIn(t.app, pro.email);
  const staff = await createUser(db, { role: 'admin' });
  staffToken = await signInStaff(t, staff.email);
});

const mine = (method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(t.app, proToken, method, url, payload);
const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(t.app, staffToken, method, url, payload);

const search = (kind: 'search-boosted' | 'search-ads', body: object) =>
  t.app.inject({ method: 'POST', url: `/v1/professionals/${kind}`, payload: body });

let viewerSequence = 0;
const impression = (type: 'search' | 'ads', id: number, agent = `agent-${++viewerSequence}`) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/campaigns/impressions',
    headers: { 'user-agent': agent },
    payload: { items: [{ type, id }] },
  });

async function pay(checkoutUrl: string, outcome: 'pay' | 'fail' = 'pay') {
  const response = await t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  expect(response.statusCode).toBe(303);
}

async function createSearchCampaign(keywords: string[], budget = 1000) {
  const created = await mine('POST', '/v1/me/campaigns/search', {
    keywords,
    budget_minor: budget,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { campaign: { id: number }; checkout_url: string };
}

async function liveSearchCampaign(keywords: string[], budget = 1000) {
  const { campaign, checkout_url } = await createSearchCampaign(keywords, budget);
  await pay(checkout_url);
  await t.deps.jobs.drain();
  const approved = await staff('POST', '/v1/admin/campaigns/approve', {
    type: 'search',
    id: campaign.id,
  });
  expect(approved.statusCode).toBe(200);
  return campaign.id;
}

const campaignOf = async (id: number) =>
  (await db.select(campaignWithCount).from(campaigns).where(eq(campaigns.id, id)))[0];

describe('a search campaign', () => {
  it('checks keywords and budget, then waits for payment and approval before it is served', async () => {
    const bad = await mine('POST', '/v1/me/campaigns/search', {
      keywords: ['a b c d', 'jooga jooga', 'x'.repeat(31)],
      budget_minor: 1000,
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((error: { code: number }) => error.code)
        .sort(),
    ).toEqual([1259, 1261, 1262]);
    const cheap = await mine('POST', '/v1/me/campaigns/search', {
      keywords: ['jooga'],
      budget_minor: 10,
    });
    expect(cheap.json().errors[0]).toMatchObject({ code: 1383, field: 'budget_minor' });

    const { campaign, checkout_url } = await createSearchCampaign(['jooga']);
    expect(campaign).toMatchObject({
      status: 'awaiting_payment',
      impressions_paid: 2,
      search_keywords: ['jooga'],
    });
    expect(checkout_url).toContain('/v1/payments/test-checkout/');
    // The same keyword in another live search campaign of the owner's: 1260.
    const twice = await mine('POST', '/v1/me/campaigns/search', {
      keywords: ['Jooga'],
      budget_minor: 1000,
    });
    expect(twice.json().errors[0].code).toBe(1260);

    await pay(checkout_url);
    await t.deps.jobs.drain();
    const paid = (await mine('GET', `/v1/me/campaigns/${campaign.id}`)).json().data;
    expect(paid).toMatchObject({ status: 'awaiting_approval', paid_price: 1000 });
    expect((await search('search-boosted', { search: 'jooga' })).json().data).toEqual([]);

    const dashboard = await staff('GET', '/v1/admin/dashboard');
    expect(dashboard.json().data.ads_awaiting_approval).toBeGreaterThanOrEqual(1);
    const awaiting = await staff('GET', '/v1/admin/campaigns/search?awaiting=true');
    expect(awaiting.json().data.map((row: { id: number }) => row.id)).toContain(campaign.id);

    await staff('POST', '/v1/admin/campaigns/approve', { type: 'search', id: campaign.id });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'campaign'), eq(auditLog.targetId, campaign.id)));
    expect(entry?.action).toBe('ad.approve');

    // A Finnish inflection of the keyword, in the professional's town: first place, labelled.
    const boosted = await search('search-boosted', { search: 'joogaa Helsingissä' });
    expect(boosted.statusCode).toBe(200);
    const [first] = boosted.json().data;
    expect(first).toMatchObject({ slug: pro.slug });
    expect(first.sponsored).toMatchObject({
      type: 'search',
      campaign_id: campaign.id,
      label: 'Sponsored',
      position: 0,
      reason: { sponsor: 'Jenni Jooga', keyword: 'jooga' },
    });
    expect(first.sponsored.reason.text).toContain('jooga');
    // Payment buys position, never relevance: another text or another town shows nothing.
    expect((await search('search-boosted', { search: 'pilates' })).json().data).toEqual([]);
    expect((await search('search-boosted', { search: 'jooga Rovaniemi' })).json().data).toEqual([]);
    // A map area: the owner's place in Helsinki inside it, or not.
    const helsinki = { south: 60.1, west: 24.8, north: 60.3, east: 25.1 };
    const inArea = await search('search-boosted', { search: 'jooga', bounds: helsinki });
    expect(inArea.json().data.map((item: { slug: string }) => item.slug)).toEqual([pro.slug]);
    const lapland = { south: 66, west: 24, north: 67, east: 26 };
    expect(
      (await search('search-boosted', { search: 'jooga', bounds: lapland })).json().data,
    ).toEqual([]);
    const finnish = await t.app.inject({
      method: 'POST',
      url: '/v1/professionals/search-boosted',
      headers: { 'accept-language': 'fi' },
      payload: { search: 'jooga' },
    });
    expect(finnish.json().data[0].sponsored.label).toBe('Mainos');

    // Impressions: once per viewer and day; the campaign ends at its paid number.
    expect((await impression('search', campaign.id, 'viewer-a')).json().data.counted).toBe(1);
    expect((await impression('search', campaign.id, 'viewer-a')).json().data.counted).toBe(0);
    expect((await impression('search', campaign.id, 'viewer-b')).json().data.counted).toBe(1);
    expect((await impression('search', campaign.id, 'viewer-c')).json().data.counted).toBe(0);
    const ended = (await mine('GET', `/v1/me/campaigns/${campaign.id}`)).json().data;
    expect(ended).toMatchObject({
      status: 'ended',
      display_status: 'ended',
      impressions_counted: 2,
      impressions_paid: 2,
    });
    expect((await search('search-boosted', { search: 'jooga' })).json().data).toEqual([]);

    const stats = (await mine('GET', `/v1/me/campaigns/${campaign.id}/stats`)).json().data;
    expect(stats).toMatchObject({ impressions_counted: 2, spend_minor: 1000, currency: 'eur' });
    expect(stats.days).toHaveLength(1);
    expect(stats.days[0]).toMatchObject({ impressions: 2, spend_minor: 1000 });
  });

  it('matches multi-word keywords through the analysis, and pauses and resumes', async () => {
    const id = await liveSearchCampaign(['personal trainer']);
    const hit = await search('search-boosted', { search: 'personal trainerit' });
    expect(hit.json().data[0]?.sponsored?.campaign_id).toBe(id);
    expect((await search('search-boosted', { search: 'trainer' })).json().data).toEqual([]);

    const paused = await mine('POST', `/v1/me/campaigns/${id}/pause`);
    expect(paused.json().data).toMatchObject({
      status: 'paused',
      active: false,
      paused_by_user: true,
      display_status: 'deactive',
    });
    expect((await search('search-boosted', { search: 'personal trainer' })).json().data).toEqual(
      [],
    );
    expect((await impression('search', id)).json().data.counted).toBe(0);
    const resumed = await mine('POST', `/v1/me/campaigns/${id}/resume`, {});
    expect(resumed.json().data).toMatchObject({ status: 'active', paused_by_user: false });
    expect(
      (await search('search-boosted', { search: 'personal trainer' })).json().data,
    ).toHaveLength(1);

    // Someone else's campaign is not there for them.
    const other = await listedProfessional(db);
    const otherToken = await signIn(t.app, other.email);
    expect(
      (await callAs(t.app, otherToken, 'POST', `/v1/me/campaigns/${id}/pause`)).statusCode,
    ).toBe(404);
  });

  it('never counts past the paid impressions under concurrent requests', async () => {
    const id = await liveSearchCampaign(['kuntosali'], 2000);
    expect((await campaignOf(id))?.impressionsPaid).toBe(5);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => impression('search', id, `crowd-${index}`)),
    );
    const counted = answers.reduce((sum, answer) => sum + answer.json().data.counted, 0);
    expect(counted).toBe(5);
    expect((await campaignOf(id))?.impressionsCounted).toBe(5);
    const [rows] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaignImpressions)
      .where(eq(campaignImpressions.campaignId, id));
    expect(rows?.n).toBe(5);

    // One address changing its User-Agent counts at most 20 a day (25 paid here).
    const drained = await liveSearchCampaign(['kettlebell'], 10000);
    expect((await campaignOf(drained))?.impressionsPaid).toBe(25);
    let fromOneAddress = 0;
    for (let index = 0; index < 25; index += 1) {
      fromOneAddress += (await impression('search', drained, `script-${index}`)).json().data
        .counted;
    }
    expect(fromOneAddress).toBe(20);

    // One viewer asking ten times at once counts once.
    const other = await liveSearchCampaign(['kahvakuula'], 2000);
    const same = await Promise.all(
      Array.from({ length: 10 }, () => impression('search', other, 'one-viewer')),
    );
    expect(same.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(same.reduce((sum, answer) => sum + answer.json().data.counted, 0)).toBe(1);
    expect((await campaignOf(other))?.impressionsCounted).toBe(1);
  });

  it('counts in many slots at once, never past the paid number, and ends exactly at the cap', async () => {
    // 130 paid: blocks of 50, 50 and 30 go to three slots; requests landing on the other slots
    // take the spare impressions of those, so every paid impression is counted.
    const id = await liveSearchCampaign(['crosstraining'], 52000);
    expect((await campaignOf(id))?.impressionsPaid).toBe(130);
    const day = utcDay(new Date());
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        countImpression(
          t.deps.database,
          { type: 'search', id },
          day,
          `slots-${index}`,
          `address-${index}`,
        ),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(130);
    const slots = await db
      .select()
      .from(campaignCounterSlots)
      .where(eq(campaignCounterSlots.campaignId, id));
    expect(slots.reduce((sum, slot) => sum + slot.counted, 0)).toBe(130);
    expect(slots.every((slot) => slot.counted === slot.granted)).toBe(true);
    const row = await campaignOf(id);
    expect(row).toMatchObject({ impressionsCounted: 130, impressionsGranted: 130 });
    expect(row?.endedAt).not.toBeNull();
    const [rows] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(campaignImpressions)
      .where(eq(campaignImpressions.campaignId, id));
    expect(rows?.n).toBe(130);
    expect((await mine('GET', `/v1/me/campaigns/${id}`)).json().data).toMatchObject({
      status: 'ended',
      impressions_counted: 130,
    });
    expect(
      await countImpression(t.deps.database, { type: 'search', id }, day, 'late', 'late'),
    ).toBe(false);
    expect((await search('search-boosted', { search: 'crosstraining' })).json().data).toEqual([]);
  });

  it('is activated after a crash between payment and activation, when the job runs on restart', async () => {
    const { campaign, checkout_url } = await createSearchCampaign(['venyttely']);
    await pay(checkout_url);
    // The process dies here: the payment is recorded, its outcome job is queued, not run.
    expect((await campaignOf(campaign.id))?.paidAt).toBeNull();
    const restarted = createWiredDeps(t.deps.config, t.deps.database, {
      info() {},
      error() {},
    });
    await restarted.jobs.drain();
    await restarted.pubsub.close();
    expect((await campaignOf(campaign.id))?.paidAt).not.toBeNull();
    // Running the outcome again changes nothing.
    await t.deps.jobs.drain();
    expect((await mine('GET', `/v1/me/campaigns/${campaign.id}`)).json().data.status).toBe(
      'awaiting_approval',
    );
  });

  it('is cancelled when its checkout expires, and runs after all if the payment arrives late', async () => {
    const { campaign } = await createSearchCampaign(['hieronta']);
    const id = campaign.id;
    const paymentId = (await campaignOf(id))?.paymentId ?? 0;
    // The expiry job, 30 minutes after the checkout opened.
    await paymentExpiryHandler(t.deps)({ paymentId });
    await t.deps.jobs.drain();
    expect((await mine('GET', `/v1/me/campaigns/${id}`)).json().data.status).toBe('cancelled');
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    await applyPaymentEvent(t.deps, 'test', {
      kind: 'paid',
      eventId: `late:${payment?.orderId}`,
      orderId: payment?.orderId ?? null,
    });
    await t.deps.jobs.drain();
    expect((await mine('GET', `/v1/me/campaigns/${id}`)).json().data.status).toBe(
      'awaiting_approval',
    );
  });

  it('is cancelled when its checkout fails, and nothing is served', async () => {
    const { campaign, checkout_url } = await createSearchCampaign(['meditaatio']);
    await pay(checkout_url, 'fail');
    await t.deps.jobs.drain();
    expect((await mine('GET', `/v1/me/campaigns/${campaign.id}`)).json().data.status).toBe(
      'cancelled',
    );
    expect((await mine('POST', `/v1/me/campaigns/${campaign.id}/resume`, {})).statusCode).toBe(409);
  });
});

describe('ads', () => {
  it('a search ad: sanitised, approved, served per page, clicked once per 30 minutes; rejected with e-mail and refund', async () => {
    const affiliate = await staff('POST', '/v1/admin/affiliates/partners', {
      name: 'Sport Shop',
    });
    expect(affiliate.statusCode).toBe(201);
    const partnerId = affiliate.json().data.id;
    const code = await staff('POST', '/v1/admin/users/affiliates', {
      user_id: pro.id,
      partner_id: partnerId,
      code: 'jenni-10',
    });
    expect(code.statusCode).toBe(201);
    const own = (await mine('GET', '/v1/me/affiliates')).json().data;
    expect(own).toEqual([{ id: code.json().data.id, name: 'Sport Shop', code: 'JENNI-10' }]);

    const created = await mine('POST', '/v1/me/campaigns/ads', {
      placement: 'search',
      keywords: ['pilates'],
      budget_minor: 2000,
      ad: {
        title: 'Pilates in Kallio',
        description:
          '<p>First class <b>free</b></p><script>alert(1)</script><img src=x onerror=alert(2)>',
        cta_label: 'Book now',
        url: 'https://example.com/pilates',
        affiliate_id: code.json().data.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { campaign, checkout_url } = created.json().data;
    expect(campaign.ad).toMatchObject({
      ad_description: '<p>First class <b>free</b></p>',
      affiliate: { name: 'Sport Shop', code: 'JENNI-10' },
    });
    await pay(checkout_url);
    await t.deps.jobs.drain();
    expect((await search('search-ads', { search: 'pilates' })).json().data).toEqual([]);
    await staff('POST', '/v1/admin/campaigns/approve', { type: 'ads', id: campaign.id });

    const served = (await search('search-ads', { search: 'pilates' })).json().data;
    expect(served).toHaveLength(1);
    expect(served[0].sponsored).toMatchObject({
      type: 'ads',
      campaign_id: campaign.id,
      position: 4,
      ad: { ad_title: 'Pilates in Kallio', affiliate: { code: 'JENNI-10' } },
    });
    // One ad per page: the second page has none of its own here.
    expect((await search('search-ads', { search: 'pilates', page: 2 })).json().data).toEqual([]);

    const listed = await staff('GET', '/v1/admin/campaigns/ads?placement=search');
    expect(listed.json().data.find((row: { id: number }) => row.id === campaign.id)).toMatchObject({
      user_first_name: 'Jenni',
      approved: true,
      ad_url: 'https://example.com/pilates',
    });
    const ofPro = await staff('GET', `/v1/admin/professional/${pro.id}/ads`);
    expect(ofPro.json().data.map((row: { id: number }) => row.id)).toContain(campaign.id);

    const click = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/campaigns/clicks',
        headers: { 'user-agent': 'clicker' },
        payload: { type: 'ads', id: campaign.id },
      });
    expect((await click()).json().data.counted).toBe(true);
    expect((await click()).json().data.counted).toBe(false);
    expect((await impression('ads', campaign.id)).json().data.counted).toBe(1);
    expect((await campaignOf(campaign.id))?.clicksCounted).toBe(1);
    // One address changing its User-Agent counts at most CLICKS_PER_ADDRESS_PER_DAY clicks.
    let fromOneAddress = 1;
    for (let index = 0; index < CLICKS_PER_ADDRESS_PER_DAY + 3; index += 1) {
      const another = await t.app.inject({
        method: 'POST',
        url: '/v1/campaigns/clicks',
        headers: { 'user-agent': `click-script-${index}` },
        payload: { type: 'ads', id: campaign.id },
      });
      if (another.json().data.counted) fromOneAddress += 1;
    }
    expect(fromOneAddress).toBe(CLICKS_PER_ADDRESS_PER_DAY);
    // Elsewhere the same campaign still counts (another address).
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/v1/campaigns/clicks',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': 'clicker' },
      payload: { type: 'ads', id: campaign.id },
    });
    expect(elsewhere.json().data.counted).toBe(true);
    expect((await campaignOf(campaign.id))?.clicksCounted).toBe(CLICKS_PER_ADDRESS_PER_DAY + 1);

    // Rejected: approval cleared, e-mail in the owner's language, the unspent 4/5 refunded.
    const short = await staff('POST', '/v1/admin/campaigns/reject', {
      type: 'ads',
      id: campaign.id,
      reason: 'no',
    });
    expect(short.statusCode).toBe(422);
    const rejected = await staff('POST', '/v1/admin/campaigns/reject', {
      type: 'ads',
      id: campaign.id,
      reason: 'Misleading offer',
    });
    expect(rejected.statusCode).toBe(200);
    await t.deps.jobs.drain();
    const after = (await mine('GET', `/v1/me/campaigns/${campaign.id}`)).json().data;
    expect(after).toMatchObject({
      status: 'rejected',
      approved: false,
      rejection_reason: 'Misleading offer',
      payment: { refunded_minor: 1600, status: 'partially_refunded' },
    });
    expect((await search('search-ads', { search: 'pilates' })).json().data).toEqual([]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, pro.email));
    const mail = mails.find((row) => row.subject === 'Fitmarket-kampanjaasi ei hyväksytty');
    expect(mail?.text).toContain('Syy: Misleading offer');
    // The amount as the owner's Marketing page shows it, in their language.
    expect(mail?.text).toContain('16\u00a0€');
    const again = await staff('POST', '/v1/admin/campaigns/reject', {
      type: 'ads',
      id: campaign.id,
      reason: 'Misleading offer',
    });
    expect(again.json().errors[0].code).toBe(1382);
    const [payment] = await db.select().from(payments).where(eq(payments.targetId, campaign.id));
    expect(payment?.refundedMinor).toBe(1600);
  });

  it("an ad's image is an upload of the owner's, kept by the clean-up while the ad is", async () => {
    const adWith = (image: string) =>
      mine('POST', '/v1/me/campaigns/ads', {
        placement: 'search',
        keywords: ['kuvamainos'],
        budget_minor: 2000,
        ad: { title: 'Photo ad', cta_label: 'Go', url: 'https://example.com', image },
      });
    const uploaded = await upload(t, proToken, await makeImage('png'), 'ad.png', AD_IMAGE_KIND);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json().data as { url: string };

    // Another site's address (a tracking pixel) and someone else's upload are refused.
    const other = await createUser(db, { role: 'professional' });
    const theirs = await upload(
      t,
      await signIn(t.app, other.email),
      await makeImage('png'),
      'x.png',
      AD_IMAGE_KIND,
    );
    for (const image of ['https://tracker.example/pixel.gif', theirs.json().data.url]) {
      const refused = await adWith(image);
      expect(refused.statusCode, image).toBe(422);
      expect(refused.json().errors[0]).toMatchObject({ code: 1301, field: 'ad.image' });
    }

    const created = await adWith(url);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.campaign.ad.ad_image).toBe(url);
    // A day later nothing else shows the upload, but the ad does: it stays.
    await discardAbandonedUploads(
      { db, storage: t.deps.storage },
      new Date(Date.now() + 2 * 24 * 3_600_000),
    );
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // The other upload, which nothing shows, went.
    expect((await t.app.inject({ method: 'GET', url: theirs.json().data.url })).statusCode).toBe(
      404,
    );
  });

  it('profile ads: free, live at once, one active at a time, stopped by staff', async () => {
    const ad = (title: string, pauseActive = false) =>
      mine('POST', '/v1/me/campaigns/ads', {
        placement: 'profile',
        ad: { title, cta_label: 'Book', url: 'https://example.com/' },
        pause_active: pauseActive,
      });
    const first = await ad('First');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      checkout_url: null,
      campaign: { status: 'active', placement: 'profile', paid_price: 0 },
    });
    const firstId = first.json().data.campaign.id;
    const shown = await t.app.inject({ method: 'GET', url: `/v1/professionals/${pro.slug}/ad` });
    expect(shown.json().data).toMatchObject({ campaign_id: firstId, label: 'Sponsored' });

    const second = await ad('Second');
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0]).toMatchObject({ code: 1380, field: 'pause_active' });
    const replaced = await ad('Second', true);
    expect(replaced.statusCode).toBe(201);
    const secondId = replaced.json().data.campaign.id;
    expect((await mine('GET', `/v1/me/campaigns/${firstId}`)).json().data.status).toBe('paused');
    expect((await mine('POST', `/v1/me/campaigns/${firstId}/resume`, {})).statusCode).toBe(409);

    // A profile ad never ends by impressions and is not approved or rejected in the list.
    expect((await impression('ads', secondId)).json().data.counted).toBe(1);
    expect(
      (await staff('POST', '/v1/admin/campaigns/approve', { type: 'ads', id: secondId }))
        .statusCode,
    ).toBe(409);

    const stopped = await staff('POST', '/v1/admin/campaigns/stop-profile-ads', {
      reason: 'Profile ads are paused for maintenance',
    });
    expect(stopped.json().data.stopped).toBeGreaterThanOrEqual(1);
    expect((await mine('GET', `/v1/me/campaigns/${secondId}`)).json().data).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Profile ads are paused for maintenance',
    });
    const gone = await t.app.inject({ method: 'GET', url: `/v1/professionals/${pro.slug}/ad` });
    expect(gone.json().data).toBeNull();
  });
});

describe('affiliate partners', () => {
  it('staff add, rename and remove partners and codes; duplicates are refused', async () => {
    const created = await staff('POST', '/v1/admin/affiliates/partners', { name: 'Gym Chain' });
    const id = created.json().data.id;
    expect(
      (await staff('POST', '/v1/admin/affiliates/partners', { name: 'gym chain' })).json(),
    ).toMatchObject({ errors: [{ code: 1379 }] });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/affiliates/partners/${id}`,
      headers: { authorization: `Bearer ${staffToken}` },
      payload: { name: 'Gym Chain Oy', website: 'https://gym.example' },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Gym Chain Oy', codes: 0 });
    const other = await listedProfessional(db);
    const code = await staff('POST', '/v1/admin/users/affiliates', {
      user_id: other.id,
      partner_id: id,
      code: 'GYM-1',
    });
    expect(code.statusCode).toBe(201);
    const duplicate = await staff('POST', '/v1/admin/users/affiliates', {
      user_id: other.id,
      partner_id: id,
      code: 'GYM-2',
    });
    expect(duplicate.json().errors[0].code).toBe(1384);
    const listed = await staff('GET', '/v1/admin/users/affiliates?search=gym');
    expect(listed.json().data[0]).toMatchObject({ code: 'GYM-1', name: 'Gym Chain Oy' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/affiliates/partners/${id}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(removed.statusCode).toBe(200);
    expect((await staff('GET', '/v1/admin/users/affiliates?search=gym')).json().data).toEqual([]);
  });
});
