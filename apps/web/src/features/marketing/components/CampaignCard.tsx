import type { TOwnCampaign } from '@fitmarket/core/api/campaigns';
import { spentMinor } from '@fitmarket/core/rules/campaign-pricing';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCampaignStats } from '../api/campaigns';
import { DailyChart } from './DailyChart';
import { clickThroughRate, money } from './money';
import { canToggle, ownerStatus, STATUS_COLORS } from './ownerStatus';

/** One of the owner's campaigns: status, counts, keywords, the chart on demand, pause/resume. */
export function CampaignCard({
  campaign,
  onToggle,
}: {
  campaign: TOwnCampaign;
  onToggle: (campaign: TOwnCampaign, active: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = language === 'fi' ? 'fi-FI' : 'en-GB';
  const [chartOpen, setChartOpen] = useState(false);
  const stats = useCampaignStats(campaign.id, chartOpen);
  const status = ownerStatus(campaign);
  const toggle = canToggle(campaign);
  const free = campaign.type === 'ads' && campaign.placement === 'profile';
  const kind =
    campaign.type === 'search'
      ? t('marketing.kind.search')
      : campaign.placement === 'profile'
        ? t('marketing.kind.profileAd')
        : t('marketing.kind.searchAd');
  const created = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(
    new Date(campaign.created),
  );
  const headingId = `campaign-${campaign.type}-${campaign.id}`;
  const number = new Intl.NumberFormat(locale);

  return (
    <Card
      component="li"
      withBorder
      padding="md"
      aria-labelledby={headingId}
      data-testid="campaign-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Title order={2} size="h4" id={headingId}>
              {campaign.ad?.ad_title || kind}
            </Title>
            <Text size="xs" c="dimmed">
              {kind} · {t('marketing.created', { date: created })}
            </Text>
          </Stack>
          <Badge color={STATUS_COLORS[status]} variant="light" data-testid="campaign-status">
            {t(`marketing.status.${status}`)}
          </Badge>
        </Group>
        {campaign.search_keywords.length > 0 && (
          <Group gap={4}>
            <Text size="sm" c="dimmed">
              {t('marketing.keywords')}:
            </Text>
            {campaign.search_keywords.map((keyword) => (
              <Badge key={keyword} variant="outline" color="gray" tt="none">
                {keyword}
              </Badge>
            ))}
          </Group>
        )}
        {campaign.rejection_reason && (
          <Alert color="red" variant="light" title={t('marketing.rejectedTitle')}>
            <Text size="sm">{campaign.rejection_reason}</Text>
            {(campaign.payment?.refunded_minor ?? 0) > 0 && (
              <Text size="sm" mt={4} data-testid="campaign-refund">
                {t('marketing.refunded', {
                  amount: money(
                    campaign.payment?.refunded_minor ?? 0,
                    campaign.paid_currency,
                    language,
                  ),
                })}
              </Text>
            )}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Stat
            label={t('marketing.impressions')}
            value={
              free
                ? number.format(campaign.impressions_counted)
                : t('marketing.countedOfPaid', {
                    counted: number.format(campaign.impressions_counted),
                    paid: number.format(campaign.impressions_paid),
                  })
            }
          />
          <Stat label={t('marketing.clicks')} value={number.format(campaign.clicks_counted)} />
          <Stat
            label={t('marketing.ctr')}
            value={`${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
              clickThroughRate(campaign.clicks_counted, campaign.impressions_counted),
            )} %`}
          />
          <Stat
            label={t('marketing.spend')}
            value={
              free
                ? t('marketing.free')
                : t('marketing.spendOf', {
                    spent: money(
                      spentMinor(
                        campaign.paid_price,
                        campaign.impressions_counted,
                        campaign.impressions_paid,
                      ),
                      campaign.paid_currency,
                      language,
                    ),
                    paid: money(campaign.paid_price, campaign.paid_currency, language),
                  })
            }
          />
        </SimpleGrid>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => setChartOpen((open) => !open)}
            aria-expanded={chartOpen}
            aria-controls={`${headingId}-chart`}
          >
            {chartOpen ? t('marketing.hideChart') : t('marketing.showChart')}
          </Button>
          {status === 'awaitingPayment' && campaign.payment?.checkout_url && (
            <Button component="a" href={campaign.payment.checkout_url} size="xs">
              {t('marketing.continuePayment')}
            </Button>
          )}
          {toggle && (
            <Button
              variant="default"
              size="xs"
              onClick={() => onToggle(campaign, toggle === 'resume')}
              data-testid={`campaign-${toggle}`}
            >
              {t(`marketing.${toggle}`)}
            </Button>
          )}
        </Group>
        {chartOpen && (
          <div id={`${headingId}-chart`}>
            {stats.isPending ? (
              <Loader size="sm" aria-label={t('marketing.chart.loading')} />
            ) : stats.isError ? (
              <Text size="sm" c="red">
                {t('marketing.chart.failed')}
              </Text>
            ) : stats.data.days.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('marketing.chart.empty')}
              </Text>
            ) : (
              <DailyChart days={stats.data.days} locale={locale} />
            )}
          </div>
        )}
      </Stack>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm">
        {value}
      </Text>
    </Stack>
  );
}
