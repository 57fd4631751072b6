import type { TCampaignType } from '@fitmarket/core/api/campaigns';
import { REASON_MIN_TO_ENABLE } from '@fitmarket/core/limits';
import { DoneAlert } from '@fitmarket/ui/DoneAlert';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/DashboardPage';
import { PageNav } from '../../../components/PageNav';
import { ReasonModal } from '../../../components/ReasonModal';
import { type StaffCampaign, useCampaignDecisions, useStaffCampaigns } from '../api/campaigns';
import { CampaignItem } from '../components/CampaignItem';

/** SPEC's three buttons: which list the page shows (kept in the address: ?show=). */
const VIEWS = {
  searchAds: { type: 'ads', placement: 'search' },
  profileAds: { type: 'ads', placement: 'profile' },
  paidSearch: { type: 'search', placement: 'search' },
} as const satisfies Record<string, { type: TCampaignType; placement: 'search' | 'profile' }>;
type View = keyof typeof VIEWS;
const isView = (value: string | null): value is View => value !== null && value in VIEWS;

/**
 * Route dashboard.ads (SPEC §2 back-office 8 "Advertisements"): ads in search results, ads on
 * profile and paid search, each campaign a collapsible item; staff approve or reject ads and
 * paid search (SPEC §4), never profile ads.
 */
export function AdsRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const shown = params.get('show');
  const view: View = isView(shown) ? shown : 'searchAds';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { type, placement } = VIEWS[view];
  const campaigns = useStaffCampaigns(type, placement, page);
  const { approve, reject, stopProfileAds } = useCampaignDecisions();
  const [stopping, setStopping] = useState(false);
  const [rejecting, setRejecting] = useState<StaffCampaign | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    return (iso: string) => format.format(new Date(iso));
  }, [language]);
  const rows = campaigns.data?.data ?? [];
  const pagination = campaigns.data?.meta.pagination;
  const goTo = (next: number) =>
    setParams({
      ...(view === 'searchAds' ? {} : { show: view }),
      ...(next > 1 ? { page: String(next) } : {}),
    });

  return (
    <DashboardPage title={t('backoffice.dashboard.sections.ads')}>
      <Text c="dimmed">{t('backofficeInsights.ads.lead')}</Text>
      <Group gap="xs" role="group" aria-label={t('backofficeInsights.ads.tabsLabel')}>
        {(Object.keys(VIEWS) as View[]).map((key) => (
          <Button
            key={key}
            variant={key === view ? 'filled' : 'default'}
            aria-pressed={key === view}
            onClick={() => {
              setDone(null);
              setParams(key === 'searchAds' ? {} : { show: key }, { replace: true });
            }}
            data-testid={`ads-view-${key}`}
          >
            {t(`backofficeInsights.ads.tabs.${key}`)}
          </Button>
        ))}
      </Group>
      {done && <DoneAlert onClose={() => setDone(null)}>{done}</DoneAlert>}
      {approve.isError && <ErrorAlerts errors={errorsOf(approve.error)} />}
      {view === 'profileAds' && (
        <Group>
          <Button
            color="red"
            variant="light"
            onClick={() => {
              stopProfileAds.reset();
              setStopping(true);
            }}
            data-testid="stop-profile-ads"
          >
            {t('backofficeInsights.ads.stopProfileAds')}
          </Button>
        </Group>
      )}
      <Stack gap="sm" aria-busy={campaigns.isFetching}>
        {campaigns.isError && <ErrorAlerts errors={errorsOf(campaigns.error)} />}
        {campaigns.isPending && <PageLoader label={t('backofficeInsights.ads.loading')} />}
        {campaigns.isSuccess && rows.length === 0 && (
          <Text c="dimmed" data-testid="campaigns-empty">
            {t('backofficeInsights.ads.empty')}
          </Text>
        )}
        {rows.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {t('backofficeInsights.ads.count', { count: pagination?.filtered ?? rows.length })}
            </Text>
            <Accordion multiple variant="separated" chevronPosition="right">
              {rows.map((campaign) => (
                <CampaignItem
                  key={`${campaign.type}-${campaign.id}`}
                  campaign={campaign}
                  language={language}
                  formatDate={formatDate}
                  approving={approve.isPending && approve.variables?.id === campaign.id}
                  onApprove={() =>
                    approve.mutate(campaign, {
                      onSuccess: () =>
                        setDone(t('backofficeInsights.ads.approved', { id: campaign.id })),
                    })
                  }
                  onReject={() => {
                    reject.reset();
                    setRejecting(campaign);
                  }}
                />
              ))}
            </Accordion>
            {pagination && (
              <PageNav
                label={t('backofficeInsights.ads.pagination')}
                total={pagination.last_page}
                value={pagination.current_page}
                onChange={goTo}
              />
            )}
          </>
        )}
      </Stack>
      <ReasonModal
        key={rejecting ? `${rejecting.type}-${rejecting.id}` : 'none'}
        opened={rejecting !== null}
        title={rejecting ? t('backofficeInsights.ads.rejectTitle', { id: rejecting.id }) : ''}
        lead={t('backofficeInsights.ads.rejectLead')}
        reasonLabel={t('backofficeInsights.ads.rejectReason')}
        reasonHint={t('backofficeInsights.ads.rejectHint', { min: REASON_MIN_TO_ENABLE })}
        submitLabel={t('backofficeInsights.ads.reject')}
        cancelLabel={t('backofficeInsights.ads.cancel')}
        pending={reject.isPending}
        errors={reject.isError ? errorsOf(reject.error) : []}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => {
          if (!rejecting) return;
          const target = rejecting;
          reject.mutate(
            { campaign: target, reason },
            {
              onSuccess: () => {
                setRejecting(null);
                setDone(t('backofficeInsights.ads.rejected', { id: target.id }));
              },
            },
          );
        }}
      />
      <ReasonModal
        key={stopping ? 'stopping' : 'stopped'}
        opened={stopping}
        title={t('backofficeInsights.ads.stopTitle')}
        lead={t('backofficeInsights.ads.stopLead')}
        reasonLabel={t('backofficeInsights.ads.rejectReason')}
        reasonHint={t('backofficeInsights.ads.rejectHint', { min: REASON_MIN_TO_ENABLE })}
        submitLabel={t('backofficeInsights.ads.stopProfileAds')}
        cancelLabel={t('backofficeInsights.ads.cancel')}
        pending={stopProfileAds.isPending}
        errors={stopProfileAds.isError ? errorsOf(stopProfileAds.error) : []}
        onClose={() => setStopping(false)}
        onSubmit={(reason) =>
          stopProfileAds.mutate(reason, {
            onSuccess: ({ stopped }) => {
              setStopping(false);
              setDone(t('backofficeInsights.ads.stopped', { count: stopped }));
            },
          })
        }
      />
    </DashboardPage>
  );
}
