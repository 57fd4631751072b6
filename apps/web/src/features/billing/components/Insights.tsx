import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/LoadFailed';
import { useInsights } from '../api/billing';
import { formatShare, formatWeek } from '../format';

/** Premium's weekly insights: profile views, search appearances, bookings and the conversion. */
export function Insights({ premium }: { premium: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const insights = useInsights(premium);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="insights">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('billing.insights.title')}
        </Title>
        {!premium ? (
          <Text c="dimmed">{t('billing.insights.premiumOnly')}</Text>
        ) : insights.isError ? (
          <LoadFailed
            title={t('billing.insights.title')}
            error={insights.error}
            onRetry={() => void insights.refetch()}
            retrying={insights.isFetching}
          />
        ) : (
          <>
            <Text c="dimmed" size="sm">
              {t('billing.insights.lead')}
            </Text>
            <Table.ScrollContainer minWidth={480}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('billing.insights.week')}</Table.Th>
                    <Table.Th>{t('billing.insights.views')}</Table.Th>
                    <Table.Th>{t('billing.insights.appearances')}</Table.Th>
                    <Table.Th>{t('billing.insights.bookings')}</Table.Th>
                    <Table.Th>{t('billing.insights.conversion')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(insights.data?.weeks ?? []).map((week) => (
                    <Table.Tr key={week.week}>
                      <Table.Td>{formatWeek(week.week, language)}</Table.Td>
                      <Table.Td>{week.profile_views}</Table.Td>
                      <Table.Td>{week.search_appearances}</Table.Td>
                      <Table.Td>{week.bookings}</Table.Td>
                      <Table.Td>
                        {week.booking_conversion === null
                          ? t('billing.insights.none')
                          : formatShare(week.booking_conversion, language)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  );
}
