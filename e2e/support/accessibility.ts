import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The languages and screens (a desktop's and a phone's) every page is checked in. */
export const LANGUAGES = ['en', 'fi'] as const;
export const SCREENS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Reads the page with axe against WCAG 2.1 A and AA; fails listing every violation. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(found, `${what} has accessibility violations`).toEqual([]);
}
