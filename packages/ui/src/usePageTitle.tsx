import type { ParseKeys } from 'i18next';
import { createContext, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The translation key of the app's name, given once to `AppProviders`. */
export const AppNameContext = createContext<ParseKeys>('common.productName');

/** Sets the tab title to "<page> · <app name>" while the page is shown, in the current language. */
export function usePageTitle(page: string): void {
  const { t } = useTranslation();
  const appName = t(use(AppNameContext));
  useEffect(() => {
    document.title = `${page} · ${appName}`;
  }, [page, appName]);
}
