import fs from 'node:fs';
import { expect, type Locator, test } from '@playwright/test';
import { ADMIN_PAYMENT_COLUMNS } from '../../packages/core/src/api/admin-payments';
import type { TCampaignPriceList, TCreatedCampaign } from '../../packages/core/src/api/campaigns';
import { errorText } from '../../packages/core/src/errors/error-text';
import { marketingEn } from '../../packages/core/src/i18n/en/marketing';
import { marketingFi } from '../../packages/core/src/i18n/fi/marketing';
import type { Language } from '../../packages/core/src/language';
import { formatPrice } from '../../packages/core/src/rules/price';
import { apiLogIn, logIn, OWNER } from '../support/backoffice';
import { landingProfessional, PROFESSIONAL_FOR, unfeaturedProfessional } from '../support/bookings';
import { type MarketingText, openMarketingPage, startCampaignWizard } from '../support/campaigns';
import { solidPng } from '../support/images';
import { waitForMail } from '../support/mailbox';
import { customerToken, DEMO_PASSWORD, demoProfessionalEmail } from '../support/marketplace';
import { backofficeURL, webURL } from '../support/urls';

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A campaign card's figures: impressions counted (of paid) and clicks, as the owner sees them. */
async function expectCounts(
  card: Locator,
  text: MarketingText,
  counts: { impressions: RegExp; clicks?: RegExp },
) {
  await expect(card).toContainText(
    new RegExp(`${escaped(text.impressions)}${counts.impressions.source}\\s`),
  );
  if (counts.clicks) {
    await expect(card).toContainText(
      new RegExp(`${escaped(text.clicks)}${counts.clicks.source}${escaped(text.ctr)}`),
    );
  }
}

/** Opens the card's daily chart: drawn, with today's impressions (its last day) as expected. */
async function expectChartToday(card: Locator, text: MarketingText, impressions: RegExp) {
  await card.getByRole('button', { name: text.showChart }).click();
  const chart = card.getByTestId('campaign-chart');
  await expect(chart.locator('svg rect').first()).toBeAttached();
  const today = chart.getByRole('table', { name: text.chart.caption }).getByRole('row').last();
  await expect(today.getByRole('cell').first()).toHaveText(new RegExp(`^${impressions.source}$`));
}

/**
 * Issue 19: a professional buys first place in search through the search wizard and the test
 * checkout, staff approve it on the Ads page, and a visitor searching its keyword sees the
 * professional first, labelled "Sponsored".
 */
test('a search campaign is bought, approved and shown first with its label', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const professional = await landingProfessional(page.request, PROFESSIONAL_FOR.campaigns);
  const name = `${professional.first_name} ${professional.last_name}`;
  // The surname: a keyword of this professional's only, which the search also finds.
  const keyword = professional.last_name.toLowerCase();

  const email = await demoProfessionalEmail(professional.slug);
  // The professional's pages are in their account's language.
  const token = await customerToken(page.request, email, DEMO_PASSWORD);
  const me = await page.request.get(`${webURL}/v1/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const language: Language = (await me.json()).data.language === 'fi' ? 'fi' : 'en';
  const text = language === 'fi' ? marketingFi : marketingEn;

  // The wizard: choose campaign, budget, targeted keywords, payment.
  await openMarketingPage(page, email);
  const wizard = await startCampaignWizard(page, language, {
    button: 'new-search-campaign',
    steps: 4,
  });
  // Keywords and payment: the test provider's checkout pays, and sends the buyer back to the
  // Marketing page.
  const campaignId = await wizard.buy(3, keyword, keyword);
  await expect(page.getByTestId('payment-return')).toContainText(text.return.paid.title);
  const card = page.getByTestId('campaign-card').filter({ hasText: keyword });
  await expect(card.getByTestId('campaign-status')).toHaveText(text.status.awaitingApproval);

  // Staff approve it on the Ads page's paid search list.
  const staff = await browser.newPage();
  await logIn(staff, OWNER);
  await staff.goto(`${backofficeURL}/dashboard/ads?show=paidSearch`);
  await staff.getByRole('button', { name: new RegExp(`Campaign #${campaignId}\\b`) }).click();
  await staff.getByTestId('approve-ad').first().click();
  await expect(staff.getByText(`Campaign #${campaignId} approved.`)).toBeVisible();
  await staff.close();

  // A visitor searching the keyword sees the professional first, labelled.
  const visitor = await browser.newPage();
  // The server renders the page and counts the impression as it sends it; the app, once it has
  // taken the page over, does not report it again.
  const reported: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().endsWith('/v1/campaigns/impressions')) reported.push(request.url());
  });
  await visitor.goto(`${webURL}/professionals?search=${encodeURIComponent(keyword)}`);
  const first = visitor.getByTestId('results').getByRole('article').first();
  await expect(first).toHaveAttribute('data-testid', 'search-result-sponsored', {
    timeout: 30_000,
  });
  await expect(first.getByRole('heading', { name })).toBeVisible();
  await expect(first.getByTestId('sponsored-label')).toContainText('Sponsored');
  await expect(visitor.locator('.leaflet-container').first()).toBeVisible({ timeout: 20_000 });
  expect(reported).toEqual([]);
  await visitor.close();

  // The owner's campaign runs now, and counts the visitor's impression: in the figures and in
  // today's bar of the daily chart (its table for screen readers holds the same numbers).
  await page.reload();
  await expect(card.getByTestId('campaign-status')).toHaveText(text.status.active);
  await expectCounts(card, text, { impressions: /[1-9]\d*/ });
  await expectChartToday(card, text, /[1-9]\d*/);
});

