import { expect, test } from '@playwright/test';
import { logIn, OWNER } from '../support/backoffice';
import { backofficeURL, webURL } from '../support/urls';

/** Issue 8 and 9: every marketplace search is logged, and staff see it on the statistics page. */
test('a search on the marketplace shows on the back-office statistics page', async ({
  page,
  request,
}) => {
  // The statistics page (chart, map) may take a while on a busy machine.
  test.setTimeout(90_000);
  // A word nobody offers: it counts among the terms that found nothing too.
  const term = `kalliokiipeily${Date.now().toString(36)}`;
  const search = await request.post(`${webURL}/v1/professionals/search`, {
    data: {
      search: term,
      location: '#',
      lat: '#',
      lng: '#',
      geoLocation: { lat: 60.17, lng: 24.94 },
    },
  });
  expect(search.ok(), await search.text()).toBe(true);

  await logIn(page, OWNER);
  await page.getByRole('link', { name: 'Statistics' }).first().click();
  await expect(page).toHaveURL(`${backofficeURL}/dashboard/statistics`);
  const log = page.getByTestId('search-log-table');
  // Logged after the answer left: the page may open before the row is written.
  await expect(async () => {
    await page.reload();
    await expect(log.getByRole('cell', { name: term })).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 60_000 });
  const row = log.getByRole('row').filter({ hasText: term });
  await expect(row).toContainText('24.9400, 60.1700');
  const zeroTerms = page.getByRole('heading', { name: 'Top terms without results' }).locator('..');
  await expect(zeroTerms).toContainText(term);
});

/** Issue 22: a word the search left out shows beside the search that dropped it. */
test('a word a search left out shows on the back-office statistics page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const word = `zq${Date.now().toString(36)}`;
  const text = `jooga ${word}`;
  const search = await request.post(`${webURL}/v1/professionals/search`, {
    headers: { 'accept-language': 'fi' },
    data: { search: text, location: '#', lat: '#', lng: '#', geoLocation: '#' },
  });
  expect(search.ok(), await search.text()).toBe(true);
  expect((await search.json()).meta.dropped_words).toEqual([word]);

  await logIn(page, OWNER);
  await page.goto(`${backofficeURL}/dashboard/statistics`);
  const log = page.getByTestId('search-log-table');
  await expect(log.getByRole('columnheader', { name: 'Words left out' })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(log.getByRole('cell', { name: text, exact: true })).toBeVisible({
      timeout: 8_000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(log.getByRole('row').filter({ hasText: text })).toContainText(word);
  await expect(
    page.getByRole('heading', { name: /^Words most often left out/ }).locator('..'),
  ).toBeVisible();
});
