import { RANKING_PATHS } from '@fitmarket/core/links';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../useLanguage';
import { useSectionTexts } from '../useSectionTexts';

export interface SponsoredReason {
  /** On whose behalf it is shown. */
  advertiser: string;
  /** The searched words it was shown for; null on a profile. */
  search?: string | null;
  location?: string | null;
  /** The API's sentence in the shown language ("Shown for the search 'jooga' near Turku"). */
  text?: string | null;
}

/**
 * "Sponsored" / "Mainos" with on whose behalf and why a paid item is shown, and a link to the
 * page that explains ranking and payment (EU P2B Art. 5, DSA Art. 26).
 */
export function SponsoredLabel({
  reason,
  withLink = true,
}: {
  reason: SponsoredReason;
  /** Off where the marketplace's explanation page is not at hand (the back-office's preview). */
  withLink?: boolean;
}) {
  useSectionTexts('sponsored');
  const { t } = useTranslation();
  const language = useLanguage();
  const why =
    reason.search && reason.location
      ? t('sponsored.whySearchNear', { search: reason.search, location: reason.location })
      : reason.search
        ? t('sponsored.whySearch', { search: reason.search })
        : reason.location
          ? t('sponsored.whyNear', { location: reason.location })
          : null;
  return (
    <Group gap={6} wrap="wrap" data-testid="sponsored-label">
      <Badge color="yellow" variant="filled" radius="sm" size="sm" c="dark">
        {t('sponsored.label')}
      </Badge>
      <Text size="xs" c="dimmed">
        {/* The API's sentence names the sponsor itself. */}
        {reason.text ? reason.text : t('sponsored.onBehalfOf', { name: reason.advertiser })}
        {!reason.text && why && ` · ${why}`}
        {' · '}
        {withLink ? (
          <Anchor component={Link} to={RANKING_PATHS[language]} size="xs" underline="always">
            {t('sponsored.whyLink')}
          </Anchor>
        ) : (
          t('sponsored.whyLink')
        )}
      </Text>
    </Group>
  );
}
