import { backofficeUsersEn } from '@fitmarket/core/i18n/en/backofficeUsers';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { fill, logIn, OWNER } from '../support/backoffice';
import { waitForMail } from '../support/mailbox';
import { createConfirmedCustomer, customerToken, uniqueEmail } from '../support/marketplace';
import { backofficeURL, webURL } from '../support/urls';

/**
 * Issue 9, the users and professionals screens as a staff member uses them: block a
 * professional (signed out at once, told the reason by e-mail), activate them again, promote a
 * customer, unpublish a professional (gone from the marketplace search) and publish them back.
 */
const text = backofficeUsersEn;

/** The users page narrowed to one address, as staff find someone: by typing it. */
async function findUser(page: Page, email: string) {
  await page.goto(`${backofficeURL}/dashboard/users`);
  await page.getByLabel(text.users.filters.search).fill(email);
  await page.getByRole('button', { name: text.users.filters.submit, exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  const card = page.getByTestId('user-card').filter({ hasText: email });
  await expect(card).toHaveCount(1);
  return card;
}

/** A marketplace search for `words`, as a visitor's browser sends it. */
async function marketplaceSearch(request: APIRequestContext, words: string) {
  const response = await request.post(`${webURL}/v1/professionals/search`, {
    data: { search: words, location: '#', lat: '#', lng: '#', geoLocation: null, per_page: 50 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as { slug: string; first_name: string; last_name: string }[];
}

test('staff block a professional with a reason, who is signed out and told, then activate them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('blocked-pro');
  await createConfirmedCustomer(request, email, undefined, 'en', 'professional');
  const token = await customerToken(request, email);
  const reason = `Fake reviews ${Date.now().toString(36)}`;

  await logIn(page, OWNER);
  const card = await findUser(page, email);
  await expect(card.getByTestId('blocked-badge')).toBeHidden();
  await card.getByRole('button', { name: fill(text.actions.blockLabel, { name: email }) }).click();

  const dialog = page.getByRole('dialog', {
    name: fill(text.actions.blockModal.title, { name: email }),
  });
  const block = dialog.getByRole('button', { name: text.actions.blockModal.submit });
  await dialog.getByLabel(text.actions.blockModal.reason).fill('no');
  await expect(block).toBeDisabled();
  const since = Date.now();
  await dialog.getByLabel(text.actions.blockModal.reason).fill(reason);
  await expect(dialog.getByTestId('reason-counter')).toHaveText(`${reason.length} / 250`);
  await block.click();

  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('blocked-badge')).toBeVisible();
  await expect(card.getByTestId('block-reason')).toContainText(reason);
  await expect(page.getByTestId('action-done')).toHaveText(
    fill(text.actions.done.block, { name: email }),
  );

  // The professional's next request on the marketplace is refused: the session is gone.
  const me = await request.get(`${webURL}/v1/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // Refused as blocked (1311, with the reason) or as a dead session (1091).
  expect([401, 403]).toContain(me.status());
  const [refusal] = (await me.json()).errors as { code: number; message: string }[];
  expect([1091, 1311]).toContain(refusal?.code);
  if (refusal?.code === 1311) expect(refusal.message).toContain(reason);
  const mail = await waitForMail(email, { since });
  expect(mail.text).toContain(reason);

  // Activated again after the confirmation; they can sign in once more.
  await card
    .getByRole('button', { name: fill(text.actions.activateLabel, { name: email }) })
    .click();
  const confirm = page.getByRole('dialog', {
    name: fill(text.actions.activateModal.title, { name: email }),
  });
  await confirm.getByRole('button', { name: text.actions.activateModal.confirm }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByTestId('blocked-badge')).toBeHidden();
  await expect(
    card.getByRole('button', { name: fill(text.actions.blockLabel, { name: email }) }),
  ).toBeVisible();
  expect(await customerToken(request, email)).toBeTruthy();

  // The card links to the history, where both actions are, newest first.
  await card.getByRole('link', { name: fill(text.card.historyLabel, { name: email }) }).click();
  const entries = page.getByTestId('audit-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).getByTestId('audit-action')).toHaveText(
    text.history.kinds.user.activate,
  );
  await expect(entries.nth(1).getByTestId('audit-reason')).toContainText(reason);
});

test('staff promote a customer to Premium', async ({ page, request }) => {
  const email = uniqueEmail('promoted');
  await createConfirmedCustomer(request, email);

  await logIn(page, OWNER);
  const card = await findUser(page, email);
  await expect(card.getByTestId('membership')).toHaveText('Free');
  await card.getByRole('button', { name: fill(text.card.changeLabel, { name: email }) }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByTestId('membership-option').filter({ hasText: text.actions.promoteModal.current }),
  ).toContainText('Free');
  await dialog.getByRole('radio', { name: 'Premium' }).check();
  await dialog.getByRole('button', { name: text.actions.promoteModal.submit }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('membership')).toHaveText('Premium');
  // Not only on screen: the list, asked again, says so too.
  await page.reload();
  await expect(
    page.getByTestId('user-card').filter({ hasText: email }).getByTestId('membership'),
  ).toHaveText('Premium');
});

test('an unpublished professional is gone from the marketplace search until published again', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A demo professional the marketplace finds by name.
  const [someone] = (await marketplaceSearch(request, '#')).slice(-1);
  if (!someone) throw new Error('the demo marketplace has no published professionals');
  const name = `${someone.first_name} ${someone.last_name}`;
  const found = async () =>
    (await marketplaceSearch(request, name)).some((result) => result.slug === someone.slug);
  expect(await found()).toBe(true);

  await logIn(page, OWNER);
  await page.getByRole('link', { name: 'Professionals', exact: true }).first().click();
  await expect(page).toHaveURL(`${backofficeURL}/dashboard/professionals`);
  await page.getByLabel(text.professionals.form.search, { exact: true }).fill(name);
  await page.getByRole('button', { name: text.professionals.form.submit, exact: true }).click();
  const card = page.getByTestId('professional-card').filter({
    has: page.getByRole('heading', { name, exact: true }),
  });
  await expect(card.first()).toBeVisible({ timeout: 20_000 });
  await expect(card.first().getByTestId('published-status')).toHaveText(text.card.published);

  await card
    .first()
    .getByRole('button', { name: fill(text.actions.unpublishLabel, { name }) })
    .click();
  await expect(card.first().getByTestId('published-status')).toHaveText(text.card.unpublished);
  await expect.poll(found, { timeout: 15_000 }).toBe(false);

  await card
    .first()
    .getByRole('button', { name: fill(text.actions.publishLabel, { name }) })
    .click();
  await expect(card.first().getByTestId('published-status')).toHaveText(text.card.published);
  await expect.poll(found, { timeout: 15_000 }).toBe(true);
});
