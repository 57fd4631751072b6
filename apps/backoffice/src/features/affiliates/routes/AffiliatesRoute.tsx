import { AFFILIATE_SEARCH_MAX_LENGTH } from '@fitmarket/core/api/affiliates';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/DashboardPage';
import { PageNav } from '../../../components/PageNav';
import { useAffiliates } from '../api/getAffiliates';
import { AffiliateList } from '../components/AffiliateList';

/** Typing settles this long before the list is asked for. */
const SEARCH_DELAY_MS = 300;

/**
 * Route dashboard.professionals-affiliates (SPEC §2 back-office 3): the professionals with
 * their affiliate partner and discount code. The search and page live in the address, so a
 * view can be shared and the back button works.
 */
export function AffiliatesRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const affiliates = useAffiliates(search, page);

  const commitSearch = useDebouncedCallback((value: string) => {
    const trimmed = value.trim();
    setParams(trimmed ? { search: trimmed } : {}, { replace: true });
  }, SEARCH_DELAY_MS);
  const goTo = (next: number) =>
    setParams({ ...(search ? { search } : {}), ...(next > 1 ? { page: String(next) } : {}) });

  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);

  const data = affiliates.data;
  return (
    <DashboardPage title={t('backoffice.dashboard.sections.professionalsAffiliates')}>
      <Text c="dimmed">{t('backofficeInsights.affiliates.lead')}</Text>
      <TextInput
        type="search"
        label={t('backofficeInsights.affiliates.search')}
        placeholder={t('backofficeInsights.affiliates.searchPlaceholder')}
        maxLength={AFFILIATE_SEARCH_MAX_LENGTH}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          commitSearch(event.currentTarget.value);
        }}
        maw={420}
      />
      <Stack gap="sm" aria-busy={affiliates.isFetching}>
        {affiliates.isError && <ErrorAlerts errors={errorsOf(affiliates.error)} />}
        {affiliates.isPending && !affiliates.isError && (
          <PageLoader label={t('backofficeInsights.affiliates.loading')} />
        )}
        {data && data.data.length === 0 && (
          <Text c="dimmed">
            {search
              ? t('backofficeInsights.affiliates.noMatches', { search })
              : t('backofficeInsights.affiliates.empty')}
          </Text>
        )}
        {data && data.data.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {t('backofficeInsights.affiliates.count', { count: data.meta.pagination.filtered })}
            </Text>
            <AffiliateList rows={data.data} formatDate={formatDate} />
            <PageNav
              label={t('backofficeInsights.affiliates.pagination')}
              total={data.meta.pagination.last_page}
              value={page}
              onChange={goTo}
            />
          </>
        )}
      </Stack>
    </DashboardPage>
  );
}
