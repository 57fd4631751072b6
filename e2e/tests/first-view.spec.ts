import { expect, type Page, test } from '@playwright/test';
import { webURL } from '../support/urls';

/**
 * Issue 22 point 5: the landing page, the search results and a public profile arrive as HTML with
 * their content, readable and navigable with JavaScript turned off, in both languages. The
 * search results and the profile are the app's own pages rendered by the server (apps/web
 * src/app/ssr), which the app then hydrates, without an error, for a guest.
 */

const LANGUAGES = [
  {
    lang: 'en',
    heroTitle: 'Find the right professional for your wellbeing',
    search: '/professionals?search=yoga',
    heading: 'Professionals',
    profilePath: '/professionals/',
    about: 'About',
  },
  {
    lang: 'fi',
    heroTitle: 'Löydä oikea ammattilainen hyvinvointisi tueksi',
    search: '/fi/ammattilaiset?search=jooga',
    heading: 'Ammattilaiset',
    profilePath: '/fi/ammattilaiset/',
    about: 'Esittely',
  },
] as const;

/** The app's root as the server rendered it for this request, in `lang`. */
const serverRendered = (page: Page, lang: string) =>
  page.locator(`#root[data-server-rendered="${lang}"]`);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
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
      // The app's own page: its heading, search form and result cards.
      await expect(serverRendered(page, language.lang)).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
      await expect(page.getByTestId('search-form')).toBeVisible();
      await expect(page.getByTestId('search-result').first()).toBeVisible();
      const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
      await expect(first).toBeVisible();
      const name = (await first.textContent()) ?? '';
      expect(name).not.toBe('');

      // A result is a plain link: following it loads the profile, written by the server too.
      await first.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${language.profilePath}[^/?]+$`));
      await expect(serverRendered(page, language.lang)).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: language.about })).toBeVisible();
    });
  }
});

/**
 * Opens `path` with the app's entry held back until the server's heading is marked, then lets the
 * app start and waits for its map (drawn only once hydrated, packages/ui useHydrated). Hydration
 * keeps the server's elements; rendering afresh would replace them. Returns what the console and
 * the page reported as errors meanwhile.
 */
async function hydrate(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Resources the test machine cannot reach (map tiles) are not the page's errors.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => Object.assign(element, { fromServer: true }));
  release();
  await expect(page.locator('.leaflet-container').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(await heading.evaluate((element) => Reflect.get(element, 'fromServer'))).toBe(true);
  return errors;
}

for (const language of LANGUAGES) {
  test(`a guest's search and profile pages hydrate the server's markup without errors (${language.lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    expect(await hydrate(page, language.search)).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
    await expect(page.getByTestId('search-result').first()).toBeVisible();
    const href = await page
      .getByTestId('search-result')
      .first()
      .getByRole('link')
      .first()
      .getAttribute('href');
    expect(href).toMatch(new RegExp(`^${language.profilePath}`));

    expect(await hydrate(page, href ?? '')).toEqual([]);
    await expect(page.getByRole('heading', { level: 2, name: language.about })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
  });
}
