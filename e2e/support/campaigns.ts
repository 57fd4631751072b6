import { expect, type Page } from '@playwright/test';
import { marketingEn } from '../../packages/core/src/i18n/en/marketing';
import { marketingFi } from '../../packages/core/src/i18n/fi/marketing';
import type { Language } from '../../packages/core/src/language';
import { DEMO_PASSWORD, submitSignIn } from './marketplace';
import { webURL } from './urls';

/** The Marketing page's texts in the professional's language. */
export type MarketingText = typeof marketingEn | typeof marketingFi;

/** Signs a demo professional in through /signin and opens their Marketing page. */
export async function openMarketingPage(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(`${webURL}/signin`);
  await page.goto('/account/marketing');
}

/**
 * Opens a campaign wizard of `steps` steps with its button on the Marketing page, in the
 * professional's `language`, and takes its first two: the campaign as the button chose it
 * (`chosen`: the title of the choice that must be checked), and the first budget offered.
 * Returns the step heading and its text at each step, for the steps the test takes next, and
 * `buy` for the last ones.
 */
export async function startCampaignWizard(
  page: Page,
  language: Language,
  wizard: { button: 'new-search-campaign' | 'new-ad'; steps: number; chosen?: string },
) {
  const text = language === 'fi' ? marketingFi : marketingEn;
  const step = page.getByTestId('wizard-step');
  const stepText = (number: number, name: keyof MarketingText['wizard']['step']) =>
    `${text.wizard.stepOf.replace('{{number}}', String(number)).replace('{{total}}', String(wizard.steps))}: ${text.wizard.step[name]}`;
  const next = () => page.getByTestId('wizard-next').click();

  await page.getByTestId(wizard.button).click();
  await expect(step).toHaveText(stepText(1, 'campaign'), { timeout: 30_000 });
  if (wizard.chosen) {
    await expect(page.getByRole('radio', { name: wizard.chosen })).toBeChecked();
  }
  await next();
  await expect(step).toHaveText(stepText(2, 'budget'));
  await page
    .getByRole('radiogroup', { name: text.wizard.budgetLabel })
    .getByRole('radio')
    .first()
    .click();
  await next();

  return {
    step,
    stepText,
    /**
     * The keywords step (number `at`) with one keyword, then the payment step, whose summary
     * must name `summary`, and the test provider's checkout, which pays and sends the buyer
     * back to the Marketing page. Returns the number of the campaign bought.
     */
    async buy(at: number, keyword: string, summary: string) {
      await expect(step).toHaveText(stepText(at, 'keywords'));
      await page
        .getByRole('textbox', { name: text.wizard.keyword.replace('{{number}}', '1') })
        .fill(keyword);
      await next();
      await expect(step).toHaveText(stepText(at + 1, 'payment'));
      await expect(page.getByTestId('payment-summary')).toContainText(summary);
      await page.getByTestId('wizard-pay').click();
      await expect(page).toHaveURL(/\/v1\/payments\/test-checkout\//);
      await page
        .getByRole('button', { name: language === 'fi' ? 'Maksa' : 'Pay', exact: true })
        .click();
      await expect(page).toHaveURL(/\/account\/marketing\?.*result=paid/);
      return new URL(page.url()).searchParams.get('campaign');
    },
  };
}
