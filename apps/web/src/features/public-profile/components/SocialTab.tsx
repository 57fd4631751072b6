import { dateZoneWhen } from '@fitmarket/core/rules/dates';
import { SOCIAL_PROVIDER_NAMES } from '@fitmarket/core/rules/social-activity';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useHydrated } from '@fitmarket/ui/useHydrated';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/LoadFailed';
import { postDate, SocialPostImage } from '../../../components/SocialPostImage';
import { usePublicSocialItems } from '../api/social';

/**
 * The profile's Social tab (issue 20): the professional's imported posts as the API orders them
 * (featured first), as a media grid with captions, dates, a link to the post and the
 * "Commercial content" label on paid partnerships (DSA Art. 26(2)). Only our own copies of the
 * pictures are shown.
 */
export function SocialTab({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const items = usePublicSocialItems(slug);
  const dateZone = dateZoneWhen(useHydrated());

  if (items.isPending) return <PageLoader label={t('publicProfile.social.loading')} />;
  if (items.isError) {
    return (
      <LoadFailed
        title={t('publicProfile.social.loadFailed')}
        error={items.error}
        onRetry={() => void items.refetch()}
        retrying={items.isFetching}
      />
    );
  }
  if (items.data.length === 0) {
    return (
      <Text c="dimmed" data-testid="social-tab-empty">
        {t('publicProfile.social.empty', { name })}
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('publicProfile.social.list', { name })}
    >
      {items.data.map((item) => {
        const date = postDate(item.posted_at, language, dateZone);
        const provider = SOCIAL_PROVIDER_NAMES[item.provider];
        return (
          <Card component="li" withBorder padding="sm" key={item.id} data-testid="social-post">
            {item.media.length > 0 && (
              <Card.Section mb="sm">
                <SocialPostImage
                  media={item.media}
                  videoLabel={t('publicProfile.social.video')}
                  carouselLabel={(count) => t('publicProfile.social.carousel', { count })}
                />
              </Card.Section>
            )}
            <Stack gap="xs">
              {(item.featured || item.commercial) && (
                <Group gap={6}>
                  {item.featured && (
                    <Badge color="yellow" variant="light" tt="none">
                      {t('publicProfile.social.featured')}
                    </Badge>
                  )}
                  {item.commercial && (
                    <Badge color="orange" variant="light" tt="none" data-testid="commercial-label">
                      {t('publicProfile.social.commercial')}
                    </Badge>
                  )}
                </Group>
              )}
              {item.caption && (
                <Text
                  size="sm"
                  lineClamp={6}
                  style={{ whiteSpace: 'pre-line' }}
                  data-testid="social-post-caption"
                >
                  {item.caption}
                </Text>
              )}
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed" component="time" dateTime={item.posted_at}>
                  {date}
                </Text>
                <Anchor
                  href={item.permalink}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={t('publicProfile.social.openLabel', { date, provider })}
                >
                  {t('publicProfile.social.open', { provider })}
                </Anchor>
              </Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
