import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The languages and screens (a desktop's and a phone's) pages are checked in. */
const LANGUAGES = ['en', 'fi'] as const;
const SCREENS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Every language on one screen and every screen in one language: English on the desktop,
 * Finnish on the phone. What axe finds depends on the language (missing or empty translated
 * names, the page's `lang`) or on the screen (the phone's menus, toggles and hidden parts),
 * rarely on the pair, and each check costs seconds: all four pairs were 16 of the browser
 * stage's minutes on our 2-core machines.
 */
export const LANGUAGE_SCREENS = [
  { language: LANGUAGES[0], viewport: SCREENS[0] },
  { language: LANGUAGES[1], viewport: SCREENS[1] },
] as const;

/**
 * Waits until no finite animation or transition runs (spinners and other endless ones aside):
 * axe measures colours as they are drawn, so a dialog or a button still fading in has a contrast
 * it never keeps (CI failed on a dialog's caption and a dialog's button that way).
 */
/** What the check reads in the page (this project's types know no DOM). */
interface AnimatedPage {
  requestAnimationFrame(callback: () => void): number;
  document: {
    getAnimations(): {
      playState: string;
      effect: { getComputedTiming(): { iterations?: number } } | null;
    }[];
  };
}

async function untilStill(page: Page): Promise<void> {
  // Two frames first: a transition that a click has asked for starts on the next frame.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const browser = globalThis as unknown as AnimatedPage;
        browser.requestAnimationFrame(() => browser.requestAnimationFrame(() => resolve(null)));
      }),
  );
  await page.waitForFunction(() =>
    (globalThis as unknown as AnimatedPage).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/**
 * Reads the page with axe against WCAG 2.1 A and AA once it is still; fails listing every
 * violation.
 */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await untilStill(page);
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
