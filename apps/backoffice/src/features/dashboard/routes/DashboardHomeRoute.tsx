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
            <DashboardNumber
              label={text('newUsers')}
              value={numbers.data.new_users}
              to="/dashboard/users"
              linkLabel={text('newUsersLink')}
              testId="dashboard-new-users"
            />
            <DashboardNumber
              label={text('unpublished')}
              value={numbers.data.professionals_unpublished}
              to="/dashboard/professionals"
              linkLabel={text('unpublishedLink')}
              testId="dashboard-unpublished"
            />
            <DashboardNumber
              label={text('ads')}
              value={numbers.data.ads_awaiting_approval}
              to="/dashboard/ads"
              linkLabel={text('adsLink')}
              testId="dashboard-ads"
            />
            <DashboardNumber
              label={text('searchesToday')}
              value={numbers.data.searches_today}
              to="/dashboard/statistics"
              linkLabel={text('searchesTodayLink')}
              testId="dashboard-searches-today"
            />
            <DashboardNumber
              label={text('feedbacks')}
              value={numbers.data.feedbacks_this_week}
              to="/dashboard/feedbacks"
              linkLabel={text('feedbacksLink')}
              testId="dashboard-feedbacks"
            />
          </SimpleGrid>
        )}
      </Stack>
    </DashboardPage>
  );
}
