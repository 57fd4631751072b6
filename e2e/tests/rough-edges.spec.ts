import { expect, test } from '@playwright/test';
import {
  chooseFirst,
  landingProfessional,
  openWorkingHours,
  PROFESSIONAL_FOR,
} from '../support/bookings';

/**
 * The rough edges of issue 18 that only a real browser's layout shows; every other one has a
 * component test. On a phone the booking's week buttons were cut ("Previous wee") and the time
 * boxes ran off the screen (a fieldset is as wide as its content by default).
 */
test.use({ viewport: { width: 360, height: 740 } });

test('on a phone the booking week fits the screen, its buttons whole', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const professional = await landingProfessional(request, PROFESSIONAL_FOR.roughEdges);
  await openWorkingHours(request, professional.slug);
  await page.goto(`/book/${professional.slug}`);
  await chooseFirst(page, 'Service');
  if (await page.getByRole('combobox', { name: 'Where' }).isVisible()) {
    await chooseFirst(page, 'Where');
  }
  const nav = page.getByTestId('slot-picker');
  await expect(nav).toBeVisible({ timeout: 30_000 });
  for (const name of ['Previous week', 'Next week']) {
    const button = nav.getByRole('button', { name });
    // The whole label shows: nothing of it is cut off.
    const cut = await button.evaluate((element) => {
      const label = element.querySelector('.mantine-Button-label') ?? element;
      return label.scrollWidth > label.clientWidth;
    });
    expect(cut, `${name} is cut`).toBe(false);
  }
  const box = await page.getByTestId('slot-picker').boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  // Nothing runs off the screen sideways.
  const pageWidth = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(pageWidth).toBeLessThanOrEqual(360);
});
