import { expect, test } from '@playwright/test';
import { webURL } from '../support/urls';

/**
 * Issue 22 point 5: the landing page, the search results and a public profile arrive as HTML with
 * their content, readable and navigable with JavaScript turned off, in both languages.
 */
test.use({ javaScriptEnabled: false });

const LANGUAGES = [
  {
    lang: 'en',
    heroTitle: 'Find the right professional for your wellbeing',
    search: '/professionals?search=yoga',
    heading: 'yoga: professionals',
    profilePath: '/professionals/',
    about: 'About',
  },
  {
    lang: 'fi',
    heroTitle: 'Löydä oikea ammattilainen hyvinvointisi tueksi',
    search: '/fi/ammattilaiset?search=jooga',
    heading: 'jooga: ammattilaiset',
    profilePath: '/fi/ammattilaiset/',
    about: 'Esittely',
  },
] as const;

for (const language of LANGUAGES) {
  test(`the landing, search and profile pages show their content without JavaScript (${language.lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    // The language the visitor chose, as the SPA keeps it (packages/ui lib/i18n).
    await context.addCookies([{ name: 'lang', value: language.lang, url: webURL }]);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.getByRole('heading', { level: 1, name: language.heroTitle })).toBeVisible();

    await page.goto(language.search);
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
    await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    await expect(first).toBeVisible();
    const name = (await first.textContent()) ?? '';
    expect(name).not.toBe('');

    // A result is a plain link: following it loads the profile, written by the server too.
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${language.profilePath}[^/?]+$`));
    await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: language.about })).toBeVisible();
  });
}
