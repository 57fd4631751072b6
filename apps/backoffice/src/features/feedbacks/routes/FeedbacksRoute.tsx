import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '../../../components/CsvDownloadButton';
import { DashboardPage } from '../../../components/DashboardPage';
import { PageNav } from '../../../components/PageNav';
import { useFeedbacks } from '../api/getFeedbacks';
import { FeedbackCard } from '../components/FeedbackCard';
import { RatingOutOfFive } from '../components/RatingOutOfFive';

/**
 * Route dashboard.feedbacks (SPEC §2 back-office 10): the average rating of each question out
 * of 5, and the answered questionnaires, newest first, a page at a time (the page in the
 * address), with a CSV export of them all.
 */
export function FeedbacksRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const feedbacks = useFeedbacks(page);

  const formatTime = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
  const formatRating = useMemo(() => {
    const format = new Intl.NumberFormat(language, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return (rating: number) => format.format(rating);
  }, [language]);

  const data = feedbacks.data;
  return (
    <DashboardPage title={t('backoffice.dashboard.sections.feedbacks')}>
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed">{t('backofficeInsights.feedbacks.lead')}</Text>
        <CsvDownloadButton
          path="/v1/admin/feedbacks/professionals/export.csv"
          fileName="feedbacks.csv"
          label={t('backofficeInsights.feedbacks.download')}
          loadingLabel={t('backofficeInsights.feedbacks.downloading')}
        />
      </Group>
      {feedbacks.isError && <ErrorAlerts errors={errorsOf(feedbacks.error)} />}
      {feedbacks.isPending && !feedbacks.isError && (
        <PageLoader label={t('backofficeInsights.feedbacks.loading')} />
      )}
      {data && data.meta.pagination.total === 0 && (
        <Text c="dimmed">{t('backofficeInsights.feedbacks.empty')}</Text>
      )}
      {data && data.meta.pagination.total > 0 && (
        <>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-labelledby="feedback-averages"
          >
            <Title order={2} size="h3" id="feedback-averages" mb="sm">
              {t('backofficeInsights.feedbacks.averagesTitle')}
            </Title>
            <Table verticalSpacing="xs" data-testid="feedback-averages">
              <Table.Tbody>
                {data.avg.questions.map((question, index) => {
                  const rating = data.avg.ratings[index] ?? 0;
                  return (
                    <Table.Tr key={question}>
                      <Table.Td>{question}</Table.Td>
                      <Table.Td w={180}>
                        <RatingOutOfFive
                          rating={rating}
                          formatted={formatRating(rating)}
                          label={t('backofficeInsights.feedbacks.averageLabel', {
                            rating: formatRating(rating),
                          })}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Paper>
          <Stack gap="sm" component="section" aria-labelledby="feedback-items">
            <Title order={2} size="h3" id="feedback-items">
              {t('backofficeInsights.feedbacks.itemsTitle')}
            </Title>
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.data.map((item) => (
                <FeedbackCard
                  key={item.id}
                  item={item}
                  formatTime={formatTime}
                  formatRating={formatRating}
                />
              ))}
            </Stack>
            <PageNav
              label={t('backofficeInsights.feedbacks.pagination')}
              total={data.meta.pagination.last_page}
              value={page}
              onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          </Stack>
        </>
      )}
    </DashboardPage>
  );
}
