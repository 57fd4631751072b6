import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A marketing page: its texts (the `landings` section) load on demand, with the page loader
 * until they are in; `page` names the page whose title the tab shows.
 */
export function LandingsPage({
  page,
  children,
}: {
  page: 'customers' | 'professionals' | 'memberships' | 'testers';
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  const ready = useSectionTexts('landings');
  usePageTitle(ready ? t(`landings.${page}.pageTitle`) : '');
  return ready ? children() : <PageLoader label={t('common.loading')} />;
}
