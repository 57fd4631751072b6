import type { Language } from '@fitmarket/core/language';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * For pages whose address names their language (route handle `languageFromUrl`: a profile's
 * /fi/ammattilaiset/… page, the search results): opening one switches the site to that language;
 * switching language there moves to the same page's address in the new language (`pathIn`).
 */
export function useLanguageOfAddress(lang: Language, pathIn: (language: Language) => string) {
  const { i18n } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const synced = useRef(false);
  const target = language === lang ? null : pathIn(language);
  useEffect(() => {
    if (target === null) {
      synced.current = true;
      return;
    }
    if (!synced.current) void i18n.changeLanguage(lang);
    else void navigate(target, { replace: true });
  }, [i18n, lang, target, navigate]);
}
