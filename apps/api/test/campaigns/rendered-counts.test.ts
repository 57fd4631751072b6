import fs from 'node:fs';
import { adClickPath } from '@fitmarket/core/rules/sponsored-shown';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignWithCount } from '../../src/campaigns/queries';
import { campaigns } from '../../src/db/schema';
import { refreshSearchDocuments } from '../../src/search/search-document';
import { listedProfessional } from '../helpers/professionals';
import { fakeSpaRoot } from '../helpers/spa-root';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { callAs, createUser, signIn, signInStaff } from '../helpers/users';

/**
 * Paid counts that need no script (docs/campaigns.md, Counting): a search page the server
 * renders counts the impressions of the sponsored items it shows, once per viewer and day with
 * the browser's own POST /v1/campaigns/impressions (the same function), and an ad's link goes
 * through GET /v1/campaigns/ads/{id}/click, which counts the click and sends the visitor on to
 * the ad's own URL only. Prices: 1,000 impressions cost 4,000.00, so 40.00 buys 10.
 */

/** A stand-in for the web build's page renderer; an address with "fail" fails to render. */
const RENDERER = `
function render(kind) {
  return async (url, language) => {
    if (url.includes('fail')) throw new Error('rendering failed');
    return '<div id="root" data-server-rendered="' + language + '">' + kind + '</div>';
  };
}
export const renderSearchPage = render('search');
export const renderProfilePage = render('profile');
`;

let t: TestApp;
let db: TestApp['deps']['database']['db'];
let spaRoot: string;
let boostedId: number;
let adId: number;
const AD_URL = 'https://example.com/kettlebell?from=fitmarket&x=1';

