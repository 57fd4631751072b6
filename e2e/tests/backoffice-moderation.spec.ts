import { backofficeModerationEn } from '@fitmarket/core/i18n/en/backofficeModeration';
import { backofficeUsersEn } from '@fitmarket/core/i18n/en/backofficeUsers';
import { expect, test } from '@playwright/test';
import { apiLogIn, backofficeText, fill, logIn, OWNER } from '../support/backoffice';
import { PROFESSIONAL_FOR } from '../support/bookings';
import { callAs, publicReviewIds, seedReports } from '../support/moderation';
import { backofficeURL } from '../support/urls';

/**
 * Issue 10 items 3 and 4, as staff use them: a customer's message and a demo review are
 * reported through the API; staff remove the message and hide the review with a reason in the
 * back-office queues; the review leaves the public profile and both authors' histories show
 * what staff did and why.
 */
const text = backofficeModerationEn;
const sections = backofficeText.dashboard.sections;

test('staff remove a reported message and hide a reported review, with reasons', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);

  const { professional, reviewId, customer, body } = await seedReports(
    request,
    stamp,
    PROFESSIONAL_FOR.moderation,
  );
  const ownerToken = await apiLogIn(request, OWNER.email, OWNER.password);
  const queued = (
    await callAs(
      request,
      ownerToken,
      'GET',
      '/v1/admin/review-reports?per_page=100',
      undefined,
      backofficeURL,
    )
  ).find((item: { id: number }) => item.id === reviewId);
  const reviewAuthor = queued.author as { id: number; name: string };

  // The message, from the dashboard's navigation.
  await logIn(page, OWNER);
  await page.getByRole('link', { name: sections.reportedMessages }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: sections.reportedMessages }),
  ).toBeVisible();
  const messageCard = page.getByTestId('reported-item').filter({ hasText: body });
  await expect(messageCard).toContainText(`Spam ${stamp}`);
  await messageCard.getByRole('button', { name: /^Remove the message from/ }).click();
  const removeDialog = page.getByRole('dialog');
  await removeDialog.getByLabel(text.reason).fill(`Advertising ${stamp}`);
  await removeDialog.getByRole('button', { name: text.messages.actionModal.submit }).click();
  await expect(removeDialog).toBeHidden();
  await expect(page.getByTestId('decision-done')).toBeVisible();
  await expect(messageCard).toHaveCount(0);

  // The review.
  await page.getByRole('link', { name: sections.reportedReviews }).first().click();
  const reviewCard = page.locator(`[data-testid="reported-item"][data-item-id="${reviewId}"]`);
  await expect(reviewCard).toContainText(`Looks fake ${stamp}`);
  await reviewCard
    .getByRole('button', { name: fill(text.reviews.actionLabel, { name: reviewAuthor.name }) })
    .click();
  const hideDialog = page.getByRole('dialog', {
    name: fill(text.reviews.actionModal.title, { name: reviewAuthor.name }),
  });
  const hide = hideDialog.getByRole('button', { name: text.reviews.actionModal.submit });
  await hideDialog.getByLabel(text.reason).fill('no');
  await expect(hide).toBeDisabled();
  await hideDialog.getByLabel(text.reason).fill(`Not a real client ${stamp}`);
  await hide.click();
  await expect(hideDialog).toBeHidden();
  await expect(page.getByTestId('decision-done')).toHaveText(
    fill(text.reviews.done.action, { name: reviewAuthor.name }),
  );
  await expect(reviewCard).toHaveCount(0);

  // Gone from the public profile.
  expect(await publicReviewIds(request, professional.slug)).not.toContain(reviewId);

  // Both authors' histories say what staff did and why.
  const kinds = backofficeUsersEn.history.kinds;
  for (const [userId, kind, reason] of [
    [customer.id, kinds.message.remove, `Advertising ${stamp}`],
    [reviewAuthor.id, kinds.review.hide, `Not a real client ${stamp}`],
  ] as const) {
    await page.goto(`${backofficeURL}/dashboard/users/${userId}/history`);
    const entry = page.getByTestId('audit-entry').first();
    await expect(entry.getByTestId('audit-action')).toHaveText(kind);
    await expect(entry.getByTestId('audit-reason')).toContainText(reason);
  }
});
