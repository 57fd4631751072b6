import { expect, test } from '@playwright/test';
import { backofficeURL, webURL } from '../support/urls';

test.describe('marketplace landing page', () => {
  test('shows the demo marketplace in English', async ({ page }) => {
    await page.goto(webURL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find the right professional for your wellbeing',
    );
    await expect(page).toHaveTitle(/Fitmarket/);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByTestId('speciality-chip').filter({ hasText: 'Yoga' })).toBeVisible();
    await expect(page.getByTestId('price-from').first()).toContainText('€');
  });

  test('switches to Finnish, remembers it and shows Finnish data', async ({ page }) => {
    await page.goto(webURL);
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByTestId('language-switcher').getByText('Suomi').click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
      'Find the right professional for your wellbeing',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByTestId('speciality-chip').filter({ hasText: 'Jooga' })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByTestId('speciality-chip').filter({ hasText: 'Jooga' })).toBeVisible();
  });

  test('shows its 404 page for an unknown path', async ({ page }) => {
    const response = await page.goto(`${webURL}/no/such/page`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(`${webURL}/`);
  });
});

test.describe('back-office', () => {
  test('home redirects to the login page', async ({ page }) => {
    await page.goto(backofficeURL);
    await expect(page).toHaveURL(`${backofficeURL}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeVisible();
  });

  test('shows "Sorry - 404" for an unknown path and at /404', async ({ page }) => {
    await page.goto(`${backofficeURL}/nothing-here`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry - 404');
    await page.goto(`${backofficeURL}/404`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry - 404');
    await expect(page).toHaveTitle(/Sorry - 404/);
  });

  test('serves the API and its documentation beside the app', async ({ request }) => {
    const health = await request.get(`${backofficeURL}/health`);
    expect(health.ok()).toBe(true);
    const docs = await request.get(`${backofficeURL}/docs/json`);
    expect((await docs.json()).openapi).toMatch(/^3\./);
    const unknown = await request.get(`${backofficeURL}/v1/no-such-route`);
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).errors[0].code).toBe(1302);
  });
});
