import { en } from '@fitmarket/core/i18n/en';
import { type AppTexts, loadSectionMessages, TEXT_SECTIONS } from '@fitmarket/core/i18n/resources';

/**
 * Both SPAs' texts and sections, for component tests: a component is tested apart from the SPA
 * whose texts (core resources.ts `webTexts`, `backofficeTexts`) it runs with.
 */
export const everyText: AppTexts = {
  en,
  load: async () => (await import('@fitmarket/core/i18n/fi')).fi,
  sections: Object.fromEntries(
    TEXT_SECTIONS.map((section) => [
      section,
      {
        en: () => loadSectionMessages(section, 'en'),
        fi: () => loadSectionMessages(section, 'fi'),
      },
    ]),
  ),
};
