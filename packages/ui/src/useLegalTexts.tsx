import { loadLegalMessages } from '@fitmarket/core/i18n/resources';
import { DEFAULT_LANGUAGE, isLanguage } from '@fitmarket/core/language';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the terms and privacy texts of the shown language are in. They are not bundled (they
 * would be most of a first page's texts), so the first use loads them and then renders again.
 */
export function useLegalTexts(): boolean {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const ready = i18n.getResource(language, 'translation', 'legal') !== undefined;
  const [, loaded] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadLegalMessages(language).then((legal) => {
      // Deep and without overwriting: only `legal` is added to the language's texts.
      i18n.addResourceBundle(language, 'translation', { legal }, true, false);
      if (current) loaded();
    });
    return () => {
      current = false;
    };
  }, [i18n, language, ready]);

  return ready;
}
