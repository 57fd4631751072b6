import type { Language } from '@fitmarket/core/language';

import { campaignStatusLabelKey } from '@fitmarket/core/rules/campaign';
import { formatPrice, isCurrency } from '@fitmarket/core/rules/price';
import { Avatar } from '@fitmarket/ui/Avatar';
import { AdCard } from '@fitmarket/ui/sponsored/AdCard';
import { SponsoredLabel } from '@fitmarket/ui/sponsored/SponsoredLabel';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { publicProfileUrl } from '../../../lib/marketplace';
import type { StaffCampaign } from '../api/campaigns';

// Filled, in shades white text reads on at 4.5:1 or more (the light variant's green on pale
// green did not).
const STATUS_COLORS = { active: 'teal.9', paused: 'gray.7', ended: 'dark' } as const;

function price(campaign: StaffCampaign, language: Language): string {
  const currency = campaign.paid_currency;
  return isCurrency(currency)
    ? formatPrice(campaign.paid_price, currency, language)
    : `${campaign.paid_price / 100} ${currency}`;
}

/**
 * One campaign of SPEC §2 back-office 8 as a collapsible item: number and created date in its
 * control; keywords and price, impressions counted of paid and clicks, status with the "by user"
 * tag, the owner and the preview inside, with Approve ad and Reject ad (not for profile ads).
 */
export function CampaignItem({
  campaign,
  language,
  formatDate,
  onApprove,
  onReject,
  approving,
}: {
  campaign: StaffCampaign;
  language: Language;
  formatDate: (iso: string) => string;
  onApprove: () => void;
  onReject: () => void;
  approving: boolean;
}) {
  const { t } = useTranslation();
  const status = campaignStatusLabelKey(campaign.display_status);
  const owner = `${campaign.user_first_name} ${campaign.user_last_name}`;
  const profileAd = campaign.type === 'ads' && campaign.placement === 'profile';
  const approval = campaign.rejection_reason
    ? 'rejected'
    : campaign.approved
      ? 'approved'
      : 'waiting';
  const number = new Intl.NumberFormat(language === 'fi' ? 'fi-FI' : 'en-GB');
  const value = `${campaign.type}-${campaign.id}`;

  return (
    <Accordion.Item value={value} data-testid="campaign-item">
      <Accordion.Control>
        <Group justify="space-between" wrap="wrap" gap="xs" pr="xs">
          <Stack gap={0}>
            <Text fw={600}>{t('backofficeInsights.ads.number', { id: campaign.id })}</Text>
            <Text size="xs" c="dimmed">
              {t('backofficeInsights.ads.created', { date: formatDate(campaign.created) })}
              {owner && ` · ${owner}`}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge color={STATUS_COLORS[status]} variant="filled">
              {t(`backofficeInsights.ads.statuses.${status}`)}
            </Badge>
            {!profileAd && (
              <Badge
                color={approval === 'approved' ? 'teal' : approval === 'rejected' ? 'red' : 'blue'}
                variant="outline"
                data-testid="approval-badge"
              >
                {t(`backofficeInsights.ads.approval.${approval}`)}
              </Badge>
            )}
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Field label={t('backofficeInsights.ads.keywords')}>
              {campaign.search_keywords.length > 0 ? (
                <Group gap={4}>
                  {campaign.search_keywords.map((keyword) => (
                    <Badge key={keyword} variant="outline" color="gray" tt="none">
                      {keyword}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('backofficeInsights.ads.noKeywords')}
                </Text>
              )}
            </Field>
            <Field label={t('backofficeInsights.ads.price')}>
              <Text size="sm">
                {profileAd ? t('backofficeInsights.ads.free') : price(campaign, language)}
              </Text>
            </Field>
            <Field label={t('backofficeInsights.ads.impressions')}>
              <Text size="sm" data-testid="impressions">
                {profileAd
                  ? number.format(campaign.impressions_counted)
                  : t('backofficeInsights.ads.countedOfPaid', {
                      counted: number.format(campaign.impressions_counted),
                      paid: number.format(campaign.impressions_paid),
                    })}
              </Text>
            </Field>
            <Field label={t('backofficeInsights.ads.clicks')}>
              <Text size="sm">{number.format(campaign.clicks_counted)}</Text>
            </Field>
            <Field label={t('backofficeInsights.ads.status')}>
              <Group gap={6}>
                <Text size="sm">{t(`backofficeInsights.ads.statuses.${status}`)}</Text>
                {status === 'paused' && campaign.paused_by_user && (
                  <Badge size="xs" variant="light" color="grape" data-testid="by-user">
                    {t('backofficeInsights.ads.byUser')}
                  </Badge>
                )}
              </Group>
            </Field>
            <Field label={t('backofficeInsights.ads.owner')}>
              <Group gap="xs" wrap="nowrap">
                <Avatar name={owner} image={campaign.image} size="sm" />
                {campaign.slug ? (
                  <Anchor
                    href={publicProfileUrl(campaign.slug, language)}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                    aria-label={`${owner} – ${t('backofficeInsights.ads.viewProfile')}`}
                  >
                    {owner}
                  </Anchor>
                ) : (
                  <Text size="sm">{owner}</Text>
                )}
              </Group>
            </Field>
          </SimpleGrid>
          {campaign.rejection_reason && (
            <Alert color="red" variant="light" title={t('backofficeInsights.ads.rejectionReason')}>
              <Text size="sm" data-testid="rejection-reason">
                {campaign.rejection_reason}
              </Text>
            </Alert>
          )}
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('backofficeInsights.ads.preview')}
            </Text>
            {'ad_title' in campaign ? (
              <AdCard
                preview
                withRankingLink={false}
                ad={{
                  title: campaign.ad_title,
                  description: campaign.ad_description,
                  cta_label: campaign.ad_cta_label,
                  url: campaign.ad_url,
                  image: campaign.ad_image,
                  discount_code: campaign.affiliate?.code,
                }}
                reason={{ advertiser: owner, search: campaign.search_keywords[0] ?? null }}
              />
            ) : (
              <Card
                withBorder
                padding="md"
                data-testid="search-preview"
                style={{ borderColor: 'var(--mantine-color-yellow-5)' }}
              >
                <Stack gap="xs">
                  <SponsoredLabel
                    withLink={false}
                    reason={{ advertiser: owner, search: campaign.search_keywords[0] ?? null }}
                  />
                  <Group gap="sm" wrap="nowrap">
                    <Avatar name={owner} image={campaign.image} size="md" />
                    <Text fw={600}>{owner}</Text>
                  </Group>
                </Stack>
              </Card>
            )}
          </Stack>
          {profileAd ? (
            <Text size="sm" c="dimmed">
              {t('backofficeInsights.ads.profileNote')}
            </Text>
          ) : (
            <Group gap="sm">
              <Button
                color="teal"
                onClick={onApprove}
                loading={approving}
                disabled={campaign.approved === true}
                data-testid="approve-ad"
              >
                {t('backofficeInsights.ads.approve')}
              </Button>
              <Button color="red" variant="light" onClick={onReject} data-testid="reject-ad">
                {t('backofficeInsights.ads.reject')}
              </Button>
            </Group>
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
