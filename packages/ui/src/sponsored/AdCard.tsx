import { Button, Card, Code, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeAdHtml } from '../lib/sanitizeAdHtml';
import { useSectionTexts } from '../useSectionTexts';
import { SponsoredLabel, type SponsoredReason } from './SponsoredLabel';

export interface AdCardAd {
  title: string;
  /** HTML of the API's allow-list. */
  description: string;
  cta_label: string;
  url: string;
  image?: string | null;
  discount_code?: string | null;
}

export interface AdCardProps {
  ad: AdCardAd;
  reason: SponsoredReason;
  /** A preview (the wizard, the back-office): its link never counts a click. */
  preview?: boolean;
  /**
   * Where a real ad's link goes: its counting address (core `adClickPath`), which counts the
   * click on the server and sends the visitor on to `ad.url`, with or without the page's script.
   * A preview links to `ad.url` itself and never counts.
   */
  href?: string;
  /** Off in the back-office, whose preview has no ranking page to link to. */
  withRankingLink?: boolean;
}

/**
 * An ad as it appears among search results and on a profile: the label first, then the ad.
 * The wizard's preview is this same card, so the owner sees exactly what visitors will.
 */
export function AdCard({ ad, reason, preview = false, href, withRankingLink = true }: AdCardProps) {
  useSectionTexts('sponsored');
  const { t } = useTranslation();
  const html = useMemo(() => sanitizeAdHtml(ad.description), [ad.description]);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="article"
      data-testid={preview ? 'ad-preview' : 'ad-card'}
      style={{ borderColor: 'var(--mantine-color-yellow-5)' }}
    >
      <Stack gap="xs">
        <SponsoredLabel reason={reason} withLink={withRankingLink} />
        <Group align="flex-start" wrap="nowrap" gap="md">
          {ad.image && (
            <Image
              src={ad.image}
              alt=""
              w={88}
              h={88}
              radius="sm"
              fit="cover"
              style={{ flex: 'none' }}
            />
          )}
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {ad.title || t('sponsored.previewTitle')}
            </Title>
            <Text
              size="sm"
              component="div"
              style={{ overflowWrap: 'anywhere' }}
              // Sanitised by the API and again by sanitizeAdHtml's allow-list.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: allow-listed ad HTML
              dangerouslySetInnerHTML={{ __html: html }}
            />
            {ad.discount_code && (
              <Text size="sm">
                {t('sponsored.discountCode')} <Code>{ad.discount_code}</Code>
              </Text>
            )}
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button
            component="a"
            href={preview ? ad.url : (href ?? ad.url)}
            target="_blank"
            rel="sponsored noopener"
            size="sm"
          >
            {ad.cta_label || t('sponsored.previewCta')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
