import type { TextSection } from '@fitmarket/core/i18n/resources';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from './PageLoader';
import { useSectionTexts } from './useSectionTexts';

/** Shows `children` once the texts of `section` are in for the shown language, a loader until then. */
export function SectionTexts({ section, children }: { section: TextSection; children: ReactNode }) {
  const { t } = useTranslation();
  return useSectionTexts(section) ? children : <PageLoader label={t('common.loading')} />;
}
