import type { TSocialItem } from '@fitmarket/core/api/social-activity';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { landingProfessional, PROFESSIONAL_FOR, personWith } from '../support/bookings';
import { customerToken, DEMO_PASSWORD, demoProfessionalEmail } from '../support/marketplace';
import { webURL } from '../support/urls';

/**
 * Issue 20's browser test: a demo professional (whose account is in Finnish) connects Instagram (the local provider server
 * plays its consent page), the imported posts appear with their relevance, one is hidden and
 * one featured, and a visitor's Social tab shows the rest in order, the featured one first.
 */

// Sign-in, the provider's round trip, an import that copies every picture, and two pages.
test.describe.configure({ timeout: 150_000 });

const RELEVANCE_BADGES = {
  low: 'Matala osuvuus',
  medium: 'Keskitason osuvuus',
  high: 'Korkea osuvuus',
};
const RANK = { high: 0, medium: 1, low: 2 };

async function ownItems(request: APIRequestContext, token: string): Promise<TSocialItem[]> {
  const answer = await request.get(`${webURL}/v1/me/social/items`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data;
}

test('a professional connects Instagram, curates the posts and the Social tab shows them', async ({
  browser,
  request,
}) => {
  const professional = await landingProfessional(request, PROFESSIONAL_FOR.socialActivity);
  const token = await customerToken(
    request,
    await demoProfessionalEmail(professional.slug),
    DEMO_PASSWORD,
  );
  const headers = { authorization: `Bearer ${token}` };
  // A retry starts from no connection.
  const existing = await request.get(`${webURL}/v1/me/social/connections`, { headers });
  for (const connection of (await existing.json()).data as { id: number }[]) {
    await request.delete(`${webURL}/v1/me/social/connections/${connection.id}?items=remove`, {
      headers,
    });
  }

  const { context, page } = await personWith(browser, token, 'fi');
  await page.goto('/account/social-activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Some-aktiivisuus' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('social-empty')).toBeVisible();

  // Connect: the provider's consent page (the local provider server) and back.
  await page.getByRole('button', { name: 'Yhdistä Instagram' }).click();
  await expect(page.getByRole('heading', { name: /Instagram/ })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/account\/social-activities\?social=connected&provider=instagram/);
  await expect(page.getByTestId('social-notice')).toHaveText(
    'Instagram on yhdistetty. Julkaisujasi tuodaan parhaillaan.',
  );
  const card = page.getByTestId('provider-instagram');
  await expect(card.getByTestId('connection-status')).toHaveText('Yhdistetty');
  await expect(card).toContainText('Tili: demo.coach');
  await expect(card.getByTestId('connection-default')).toHaveText('Oletus');

  // The import finishes (the list is polled meanwhile) and every post shows its relevance.
  await expect(card.getByTestId('import-progress')).toBeHidden({ timeout: 60_000 });
  const items = await ownItems(request, token);
  expect(items.length).toBeGreaterThan(2);
  const posts = page.getByTestId('social-item');
  await expect(posts).toHaveCount(items.length, { timeout: 30_000 });
  for (const item of items) {
    const post = posts.filter({ hasText: item.caption });
    await expect(post.getByTestId('item-relevance')).toHaveText(RELEVANCE_BADGES[item.relevance]);
  }

  // Hide the first post the profile would show; feature the oldest one. (The switches show
  // what the server saved, so they turn once it answers.)
  const hide = items.find((item) => item.relevance !== 'low');
  const feature = items.at(-1);
  if (!hide || !feature || hide.id === feature.id) throw new Error('not enough posts to curate');
  const hidden = posts.filter({ hasText: hide.caption });
  await hidden.getByRole('switch', { name: 'Piilota profiilistani' }).click();
  await expect(hidden.getByText('Piilotettu', { exact: true })).toBeVisible();
  const featured = posts.filter({ hasText: feature.caption });
  await featured.getByRole('switch', { name: 'Nosta esiin profiilissani' }).click();
  await expect(featured.getByText('Nostettu esiin', { exact: true })).toBeVisible();

  // What a visitor sees: featured first, then high before medium, newest first; no hidden or
  // low post.
  const saved = await ownItems(request, token);
  const expected = saved
    .filter((item) => !item.hidden && (item.featured || item.relevance !== 'low'))
    .toSorted(
      (a, b) =>
        Number(b.featured) - Number(a.featured) ||
        RANK[a.relevance] - RANK[b.relevance] ||
        b.posted_at.localeCompare(a.posted_at),
    )
    .map((item) => item.caption);
  expect(expected[0]).toBe(feature.caption);
  expect(expected).not.toContain(hide.caption);
  await context.close();

  const visitor = await browser.newPage();
  await visitor.goto(`${webURL}/professionals/${professional.slug}`);
  const shown = visitor.getByTestId('social-post');
  // The page comes rendered by the server; its tabs are links, so a click works before the app
  // has taken the page over (the server renders the Social tab's address) as after.
  await visitor.getByRole('tab', { name: 'Social' }).click();
  await expect(visitor).toHaveURL(/\?tab=social$/);
  await expect(shown).toHaveCount(expected.length);
  await expect(visitor.getByTestId('social-post-caption')).toHaveText(expected);
  await expect(shown.first()).toContainText('Featured');
  await expect(shown.first().getByRole('link', { name: /on Instagram/ })).toHaveAttribute(
    'href',
    /^http/,
  );
  await expect(shown.first().locator('img')).toHaveAttribute('src', /\/uploads\//);
  await visitor.close();
});