/**
 * Issue 19: staff reject a paid ad in search results with a reason; the owner's Marketing page
 * shows the reason and the refund, and the rejection e-mail brings the reason. The ad is bought
 * through the API and the test checkout's form: only the decision and what the owner sees go
 * through the browser.
 */
test('staff reject an ad with a reason and the owner sees the reason and the refund', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const professional = await landingProfessional(page.request, PROFESSIONAL_FOR.campaigns);
  const email = await demoProfessionalEmail(professional.slug);
  const headers = {
    Authorization: `Bearer ${await customerToken(page.request, email, DEMO_PASSWORD)}`,
  };
  const me = await page.request.get(`${webURL}/v1/me`, { headers });
  const language: Language = (await me.json()).data.language === 'fi' ? 'fi' : 'en';
  const text = language === 'fi' ? marketingFi : marketingEn;

  const prices = (
    await (await page.request.get(`${webURL}/v1/me/campaigns/prices`, { headers })).json()
  ).data as TCampaignPriceList;
  const budget = prices.budget_options_minor[0] ?? prices.min_budget_minor;
  const title = `Autumn offer ${Date.now()}`;
  const created = await page.request.post(`${webURL}/v1/me/campaigns/ads`, {
    headers,
    data: {
      placement: 'search',
      keywords: ['syystarjous'],
      budget_minor: budget,
      ad: { title, cta_label: 'Book now', url: 'https://example.com/offer' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { campaign, checkout_url } = (await created.json()).data as TCreatedCampaign;
  const paid = await page.request.post(checkout_url ?? '', {
    form: { outcome: 'pay' },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  // The payment's outcome is a job: the ad waits for approval once it has run.
  await expect
    .poll(
      async () =>
        (
          await (
            await page.request.get(`${webURL}/v1/me/campaigns/${campaign.id}`, { headers })
          ).json()
        ).data.status,
    )
    .toBe('awaiting_approval');

  // Staff find this ad by its number among the ads in search results, and reject it.
  const reason = 'The link leads to a page that does not match the ad.';
  const since = Date.now();
  const staff = await browser.newPage();
  await logIn(staff, OWNER);
  await staff.goto(`${backofficeURL}/dashboard/ads`);
  const item = staff.getByTestId('campaign-item').filter({
    has: staff.getByRole('button', { name: new RegExp(`Campaign #${campaign.id}\\b`) }),
  });
  await item.getByRole('button', { name: new RegExp(`Campaign #${campaign.id}\\b`) }).click();
  await item.getByTestId('reject-ad').click();
  const dialog = staff.getByRole('dialog', { name: `Reject campaign #${campaign.id}` });
  const submit = dialog.getByRole('button', { name: 'Reject ad' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('no');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(
    staff.getByText(`Campaign #${campaign.id} rejected; the owner has been emailed the reason.`),
  ).toBeVisible();
  await expect(item.getByTestId('rejection-reason')).toHaveText(reason);
  await staff.close();

  // The owner's Marketing page: rejected, why, and the refund (a job: there on a reload).
  const refund = formatPrice(budget, prices.currency, language);
  await openMarketingPage(page, email);
  const card = page.getByTestId('campaign-card').filter({ hasText: title });
  await expect(card.getByTestId('campaign-status')).toHaveText(text.status.rejected, {
    timeout: 30_000,
  });
  await expect(card).toContainText(reason);
  // Each reload waits for the page (slow on a loaded machine), then looks for the refund.
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('campaign-status')).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('campaign-refund')).toHaveText(
      text.refunded.replace('{{amount}}', refund),
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 90_000 });

  // The rejection e-mail, in the owner's language, with the reason and the refund.
  const mail = await waitForMail(email, { since, subject: /not approved|ei hyväksytty/ });
  expect(mail.text).toContain(reason);
  // The refund as the page shows it (spaces as plain ones: mail text may not keep no-break).
  const plain = (value: string) => value.replace(/\s+/g, ' ');
  expect(plain(mail.text)).toContain(plain(refund));
});

/**
 * Issue 19: a professional writes an ad in the ads wizard with an image (the upload pipeline)
 * and a partner's discount code, previewed as it will appear, pays at the test checkout; staff
 * approve it on the Ads page; a visitor searching its keyword sees it among the results,
 * labelled, and its button opens the link in a new tab (`rel="sponsored noopener"`); the click
 * is counted on the owner's Marketing page.
 */
test('an ad with an image and a partner code is bought, approved, shown and clicked', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const professional = await unfeaturedProfessional(page.request);
  const keyword = professional.lastName.toLowerCase();
  const fi = professional.language === 'fi';
  const text = fi ? marketingFi : marketingEn;

  // A partner code of the professional's own, added by staff when they have none.
  const headers = {
    Authorization: `Bearer ${await customerToken(page.request, professional.email, DEMO_PASSWORD)}`,
  };
  const ownCodes = async () =>
    (await (await page.request.get(`${webURL}/v1/me/affiliates`, { headers })).json()).data as {
      id: number;
      name: string;
      code: string;
    }[];
  let [partnerCode] = await ownCodes();
  if (!partnerCode) {
    const staffHeaders = {
      Authorization: `Bearer ${await apiLogIn(page.request, OWNER.email, OWNER.password)}`,
    };
    const me = await (await page.request.get(`${webURL}/v1/me`, { headers })).json();
    const partners = await (
      await page.request.get(`${backofficeURL}/v1/admin/affiliates/partners`, {
        headers: staffHeaders,
      })
    ).json();
    const added = await page.request.post(`${backofficeURL}/v1/admin/users/affiliates`, {
      headers: staffHeaders,
      data: { user_id: me.data.id, partner_id: partners.data[0].id, code: 'E2E-AD-10' },
    });
    expect(added.status(), await added.text()).toBe(201);
    [partnerCode] = await ownCodes();
  }
  if (!partnerCode) throw new Error('the professional has no partner code');

  await openMarketingPage(page, professional.email);
  const { step, stepText, buy } = await startCampaignWizard(page, professional.language, {
    button: 'new-ad',
    steps: 6,
    chosen: text.wizard.choice['ads.search'].title,
  });

  // The ad content, checked as it is typed, with its preview beside it.
  await expect(step).toHaveText(stepText(3, 'content'));
  const title = `${fi ? 'Syystarjous' : 'Autumn offer'} ${Date.now()}`;
  const cta = fi ? 'Varaa nyt' : 'Book now';
  const adUrl = `${webURL}/for-professionals?from=ad`;
  const preview = page.getByTestId('ad-preview');
  const link = page.getByRole('textbox', { name: text.wizard.adUrl });
  await link.fill('example.com');
  await expect(page.getByText(errorText(1301, professional.language)).first()).toBeVisible();
  await link.fill(adUrl);
  await page.getByRole('textbox', { name: text.wizard.adTitle }).fill(title);
  await page
    .getByRole('textbox', { name: text.wizard.adDescription })
    .fill(fi ? 'Kaksi treeniä yhden hinnalla.' : 'Two sessions for the price of one.');
  await page.getByRole('textbox', { name: text.wizard.adCta }).fill(cta);
  await page
    .getByTestId('ad-image')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'ad.png',
      mimeType: 'image/png',
      buffer: solidPng(640, 400, [200, 90, 40]),
    });
  const previewImage = preview.locator('img');
  await expect(previewImage).toHaveAttribute(
    'src',
    /^\/uploads\/photo\/[0-9a-f-]{36}\/\d+\.webp$/,
    {
      timeout: 30_000,
    },
  );
  const image = (await previewImage.getAttribute('src')) ?? '';
  await page
    .getByRole('combobox', { name: text.wizard.adPartner })
    .selectOption(String(partnerCode.id));
  await expect(preview).toContainText(partnerCode.code);
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('link', { name: cta })).toHaveAttribute('href', adUrl);
  await page.getByTestId('wizard-next').click();

  // Keywords, payment, and the test checkout; the buyer is back on the Marketing page.
  const campaignId = await buy(4, keyword, partnerCode.code);
  const card = page.getByTestId('campaign-card').filter({ hasText: title });
  await expect(card.getByTestId('campaign-status')).toHaveText(text.status.awaitingApproval, {
    timeout: 30_000,
  });

  // Staff see the same ad (image and code) among the ads in search results, and approve it.
  const staff = await browser.newPage();
  await logIn(staff, OWNER);
  await staff.goto(`${backofficeURL}/dashboard/ads`);
  const item = staff.getByTestId('campaign-item').filter({
    has: staff.getByRole('button', { name: new RegExp(`Campaign #${campaignId}\\b`) }),
  });
  await item.getByRole('button', { name: new RegExp(`Campaign #${campaignId}\\b`) }).click();
  await expect(item.getByTestId('ad-preview')).toContainText(partnerCode.code);
  await expect(item.getByTestId('ad-preview').locator('img')).toHaveAttribute('src', image);
  await item.getByTestId('approve-ad').click();
  await expect(staff.getByText(`Campaign #${campaignId} approved.`)).toBeVisible();
  await staff.close();

  // A visitor searching the keyword finds the ad among the results, labelled, as previewed.
  // Without script: the server's page alone counts the impression and, through the link's
  // counting address, the click.
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${webURL}/professionals?search=${encodeURIComponent(keyword)}`);
  const ad = visitor.getByTestId('results').getByTestId('ad-card');
  await expect(ad).toBeVisible({ timeout: 30_000 });
  await expect(ad.getByTestId('sponsored-label')).toContainText('Sponsored');
  await expect(ad.getByRole('heading', { name: title })).toBeVisible();
  await expect(ad).toContainText(partnerCode.code);
  await expect(ad.locator('img')).toHaveAttribute('src', image);
  const button = ad.getByRole('link', { name: cta });
  await expect(button).toHaveAttribute('rel', 'sponsored noopener');
  await expect(button).toHaveAttribute('target', '_blank');
  await expect(button).toHaveAttribute('href', /^\/v1\/campaigns\/ads\/\d+\/click\?to=/);
  const opened = visitorContext.waitForEvent('page');
  await button.click();
  const tab = await opened;
  await expect(tab).toHaveURL(adUrl);
  await tab.close();
  await visitorContext.close();

  // The owner's figures: the visitor's impression and click.
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('campaign-status')).toHaveText(text.status.active, {
      timeout: 30_000,
    });
    await expectCounts(card, text, { impressions: /1/, clicks: /1/ });
  }).toPass({ timeout: 90_000 });
});

/**
 * Issue 19: staff answer a billing question on the back-office Payments page: filter the
 * payments by status and by an order, and download what the filters select as CSV.
 */
test('staff filter the payments and download them as CSV', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await page.goto(`${backofficeURL}/dashboard/payments`);
  const table = page.getByTestId('payments-table');
  await expect(table).toBeVisible({ timeout: 30_000 });

  // The demo's rejected ad was refunded in full.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('refunded');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=refunded/);
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toContainText('refunded');
  const statuses = await rows.evaluateAll((found) =>
    found.map((row) => row.querySelectorAll('td')[9]?.textContent),
  );
  expect(new Set(statuses)).toEqual(new Set(['refunded']));
  const order = (await rows.first().locator('td').nth(2).textContent()) ?? '';
  expect(order).toMatch(/^[0-9a-f-]{36}$/);

  // One order by its number.
  await page.getByTestId('payments-q').fill(order);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('1 row', { exact: true })).toBeVisible();

  // The CSV of what the filters select: the header row and that one payment.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toBe(ADMIN_PAYMENT_COLUMNS.payments.join(','));
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(order);
  expect(lines[1]).toContain(',refunded,');
});
