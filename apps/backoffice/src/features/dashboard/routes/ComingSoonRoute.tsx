import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/DashboardPage';
import type { DashboardSection } from '../sections';

/** A dashboard section that later issues fill in: its name, breadcrumb and a notice. */
export function ComingSoonRoute({ section }: { section: DashboardSection }) {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t(`backoffice.dashboard.sections.${section.label}`)}>
      <Alert
        color="blue"
        variant="light"
        title={t('backoffice.dashboard.comingSoon.title')}
        data-testid="coming-soon"
      >
        {t('backoffice.dashboard.comingSoon.text')}
      </Alert>
    </DashboardPage>
  );
}
