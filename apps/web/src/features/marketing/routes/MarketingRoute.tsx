import type { TOwnCampaign } from '@fitmarket/core/api/campaigns';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useOwnCampaigns, useSetCampaignActive } from '../api/campaigns';
import { CampaignCard } from '../components/CampaignCard';
import { PaymentReturnNotice, type Result } from '../components/PaymentReturnNotice';

/** Route account.marketing (/account/marketing, auth): the professional's campaigns. */
export function MarketingRoute() {
  const ready = useSectionTexts('marketing');
  const { t } = useTranslation();
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <MarketingPage />;
}

function MarketingPage() {
  const { t } = useTranslation();
  usePageTitle(t('marketing.pageTitle'));
  const campaigns = useOwnCampaigns();
  const setActive = useSetCampaignActive();
  const [asked, setAsked] = useState<{ campaign: TOwnCampaign; active: boolean } | null>(null);
  const [params] = useSearchParams();
  const result = params.get('result');
  // A profile ad resumed while another runs pauses that one (SPEC §4: one at a time).
  const replaces =
    asked?.active && asked.campaign.placement === 'profile'
      ? campaigns.data?.find(
          (other) =>
            other.id !== asked.campaign.id &&
            other.placement === 'profile' &&
            other.type === 'ads' &&
            other.status === 'active',
        )
      : undefined;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('marketing.title')}
        </Title>
        <Text c="dimmed">{t('marketing.lead')}</Text>
      </Stack>
      {(result === 'paid' || result === 'failed' || result === 'cancelled') && (
        <PaymentReturnNotice result={result as Result} order={params.get('order')} />
      )}
      <Group gap="sm" wrap="wrap">
        <Button
          component={Link}
          to="/account/marketing/new/search"
          data-testid="new-search-campaign"
        >
          {t('marketing.newSearch')}
        </Button>
        <Button
          component={Link}
          to="/account/marketing/new/ads"
          variant="light"
          data-testid="new-ad"
        >
          {t('marketing.newAd')}
        </Button>
      </Group>
      {setActive.isError && <ErrorAlerts errors={errorsOf(setActive.error)} />}
      {campaigns.isPending ? (
        <PageLoader label={t('marketing.loading')} />
      ) : campaigns.isError ? (
        <LoadFailed
          title={t('marketing.loading')}
          error={campaigns.error}
          onRetry={() => void campaigns.refetch()}
          retrying={campaigns.isFetching}
        />
      ) : campaigns.data.length === 0 ? (
        <Text data-testid="campaigns-empty">{t('marketing.empty')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {campaigns.data.map((campaign) => (
            <CampaignCard
              key={`${campaign.type}-${campaign.id}`}
              campaign={campaign}
              onToggle={(target, active) => setAsked({ campaign: target, active })}
            />
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={asked !== null}
        title={asked?.active ? t('marketing.resumeTitle') : t('marketing.pauseTitle')}
        message={
          replaces
            ? t('marketing.resumeReplaces')
            : asked?.active
              ? t('marketing.resumeMessage')
              : t('marketing.pauseMessage')
        }
        confirmLabel={asked?.active ? t('marketing.resume') : t('marketing.pause')}
        cancelLabel={t('marketing.cancel')}
        loading={setActive.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) {
            setActive.mutate(
              { ...asked, pauseActive: replaces !== undefined },
              { onSettled: () => setAsked(null) },
            );
          }
        }}
      />
    </Stack>
  );
}
