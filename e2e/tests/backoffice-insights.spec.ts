import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { type BrowserContext, expect, test } from '@playwright/test';
import { apiLogIn, OWNER } from '../support/backoffice';
import { createConfirmedCustomer, customerToken, uniqueEmail } from '../support/marketplace';
import { backofficeURL, webURL } from '../support/urls';

/** Issue 9: what visitors do in the marketplace reaches the staff's insights pages. */

async function staffSignedIn(context: BrowserContext, request: Parameters<typeof apiLogIn>[0]) {
  const token = await apiLogIn(request, OWNER.email, OWNER.password);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    AUTH_TOKEN_STORAGE_KEY,
    token,
  ] as const);
}

test('a visitor searches the marketplace; staff find it from the dashboard on the statistics page', async ({
  browser,
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // A word nobody offers, so it also counts among the terms that found nothing. Not a compound
  // of a known word: "padelvalmentaja…" finds coaches through its part "valmentaja".
  const term = `zqxw${Date.now().toString(36)}`;
  const visitor = await browser.newPage();
  // The page comes rendered by the server, which logs the search (the browser asks no more).
  await visitor.goto(`${webURL}/professionals?search=${term}`);
  await expect(visitor.getByRole('searchbox').or(visitor.getByRole('textbox')).first()).toHaveValue(
    term,
  );
  await visitor.close();

  await staffSignedIn(context, request);
  await page.goto(`${backofficeURL}/dashboard`);
  await expect(page.getByTestId('dashboard-searches-today')).not.toHaveText('0', {
    timeout: 15_000,
  });
  await page.getByRole('link', { name: 'See the statistics' }).click();
  await expect(page).toHaveURL(`${backofficeURL}/dashboard/statistics`);

  // Today only, kept in the address.
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  const log = page.getByTestId('search-log-table');
  // Logged after the answer left: the page may open before the row is written.
  await expect(async () => {
    await page.reload();
    await expect(log.getByRole('cell', { name: term })).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
  const zeroTerms = page.getByRole('heading', { name: 'Top terms without results' }).locator('..');
  await expect(zeroTerms).toContainText(term);
  await expect(page.getByRole('heading', { name: 'Searched places' })).toBeVisible({
    timeout: 15_000,
  });

  // The CSV of the day holds it too.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`searches-from-${today}-to-${today}.csv`);
  const stream = await file.createReadStream();
  let csv = '';
  for await (const chunk of stream) csv += chunk;
  expect(csv).toContain(term);
});

test('a customer answers the questionnaire; staff read it first on the feedbacks page', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('insights-feedback');
  await createConfirmedCustomer(request, email);
  const token = await customerToken(request, email);
  const authorization = { Authorization: `Bearer ${token}` };
  const lastName = `Palaute${Date.now().toString(36)}`;
  const named = await request.put(`${webURL}/v1/me/settings`, {
    headers: authorization,
    data: { first_name: 'Veera', last_name: lastName },
  });
  expect(named.ok(), await named.text()).toBe(true);
  const questions = await request.get(`${webURL}/v1/feedback/questions`);
  const keys: string[] = (await questions.json()).data.map((item: { key: string }) => item.key);
  const answer = `Search found my yoga teacher quickly (${lastName}).`;
  const sent = await request.post(`${webURL}/v1/feedback`, {
    headers: authorization,
    data: { answers: Object.fromEntries(keys.map((key) => [key, { answer, rating: 5 }])) },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await staffSignedIn(context, request);
  await page.goto(`${backofficeURL}/dashboard`);
  await page.getByRole('link', { name: 'Read the feedback' }).click();
  await expect(page).toHaveURL(`${backofficeURL}/dashboard/feedbacks`);
  await expect(page.getByTestId('feedback-averages')).toBeVisible();
  const newest = page.getByTestId('feedback-item').first();
  await expect(newest).toContainText(`Veera ${lastName}`);
  await expect(newest.getByText(answer).first()).toBeVisible();
  await expect(newest.getByLabel('Overall 5.0 out of 5')).toBeVisible();
});
