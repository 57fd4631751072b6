import type { TDashboard } from '@fitmarket/core/api/dashboard';
import type { BackofficeInsightsMessages } from '@fitmarket/core/i18n/en';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/DashboardPage';
import { useCurrentStaff } from '../../../lib/currentStaff';
import { useDashboardNumbers } from '../api/getDashboard';
import { DashboardNumber } from '../components/DashboardNumber';

/** The numbers in their order: the answer's field, its texts (`key`, `${key}Link`) and page. */
const NUMBERS = [
  { key: 'newUsers', field: 'new_users', to: '/dashboard/users', testId: 'dashboard-new-users' },
  {
    key: 'unpublished',
    field: 'professionals_unpublished',
    to: '/dashboard/professionals',
    testId: 'dashboard-unpublished',
  },
  {
    key: 'ads',
    field: 'ads_awaiting_approval',
    to: '/dashboard/ads',
    testId: 'dashboard-ads',
  },
  {
    key: 'searchesToday',
    field: 'searches_today',
    to: '/dashboard/statistics',
    testId: 'dashboard-searches-today',
  },
  {
    key: 'feedbacks',
    field: 'feedbacks_this_week',
    to: '/dashboard/feedbacks',
    testId: 'dashboard-feedbacks',
  },
] as const satisfies readonly {
  key: keyof BackofficeInsightsMessages['home'];
  field: keyof TDashboard;
  to: string;
  testId: string;
}[];

/** Route dashboard.home: a greeting and the numbers staff look at first, each with its page. */
export function DashboardHomeRoute() {
  const { t } = useTranslation();
  const { first_name } = useCurrentStaff();
  const numbers = useDashboardNumbers();
  const text = (key: keyof BackofficeInsightsMessages['home']) =>
    t(`backofficeInsights.home.${key}`);
  return (
    <DashboardPage
      home
      title={t('backoffice.dashboard.home')}
      heading={t('backoffice.dashboard.greeting', { name: first_name })}
    >
      <Text c="dimmed" size="lg">
        {text('lead')}
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="dashboard-numbers">
        <Title order={2} size="h3" id="dashboard-numbers">
          {text('numbersTitle')}
        </Title>
        {numbers.isError && <ErrorAlerts errors={errorsOf(numbers.error)} />}
        {numbers.isPending && <PageLoader label={text('loading')} />}
        {numbers.data && (
          <SimpleGrid
            cols={{ base: 1, xs: 2, lg: 5 }}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {NUMBERS.map(({ key, field, to, testId }) => (
              <DashboardNumber
                key={key}
                label={text(key)}
                value={numbers.data[field]}
                to={to}
                linkLabel={text(`${key}Link`)}
                testId={testId}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </DashboardPage>
  );
}
