import type { TSocialItem, TSocialItemUpdate } from '@fitmarket/core/api/social-activity';
import { RELEVANCE_LEVELS, SOCIAL_PROVIDER_NAMES } from '@fitmarket/core/rules/social-activity';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Anchor, Badge, Card, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { postDate, SocialPostImage } from '../../../components/SocialPostImage';

export const RELEVANCE_COLOURS = { high: 'teal', medium: 'blue', low: 'gray' } as const;

/**
 * One imported post on the account page: what the profile shows of it (relevance, featured,
 * hidden, commercial) and the professional's controls for each.
 */
export function SocialItemCard({
  item,
  onChange,
  saving,
}: {
  item: TSocialItem;
  onChange: (change: TSocialItemUpdate) => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const date = postDate(item.posted_at, language);
  const provider = SOCIAL_PROVIDER_NAMES[item.provider];
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      data-testid="social-item"
      data-item-id={item.id}
      aria-busy={saving}
      style={item.hidden ? { opacity: 0.75 } : undefined}
    >
      {item.media.length > 0 && (
        <Card.Section mb="sm">
          <SocialPostImage
            media={item.media}
            videoLabel={t('socialActivity.items.video')}
            carouselLabel={(count) => t('socialActivity.items.carousel', { count })}
          />
        </Card.Section>
      )}
      <Stack gap="xs">
        <Group gap={6}>
          <Badge
            color={RELEVANCE_COLOURS[item.relevance]}
            variant="light"
            tt="none"
            data-testid="item-relevance"
          >
            {t(`socialActivity.items.relevanceBadge.${item.relevance}`)}
          </Badge>
          {item.featured && (
            <Badge color="yellow" variant="light" tt="none">
              {t('socialActivity.items.featured')}
            </Badge>
          )}
          {item.hidden && (
            <Badge color="gray" variant="outline" tt="none">
              {t('socialActivity.items.hidden')}
            </Badge>
          )}
          {item.commercial && (
            <Badge color="orange" variant="light" tt="none">
              {t('socialActivity.items.commercial')}
            </Badge>
          )}
        </Group>
        <Text size="sm" lineClamp={4} data-testid="item-caption">
          {item.caption || t('socialActivity.items.noCaption')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('socialActivity.items.postedOn', { date })} ·{' '}
          {t('socialActivity.items.likes', { count: item.likes })} ·{' '}
          {t('socialActivity.items.comments', { count: item.comments })}
        </Text>
        <NativeSelect
          size="xs"
          label={t('socialActivity.items.relevance')}
          description={item.relevance_override ? t('socialActivity.items.overridden') : undefined}
          value={item.relevance_override ?? 'auto'}
          disabled={saving}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({
              relevance_override: value === 'auto' ? null : (value as TSocialItem['relevance']),
            });
          }}
          data={[
            {
              value: 'auto',
              label: t('socialActivity.items.relevanceAuto', {
                level: t(`socialActivity.items.relevanceLevels.${item.scored_relevance}`),
              }),
            },
            ...RELEVANCE_LEVELS.map((level) => ({
              value: level,
              label: t(`socialActivity.items.relevanceOptions.${level}`),
            })),
          ]}
        />
        <Switch
          label={t('socialActivity.items.feature')}
          checked={item.featured}
          disabled={saving}
          onChange={(event) => onChange({ featured: event.currentTarget.checked })}
        />
        <Switch
          label={t('socialActivity.items.hide')}
          checked={item.hidden}
          disabled={saving}
          onChange={(event) => onChange({ hidden: event.currentTarget.checked })}
        />
        <Switch
          label={t('socialActivity.items.commercialToggle')}
          description={t('socialActivity.items.commercialHint')}
          checked={item.commercial}
          disabled={saving}
          onChange={(event) => onChange({ commercial: event.currentTarget.checked })}
        />
        <Anchor
          href={item.permalink}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={t('socialActivity.items.openPostLabel', { date, provider })}
        >
          {t('socialActivity.items.openPost', { provider })}
        </Anchor>
      </Stack>
    </Card>
  );
}
