import type { Language } from '@fitmarket/core/language';
import { languagePickedByVisitor, useLanguage } from '@fitmarket/ui/useLanguage';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * For pages whose address names their language (route handle `languageFromUrl`: a profile's
 * /fi/ammattilaiset/… page, the search results). Opened from outside (a shared link, a typed
 * address: the tab's first page), the address says which language the visitor wants, and the site
 * switches to it. Reached by a link inside the site, the language already chosen stays: the page
 * opens at its address in that language, so an English-path link never turns a Finnish session
 * English. Switching language there moves to the same page's address in the new language
 * (`pathIn`), as it does when the visitor picked a language before this page's part of the app
 * ran (on the server's page, before the app started).
 */
export function useLanguageOfAddress(lang: Language, pathIn: (language: Language) => string) {
  const { i18n } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const synced = useRef(false);
  // The tab's first page has the default key; a page reached inside the site has its own.
  const openedFromOutside = useRef(useLocation().key === 'default');
  const target = language === lang ? null : pathIn(language);
  useEffect(() => {
    if (target === null) {
      synced.current = true;
      return;
    }
    if (!synced.current && openedFromOutside.current && !languagePickedByVisitor())
      void i18n.changeLanguage(lang);
    else void navigate(target, { replace: true });
  }, [i18n, lang, target, navigate]);
}
