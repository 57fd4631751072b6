import type { Language } from '@fitmarket/core/language';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useMe } from './me';
import { useUpdateSettings } from './settings';

/**
 * A signed-in user's language belongs to the account (its e-mails come in it too), not to the
 * browser: the page follows the account when the user is loaded, e.g. right after signing in on
 * a new device, and a language picked in the header while signed in is saved to the account.
 * Pages whose address names their language (a profile's /fi/ammattilaiset/… page, route handle
 * `languageFromUrl`) keep it while they are open. Returns what the header's switcher calls after
 * it has switched the page.
 */
export function useAccountLanguage(): (language: Language) => void {
  const { i18n } = useTranslation();
  const me = useMe();
  const { mutate: saveSettings } = useUpdateSettings();
  const accountLanguage = me.data?.language;
  const addressDecides = useMatches().some(
    (match) => (match.handle as { languageFromUrl?: boolean } | undefined)?.languageFromUrl,
  );

  useEffect(() => {
    if (addressDecides) return;
    if (accountLanguage && accountLanguage !== i18n.resolvedLanguage) {
      void i18n.changeLanguage(accountLanguage);
    }
  }, [accountLanguage, addressDecides, i18n]);

  return useCallback(
    (language: Language) => {
      if (accountLanguage && language !== accountLanguage) saveSettings({ language });
    },
    [accountLanguage, saveSettings],
  );
}
