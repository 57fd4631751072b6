import {
  daysBetween,
  SEARCH_STATISTICS_DEFAULT_DAYS,
  SEARCH_STATISTICS_MAX_DAYS,
} from '@fitmarket/core/api/search-statistics';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PlacesMap } from '@fitmarket/ui/Map';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CsvDownloadButton } from '../../../components/CsvDownloadButton';
import { DashboardPage } from '../../../components/DashboardPage';
import { PageNav } from '../../../components/PageNav';
import {
  type DayRange,
  rangeQuery,
  useSearchLogs,
  useSearchSummary,
} from '../api/searchStatistics';
import { SearchLogList } from '../components/SearchLogList';
import { TopList } from '../components/TopList';

// recharts is the heaviest part of the page: its own chunk, loaded while the numbers arrive.
const SearchesChart = lazy(async () => ({
  default: (await import('../components/SearchesChart')).SearchesChart,
}));

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function defaultRange(): DayRange {
  const now = Date.now();
  return { from: utcDay(now - (SEARCH_STATISTICS_DEFAULT_DAYS - 1) * DAY_MS), to: utcDay(now) };
}

/** The range's problem in words, or null when it can be asked for. */
function rangeProblem(range: DayRange): 'invalid' | 'tooLong' | null {
  if (!range.from || !range.to) return null;
  if (range.from > range.to) return 'invalid';
  return daysBetween(range.from, range.to) > SEARCH_STATISTICS_MAX_DAYS ? 'tooLong' : null;
}

/**
 * The back-office statistics (SPEC §2 back-office 9, issue 9): what visitors searched for over
 * a period, as a chart of searches per day, the top terms, places, terms that found nothing and
 * words the search left out, and the paged list of the searches themselves. The period and page live in the address, so
 * a view can be shared and the back button works.
 */
