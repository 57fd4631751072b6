import { AUTH_TOKEN_STORAGE_KEY } from '@fitmarket/ui/lib/authToken';
import { expect, test } from '@playwright/test';
import { createConfirmedCustomer, customerToken, uniqueEmail } from '../support/marketplace';
import { webURL } from '../support/urls';

/** Issue 7: "the feedback questionnaire makes a tester premium". */
test('a professional answers the questionnaire from the tester landing and becomes premium', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('tester');
  await createConfirmedCustomer(request, email);
  const token = await customerToken(request, email);
  const authorization = { Authorization: `Bearer ${token}` };
  const upgrade = await request.post(`${webURL}/v1/me/upgrade`, { headers: authorization });
  expect(upgrade.ok(), await upgrade.text()).toBe(true);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    AUTH_TOKEN_STORAGE_KEY,
    token,
  ] as const);

  await page.goto(`${webURL}/testers`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Premium for life');
  await page.getByRole('link', { name: 'Answer the questionnaire' }).first().click();
  await expect(page).toHaveURL(/\/feedback$/);

  const questions = page.getByRole('group').filter({ has: page.getByRole('radiogroup') });
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let index = 0; index < count; index++) {
    const question = questions.nth(index);
    await question.getByLabel('Your answer').fill(`Answer number ${index + 1}.`);
    // By keyboard, as the rating offers it: focus a star and press space.
    await question.getByLabel('4 out of 5').focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByTestId('feedback-done')).toContainText('Premium member for life');

  const me = await request.get(`${webURL}/v1/me`, { headers: authorization });
  expect((await me.json()).data.membership_id).toBe(3);

  // One questionnaire per person.
  const listed = await request.get(`${webURL}/v1/feedback/questions`);
  const keys: string[] = (await listed.json()).data.map((item: { key: string }) => item.key);
  const again = await request.post(`${webURL}/v1/feedback`, {
    headers: authorization,
    data: {
      answers: Object.fromEntries(keys.map((key) => [key, { answer: 'Again.', rating: 5 }])),
    },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).errors[0].code).toBe(1329);
});
