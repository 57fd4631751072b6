import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('lang', 'fi'));
});

/**
 * Issue 8: a visitor searches from the home page's hero in Finnish with a place picked from the
 * suggestions, sees results and their markers, switches a phone-sized screen to the map, opens
 * a profile from a marker's popup and comes back; the search's address opened in a new tab
 * shows the same results.
 */
test('a visitor searches in Finnish with a location and finds professionals on the map', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Hae ammattilaisia' });
  await form.getByRole('textbox', { name: 'Mitä etsit?' }).fill('jooga');
  const place = form.getByRole('textbox', { name: 'Missä?' });
  await place.click();
  // The full search component has taken the plain form's place.
  await expect(form.getByRole('button', { name: 'Selaa palveluita' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(form.getByRole('textbox', { name: 'Mitä etsit?' })).toHaveValue('jooga');
  await place.pressSequentially('Helsin');
  await page.getByRole('option', { name: 'Helsinki', exact: true }).click();
  await form.getByRole('button', { name: 'Hae', exact: true }).click();

  await expect(page).toHaveURL(
    /\/fi\/ammattilaiset\?search=jooga&location=Helsinki&lat=[\d.]+&lng=[\d.]+$/,
  );
  const searchUrl = page.url();
  const results = page.getByTestId('search-result');
  await expect(results.first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('result-count')).toContainText('(sijainti: Helsinki)');
  const names = await results.getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  await expect(page).toHaveTitle('jooga – ammattilaiset · Fitmarket');

  // A phone shows the list or the map.
  await expect(page.getByTestId('map')).toHaveCount(0);
  await page.getByText('Kartta', { exact: true }).click();
  await expect(results).toHaveCount(0);
  const marker = page.locator('.fm-map-marker').first();
  await expect(marker).toBeVisible({ timeout: 30_000 });
  expect(await page.locator('.fm-map-marker').count()).toBeGreaterThan(0);

  // A marker's popup lists who is there, with links to their profiles. The popup pans the map
  // into view as it opens: a click meanwhile can land beside the moving link (a second click
  // on the marker closes the popup, the next one opens it again).
  const profilePage = /\/fi\/ammattilaiset\/[^?]+$/;
  let name = '';
  await expect(async () => {
    if (!profilePage.test(page.url())) {
      await marker.click();
      const popupLink = page.locator('.leaflet-popup').getByRole('link').first();
      name = (await popupLink.textContent({ timeout: 2000 })) ?? '';
      await popupLink.click({ timeout: 2000 });
    }
    await expect(page).toHaveURL(profilePage, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });

  // Back comes to the same search.
  await page.goBack();
  await expect(page).toHaveURL(searchUrl);
  await expect(page.getByRole('textbox', { name: 'Mitä etsit?' })).toHaveValue('jooga');

  // The address is the search: another tab shows the same results.
  const other = await context.newPage();
  await other.goto(searchUrl);
  await expect(other.getByTestId('search-result').first()).toBeVisible({ timeout: 30_000 });
  expect(await other.getByTestId('search-result').getByRole('heading').allTextContents()).toEqual(
    names,
  );
  await expect(other.getByRole('textbox', { name: 'Missä?' })).toHaveValue('Helsinki');

  // Switching language moves to the same search's English address.
  await other.getByTestId('language-switcher').getByText('English').click();
  await expect(other).toHaveURL(searchUrl.replace('/fi/ammattilaiset?', '/professionals?'));
  await expect(other.getByRole('heading', { level: 1, name: 'Professionals' })).toBeVisible();
});

test('a speciality chip on the home page opens a search for it, and an empty search says how to widen it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const chip = page.getByTestId('speciality-chip').getByRole('link').first();
  await expect(chip).toBeVisible({ timeout: 30_000 });
  await chip.click();
  await expect(page).toHaveURL(/\/fi\/ammattilaiset\?search=/);
  await expect(page.getByTestId('search-result').first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/fi/ammattilaiset?search=xyzzyquux');
  await expect(page.getByText('Ammattilaisia ei löytynyt')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Hae ilman sanaa ”xyzzyquux”' }).click();
  await expect(page).toHaveURL(/\/fi\/ammattilaiset$/);
  await expect(page.getByTestId('search-result').first()).toBeVisible({ timeout: 30_000 });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a result under the pointer stands out on the map, and a moved map offers its area', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/fi/ammattilaiset?search=jooga');
    const first = page.getByTestId('search-result').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.fm-map-marker').first()).toBeVisible({ timeout: 30_000 });
    await first.hover();
    await expect(page.locator('.fm-map-highlighted')).not.toHaveCount(0);

    // Dragging the map is the visitor's move; the map's own fitting offered nothing.
    const searchArea = page.getByRole('button', { name: 'Hae tältä alueelta' });
    await expect(searchArea).toHaveCount(0);
    // Nor do the map's own moves: a resized window, a popup panning itself into view.
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.locator('.fm-map-marker').last().click();
    await expect(page.locator('.leaflet-popup')).toBeVisible();
    // Leaflet's pan animation ends within a quarter second; "stays absent" has no matcher.
    await page.waitForTimeout(1000);
    await expect(searchArea).toHaveCount(0);
    await page.locator('.leaflet-popup-close-button').click();
    const box = await page.getByTestId('map').boundingBox();
    if (!box) throw new Error('the map has no box');
    const x = box.x + box.width / 2;
    const y = box.y + Math.min(box.height / 2, 300);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 120, y + 60, { steps: 8 });
    await page.mouse.up();
    await searchArea.click();
    await expect(page).toHaveURL(/[?&]bounds=[-\d.]+(%2C[-\d.]+){3}$/);
    await expect(page.getByTestId('result-count')).toContainText('kartan alueella', {
      timeout: 30_000,
    });
    await expect(searchArea).toHaveCount(0);

    // The map can be put away and brought back.
    await page.getByRole('button', { name: 'Piilota kartta' }).click();
    await expect(page.getByTestId('map')).toHaveCount(0);
    await page.getByRole('button', { name: 'Näytä kartta' }).click();
    await expect(page.getByTestId('map')).toBeVisible();
  });
});
