import { expect, test } from '@playwright/test';
import type { TCampaignPriceList, TCreatedCampaign } from '../../packages/core/src/api/campaigns';
import { marketingEn } from '../../packages/core/src/i18n/en/marketing';
import { marketingFi } from '../../packages/core/src/i18n/fi/marketing';
import type { Language } from '../../packages/core/src/language';
import { formatPrice } from '../../packages/core/src/rules/price';
import { logIn, OWNER } from '../support/backoffice';
import { landingProfessional, PROFESSIONAL_FOR } from '../support/bookings';
import { waitForMail } from '../support/mailbox';
import {
  customerToken,
  DEMO_PASSWORD,
  demoProfessionalEmail,
  submitSignIn,
} from '../support/marketplace';
import { backofficeURL, webURL } from '../support/urls';

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
  const fi = (await me.json()).data.language === 'fi';
  const text = fi ? marketingFi : marketingEn;
  const stepText = (number: number, name: keyof typeof text.wizard.step) =>
    `${text.wizard.stepOf.replace('{{number}}', String(number)).replace('{{total}}', '4')}: ${text.wizard.step[name]}`;

  await page.goto('/signin');
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(`${webURL}/signin`);

  // The wizard: choose campaign, budget, targeted keywords, payment.
  await page.goto('/account/marketing');
  await page.getByTestId('new-search-campaign').click();
  const step = page.getByTestId('wizard-step');
  await expect(step).toHaveText(stepText(1, 'campaign'), { timeout: 30_000 });
  await page.getByTestId('wizard-next').click();
  await expect(step).toHaveText(stepText(2, 'budget'));
  await page
    .getByRole('radiogroup', { name: text.wizard.budgetLabel })
    .getByRole('radio')
    .first()
    .click();
  await page.getByTestId('wizard-next').click();
  await expect(step).toHaveText(stepText(3, 'keywords'));
  await page
    .getByRole('textbox', { name: text.wizard.keyword.replace('{{number}}', '1') })
    .fill(keyword);
  await page.getByTestId('wizard-next').click();
  await expect(step).toHaveText(stepText(4, 'payment'));
  await expect(page.getByTestId('payment-summary')).toContainText(keyword);
  await page.getByTestId('wizard-pay').click();

  // The test provider's checkout pays, and sends the buyer back to the Marketing page.
  await expect(page).toHaveURL(/\/v1\/payments\/test-checkout\//);
  await page.getByRole('button', { name: fi ? 'Maksa' : 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/marketing\?.*result=paid/);
  await expect(page.getByTestId('payment-return')).toContainText(text.return.paid.title);
  const campaignId = new URL(page.url()).searchParams.get('campaign');
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
  await visitor.goto(`${webURL}/professionals?search=${encodeURIComponent(keyword)}`);
  const first = visitor.getByTestId('results').getByRole('article').first();
  await expect(first).toHaveAttribute('data-testid', 'search-result-sponsored', {
    timeout: 30_000,
  });
  await expect(first.getByRole('heading', { name })).toBeVisible();
  await expect(first.getByTestId('sponsored-label')).toContainText('Sponsored');
  await visitor.close();

  // The owner's campaign runs now, and counts the visitor's impression.
  await page.reload();
  await expect(card.getByTestId('campaign-status')).toHaveText(text.status.active);
  await expect(card).toContainText(`${text.impressions}1 `);
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
  test.setTimeout(120_000);
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
  await page.goto('/signin');
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(`${webURL}/signin`);
  await page.goto('/account/marketing');
  const card = page.getByTestId('campaign-card').filter({ hasText: title });
  await expect(card.getByTestId('campaign-status')).toHaveText(text.status.rejected, {
    timeout: 30_000,
  });
  await expect(card).toContainText(reason);
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('campaign-refund')).toHaveText(
      text.refunded.replace('{{amount}}', refund),
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });

  // The rejection e-mail, in the owner's language, with the reason and the refund.
  const mail = await waitForMail(email, { since, subject: /not approved|ei hyväksytty/ });
  expect(mail.text).toContain(reason);
  // The refund as the page shows it (spaces as plain ones: mail text may not keep no-break).
  const plain = (value: string) => value.replace(/\s+/g, ' ');
  expect(plain(mail.text)).toContain(plain(refund));
});