async function live(
  proToken: string,
  staffToken: string,
  kind: 'search' | 'ads',
  body: object,
): Promise<number> {
  const created = await callAs(t.app, proToken, 'POST', `/v1/me/campaigns/${kind}`, {
    keywords: ['renderoinen'],
    budget_minor: 4000,
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const { campaign, checkout_url } = created.json().data;
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(checkout_url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });
  expect(paid.statusCode).toBe(303);
  await t.deps.jobs.drain();
  const approved = await callAs(t.app, staffToken, 'POST', '/v1/admin/campaigns/approve', {
    type: kind,
    id: campaign.id,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return campaign.id;
}

beforeAll(async () => {
  spaRoot = fakeSpaRoot(RENDERER);
  t = await createTestApp({
    spaRoot,
    env: { CAMPAIGN_SEARCH_CPM_MINOR: '400000', CAMPAIGN_ADS_CPM_MINOR: '400000' },
  });
  db = t.deps.database.db;
  // Two professionals the search finds: the sponsor (first place) and one organic result for
  // the ad to stand among.
  const sponsor = await listedProfessional(db, { firstName: 'Jenni', lastName: 'Renderoinen' });
  const other = await listedProfessional(db, { firstName: 'Ville', lastName: 'Renderoinen' });
  await db.transaction((tx) => refreshSearchDocuments(tx, [sponsor.id, other.id]));
  const proToken = await signIn(t.app, sponsor.email);
  const staff = await createUser(db, { role: 'admin' });
  const staffToken = await signInStaff(t, staff.email);
  boostedId = await live(proToken, staffToken, 'search', {});
  adId = await live(proToken, staffToken, 'ads', {
    placement: 'search',
    ad: { title: 'Kettlebells', description: '<p>Swing</p>', cta_label: 'Go', url: AD_URL },
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(spaRoot, { recursive: true, force: true });
});

const counts = async (id: number) => {
  const [row] = await db.select(campaignWithCount).from(campaigns).where(eq(campaigns.id, id));
  return { impressions: row?.impressionsCounted, clicks: row?.clicksCounted };
};
const page = (
  url: string,
  agent: string,
  extra: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: extra.method ?? 'GET',
    url,
    headers: { 'user-agent': agent, ...extra.headers },
  });

describe('a search page rendered by the server', () => {
  it('counts the sponsored items it shows, once per viewer and day with the browser', async () => {
    const url = '/professionals?search=renderoinen';
    const first = await page(url, 'visitor-1');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('data-server-rendered="en"');
    expect(await counts(boostedId)).toMatchObject({ impressions: 1 });
    expect(await counts(adId)).toMatchObject({ impressions: 1 });

    // The hydrated page's own report of them (an older tab's, or one that did not take the
    // page's) is the same viewer's the same day: a no-op.
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/campaigns/impressions',
      headers: { 'user-agent': 'visitor-1' },
      payload: {
        items: [
          { type: 'search', id: boostedId },
          { type: 'ads', id: adId },
        ],
      },
    });
    expect(again.json().data.counted).toBe(0);
    // Reloaded (the kept page) by the same viewer: still once; another viewer counts.
    await page(url, 'visitor-1');
    await page('/fi/ammattilaiset?search=renderoinen', 'visitor-1');
    expect(await counts(boostedId)).toMatchObject({ impressions: 1 });
    await page(url, 'visitor-2');
    expect(await counts(boostedId)).toMatchObject({ impressions: 2 });
    expect(await counts(adId)).toMatchObject({ impressions: 2 });
  });

  it('counts nothing no one saw: HEAD, a prefetch, a crawler, a plain first view, a later page', async () => {
    const url = '/professionals?search=renderoinen';
    const before = [await counts(boostedId), await counts(adId)];
    expect((await page(url, 'visitor-3', { method: 'HEAD' })).statusCode).toBe(200);
    await page(url, 'visitor-4', { headers: { 'sec-purpose': 'prefetch;prerender' } });
    await page(url, 'visitor-5', { headers: { purpose: 'prefetch' } });
    await page(url, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await page(url, '');
    // Rendering failed: the plain first view has no paid placements.
    const plain = await page(`${url}&fail=1`, 'visitor-6');
    expect(plain.body).not.toContain('data-server-rendered');
    // The second page shows no boosted first place (and this search has no second ad).
    await page(`${url}&page=2`, 'visitor-7');
    expect([await counts(boostedId), await counts(adId)]).toEqual(before);
    // The same viewers on a real visit count.
    await page(url, 'visitor-4');
    expect(await counts(boostedId)).toMatchObject({
      impressions: (before[0]?.impressions ?? 0) + 1,
    });
  });
});

describe("an ad's counting link", () => {
  it('counts the click once per viewer per 30 minutes and sends the visitor to the ad', async () => {
    const link = adClickPath(adId, AD_URL);
    expect(link).toBe(`/v1/campaigns/ads/${adId}/click?to=${encodeURIComponent(AD_URL)}`);
    const before = (await counts(adId)).clicks ?? 0;
    const opened = await page(link, 'clicker');
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(AD_URL);
    expect(opened.headers['x-robots-tag']).toContain('noindex');
    expect((await counts(adId)).clicks).toBe(before + 1);
    // The hydrated page opens the same link (nothing else counts): the same viewer again is no
    // new click; neither is POST /v1/campaigns/clicks, which shares the rule.
    expect((await page(link, 'clicker')).headers.location).toBe(AD_URL);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/v1/campaigns/clicks',
      headers: { 'user-agent': 'clicker' },
      payload: { type: 'ads', id: adId },
    });
    expect(posted.json().data.counted).toBe(false);
    expect((await counts(adId)).clicks).toBe(before + 1);
    // A HEAD request and a crawler follow the link without a count.
    expect((await page(link, 'checker', { method: 'HEAD' })).statusCode).toBe(302);
    expect((await page(link, 'Mozilla/5.0 (compatible; bingbot/2.0)')).statusCode).toBe(302);
    expect((await counts(adId)).clicks).toBe(before + 1);
    await page(link, 'another-visitor');
    expect((await counts(adId)).clicks).toBe(before + 2);
  });

  it('never sends anyone elsewhere: another address or an unknown ad is refused', async () => {
    const before = (await counts(adId)).clicks;
    for (const to of ['https://evil.example/phish', `${AD_URL}&more`, '', '//evil.example']) {
      const refused = await page(
        `/v1/campaigns/ads/${adId}/click?to=${encodeURIComponent(to)}`,
        'v',
      );
      expect(refused.statusCode, to).toBe(400);
      expect(refused.headers.location).toBeUndefined();
      expect(refused.json().errors[0]).toMatchObject({ code: 1406, field: 'to' });
    }
    // Without `to`: a malformed request, refused by the schema.
    const missing = await page(`/v1/campaigns/ads/${adId}/click`, 'v');
    expect(missing.statusCode).toBe(422);
    expect(missing.headers.location).toBeUndefined();
    for (const id of [999_999, boostedId]) {
      // No such ad (a search campaign has no link of its own).
      const unknown = await page(adClickPath(id, AD_URL), 'v');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errors[0].code).toBe(1302);
    }
    expect((await counts(adId)).clicks).toBe(before);
  });
});
