import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/DashboardPage';
import { useCurrentStaff } from '../../../lib/currentStaff';

/** Route dashboard.home: a greeting. */
export function DashboardHomeRoute() {
  const { t } = useTranslation();
  const { first_name } = useCurrentStaff();
  return (
    <DashboardPage
      home
      title={t('backoffice.dashboard.home')}
      heading={t('backoffice.dashboard.greeting', { name: first_name })}
    >
      <Text c="dimmed" size="lg">
        {t('backoffice.dashboard.lead')}
      </Text>
    </DashboardPage>
  );
}
