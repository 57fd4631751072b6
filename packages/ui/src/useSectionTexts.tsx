import { loadSectionMessages, type TextSection } from '@fitmarket/core/i18n/resources';
import { DEFAULT_LANGUAGE, isLanguage } from '@fitmarket/core/language';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the texts of `section` (core i18n/resources.ts) are in for the shown language. They
 * are not bundled, so the first use loads them and then renders again; until then a page shows
 * its loader.
 */
export function useSectionTexts(section: TextSection): boolean {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const ready = i18n.getResource(language, 'translation', section) !== undefined;
  const [, loaded] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadSectionMessages(section, language).then((texts) => {
      // Deep and without overwriting: only the section is added to the language's texts.
      i18n.addResourceBundle(language, 'translation', { [section]: texts }, true, false);
      if (current) loaded();
    });
    return () => {
      current = false;
    };
  }, [i18n, language, ready, section]);

  return ready;
}
