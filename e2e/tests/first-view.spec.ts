import { expect, type Page, test } from '@playwright/test';
import { webURL } from '../support/urls';

/**
 * Issue 22 point 5: the landing page, the search results and a public profile arrive as HTML with
 * their content, readable and navigable with JavaScript turned off, in both languages. The
 * search results and the profile are the app's own pages rendered by the server (apps/web
 * src/app/ssr), which the app then hydrates, without an error, for a guest. The profile's tabs are
 * links (the Social tab's address has `?tab=social`), so they work before the app runs too.
 */

const LANGUAGES = [
  {
    lang: 'en',
    heroTitle: 'Find the right professional for your wellbeing',
    search: '/professionals?search=yoga',
    heading: 'Professionals',
    profilePath: '/professionals/',
    about: 'About',
    mainTab: 'Profile',
    socialTab: 'Social',
  },
  {
    lang: 'fi',
    heroTitle: 'Löydä oikea ammattilainen hyvinvointisi tueksi',
    search: '/fi/ammattilaiset?search=jooga',
    heading: 'Ammattilaiset',
    profilePath: '/fi/ammattilaiset/',
    about: 'Esittely',
    mainTab: 'Profiili',
    socialTab: 'Yhteisö',
  },
] as const;

const [ENGLISH, FINNISH] = LANGUAGES;

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
      const about = page.getByRole('heading', { level: 2, name: language.about });
      await expect(about).toBeVisible();
      const profileURL = page.url();

      // The Social tab is a link: followed, the server renders the profile on that tab, with
      // its posts (or the words saying there are none), not a loader waiting for the app.
      const socialTab = page.getByRole('tab', { name: language.socialTab });
      await expect(socialTab).toHaveAttribute('aria-selected', 'false');
      await socialTab.click();
      await expect(page).toHaveURL(`${profileURL}?tab=social`);
      await expect(serverRendered(page, language.lang)).toBeAttached();
      await expect(socialTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: language.mainTab })).toHaveAttribute(
        'aria-selected',
        'false',
      );
      await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      await expect(
        page
          .getByRole('tabpanel')
          .getByTestId('social-post')
          .first()
          .or(page.getByRole('tabpanel').getByTestId('social-tab-empty')),
      ).toBeVisible();
      await expect(about).toHaveCount(0);
      // And back to the main info by the Profile tab, reachable with the keyboard.
      await expect(page.getByRole('tab', { name: language.mainTab })).toHaveAttribute(
        'tabindex',
        '0',
      );
      await page.getByRole('tab', { name: language.mainTab }).click();
      await expect(page).toHaveURL(profileURL);
      await expect(about).toBeVisible();
    });
  }

  test('the Finnish landing page has an address of its own, in Finnish whatever the cookie', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: webURL }]);
    await page.goto('/fi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('heading', { level: 1, name: FINNISH.heroTitle })).toBeVisible();
  });
});

/** How many entries the tab's history has (Back steps through them). */
const historyLength = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { history: { length: number } }).history.length);

/** How far down the page is scrolled. */
const scrollY = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);

/** How far down the page can be scrolled. */
const maxScrollY = (page: Page) =>
  page.evaluate(() => {
    const { document, innerHeight } = globalThis as unknown as {
      document: { documentElement: { scrollHeight: number } };
      innerHeight: number;
    };
    return document.documentElement.scrollHeight - innerHeight;
  });

/**
 * Opens `path` with the app's entry held back until the server's heading is marked (and
 * `beforeStart` has used the server's page), then lets the app start and waits for its map
 * (drawn only once hydrated, packages/ui useHydrated). Hydration keeps the server's elements;
 * rendering afresh would replace them. Returns what the console and the page reported as errors
 * meanwhile.
 */
async function hydrate(
  page: Page,
  path: string,
  {
    hydrated = () =>
      expect(page.locator('.leaflet-container').first()).toBeVisible({ timeout: 20_000 }),
    beforeStart = async () => {},
  }: { hydrated?: () => Promise<void>; beforeStart?: () => Promise<void> } = {},
): Promise<string[]> {
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
  await beforeStart();
  release();
  await hydrated();
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

    // Hydrated, a tab switches in place: the address says the tab, the page is not reloaded
    // (the server's heading stays), and Back is not filled with tabs (the address is replaced).
    const entries = await historyLength(page);
    const socialTab = page.getByRole('tab', { name: language.socialTab });
    // The tabs at the top of a low window: the switch keeps the page where it is (as far as the
    // shorter tab lets it), not back at its top as a new page.
    await page.setViewportSize({ width: 1280, height: 320 });
    await socialTab.evaluate((element) =>
      (element as unknown as { scrollIntoView(): void }).scrollIntoView(),
    );
    const scrolled = await scrollY(page);
    expect(scrolled).toBeGreaterThan(0);
    await socialTab.click();
    await expect(page).toHaveURL(/\?tab=social$/);
    await expect(socialTab).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByTestId('social-post').first().or(page.getByTestId('social-tab-empty')),
    ).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => Reflect.get(element, 'fromServer'))).toBe(true);
    expect(await historyLength(page)).toBe(entries);
    const kept = await scrollY(page);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBe(Math.min(scrolled, await maxScrollY(page)));

    // The Social tab's own address hydrates too, its posts being in the page: once the app runs,
    // the other tab leaves the Tab order (arrows move between tabs).
    const mainTab = page.getByRole('tab', { name: language.mainTab });
    expect(
      await hydrate(page, `${href}?tab=social`, {
        hydrated: () => expect(mainTab).toHaveAttribute('tabindex', '-1', { timeout: 20_000 }),
      }),
    ).toEqual([]);
    await expect(socialTab).toHaveAttribute('aria-selected', 'true');
  });
}

test('the Finnish landing page hydrates in Finnish at /fi, and English moves to /', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // An English browser that has picked no language: the address decides.
  const cards = page.getByRole('article');
  expect(
    await hydrate(page, '/fi', {
      hydrated: () => expect(cards.first()).toBeVisible({ timeout: 20_000 }),
    }),
  ).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FINNISH.heroTitle);
  await expect(page.getByTestId('speciality-chip').filter({ hasText: 'Jooga' })).toBeVisible();

  await page.getByTestId('language-switcher').getByText('English').click();
  await expect(page).toHaveURL(new URL('/', webURL).href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH.heroTitle);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a language picked before the app has started is taken once it runs', async ({ page }) => {
  // Two pages' worth of app start (the English one, then the Finnish one it moves to), each with
  // its map and lazy parts: on a loaded machine (CI at load 11) a minute was not always enough.
  test.setTimeout(120_000);
  const switcher = page.getByTestId('language-switcher');
  // The parts React had not adopted yet are drawn afresh in Finnish (React reports each on the
  // console), so the errors are not this test's measure: the page in the chosen language is.
  await hydrate(page, '/professionals?search=yoga', {
    beforeStart: () => switcher.getByText('Suomi').click(),
    hydrated: () => expect(page).toHaveURL('/fi/ammattilaiset?search=yoga', { timeout: 45_000 }),
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Ammattilaiset' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(switcher.getByRole('radio', { name: 'Suomi' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Kirjaudu sisään' })).toBeVisible();
});