export function StatisticsRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const fallback = useMemo(defaultRange, []);
  const range: DayRange = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const problem = rangeProblem(range);

  const summary = useSearchSummary(range, problem === null);
  const logs = useSearchLogs(range, page, problem === null);

  const formatDay = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    });
    return (day: string) => format.format(new Date(day));
  }, [language]);
  const formatTime = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);

  const change = (next: Partial<DayRange> & { page?: number }) => {
    const merged = { ...range, ...next };
    setParams(
      {
        from: merged.from,
        to: merged.to,
        ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
      },
      { replace: next.page === undefined },
    );
  };

  return (
    <DashboardPage title={t('backoffice.dashboard.sections.statistics')}>
      <Text c="dimmed">{t('backofficeStatistics.lead')}</Text>

      <Paper withBorder p="md" radius="md" component="fieldset" m={0}>
        <Text component="legend" fw={600} px={4}>
          {t('backofficeStatistics.range.legend')}
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={t('backofficeStatistics.range.from')}
            value={range.from}
            max={range.to || undefined}
            onChange={(event) => change({ from: event.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('backofficeStatistics.range.to')}
            value={range.to}
            min={range.from || undefined}
            onChange={(event) => change({ to: event.currentTarget.value })}
          />
          <Button variant="default" onClick={() => setParams({}, { replace: true })}>
            {t('backofficeStatistics.range.reset')}
          </Button>
        </Group>
        {problem && (
          <Text c="red.8" size="sm" mt="xs" role="alert">
            {t(`backofficeStatistics.range.${problem}`, { days: SEARCH_STATISTICS_MAX_DAYS })}
          </Text>
        )}
      </Paper>

      {!problem && (
        <>
          <Stack gap="sm" component="section" aria-labelledby="statistics-summary">
            <Title order={2} size="h3" id="statistics-summary">
              {t('backofficeStatistics.summary.title')}
            </Title>
            {summary.isError && <ErrorAlerts errors={errorsOf(summary.error)} />}
            {summary.isPending && !summary.isError && (
              <PageLoader label={t('backofficeStatistics.summary.chartLoading')} />
            )}
            {summary.data && (
              <>
                <Group gap="xl">
                  <Text>
                    {t('backofficeStatistics.summary.searches')}:{' '}
                    <Text span fw={700} data-testid="summary-searches">
                      {summary.data.searches}
                    </Text>
                  </Text>
                  <Text>
                    {t('backofficeStatistics.summary.zeroResults')}:{' '}
                    <Text span fw={700}>
                      {summary.data.zero_results}
                    </Text>
                  </Text>
                </Group>
                <Paper withBorder p="md" radius="md" component="figure" m={0}>
                  <Title order={3} size="h5" mb="sm" component="figcaption">
                    {t('backofficeStatistics.summary.chartTitle')}
                  </Title>
                  <div
                    role="img"
                    aria-label={t('backofficeStatistics.summary.chartLabel', {
                      from: formatDay(summary.data.from),
                      to: formatDay(summary.data.to),
                      searches: summary.data.searches,
                    })}
                  >
                    <Suspense
                      fallback={
                        <PageLoader label={t('backofficeStatistics.summary.chartLoading')} />
                      }
                    >
                      <SearchesChart
                        days={summary.data.per_day}
                        formatDay={formatDay}
                        searchesLabel={t('backofficeStatistics.summary.searches')}
                        zeroResultsLabel={t('backofficeStatistics.summary.zeroResults')}
                      />
                    </Suspense>
                  </div>
                </Paper>
                <Paper withBorder p="md" radius="md">
                  <Title order={3} size="h5" mb="sm">
                    {t('backofficeStatistics.map.title')}
                  </Title>
                  {summary.data.map_places.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('backofficeStatistics.map.none')}
                    </Text>
                  ) : (
                    <PlacesMap
                      height={320}
                      ariaLabel={t('backofficeStatistics.map.label')}
                      places={summary.data.map_places.map((row) => ({
                        id: row.place,
                        lat: row.lat,
                        lon: row.lon,
                        title: t('backofficeStatistics.map.place', {
                          place: row.place,
                          count: row.searches,
                        }),
                      }))}
                    />
                  )}
                </Paper>
                <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }}>
                  <TopList
                    title={t('backofficeStatistics.summary.topTerms')}
                    entries={summary.data.top_terms.map((row) => ({ ...row, label: row.term }))}
                  />
                  <TopList
                    title={t('backofficeStatistics.summary.topPlaces')}
                    entries={summary.data.top_places.map((row) => ({ ...row, label: row.place }))}
                  />
                  <TopList
                    title={t('backofficeStatistics.summary.topZeroResultTerms')}
                    entries={summary.data.top_zero_result_terms.map((row) => ({
                      ...row,
                      label: row.term,
                    }))}
                  />
                  <TopList
                    title={t('backofficeStatistics.summary.topDroppedWords')}
                    entries={summary.data.top_dropped_words.map((row) => ({
                      ...row,
                      label: row.word,
                    }))}
                  />
                </SimpleGrid>
              </>
            )}
          </Stack>

          <Stack gap="sm" component="section" aria-labelledby="statistics-log">
            <Group justify="space-between" align="flex-start">
              <Title order={2} size="h3" id="statistics-log">
                {t('backofficeStatistics.log.title')}
              </Title>
              <CsvDownloadButton
                path={`/v1/admin/statistics/search/export.csv?${rangeQuery(range)}`}
                fileName="searches.csv"
                label={t('backofficeStatistics.export.download')}
                loadingLabel={t('backofficeStatistics.export.downloading')}
              />
            </Group>
            {logs.isError && <ErrorAlerts errors={errorsOf(logs.error)} />}
            {logs.isPending && !logs.isError && (
              <PageLoader label={t('backofficeStatistics.log.loading')} />
            )}
            {logs.data && logs.data.data.length === 0 && (
              <Text c="dimmed">{t('backofficeStatistics.log.empty')}</Text>
            )}
            {logs.data && logs.data.data.length > 0 && (
              <>
                <SearchLogList rows={logs.data.data} formatTime={formatTime} />
                <PageNav
                  label={t('backofficeStatistics.log.pagination')}
                  total={logs.data.meta.pagination.last_page}
                  value={page}
                  onChange={(next) => change({ page: next })}
                />
              </>
            )}
          </Stack>
        </>
      )}
    </DashboardPage>
  );
}
