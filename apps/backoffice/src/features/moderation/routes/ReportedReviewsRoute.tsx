import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { publicProfileUrl } from '../../../lib/marketplace';
import { ModerationQueuePage } from '../components/ModerationQueuePage';
import { ReportedItemCard } from '../components/ReportedItemCard';
import type { QueueKind } from '../components/useModerationDecisions';

const KIND = {
  queue: 'review-reports',
  texts: 'reviews',
  action: 'hide',
} as const satisfies QueueKind;

/**
 * Route dashboard.reported-reviews (issue 10): reported reviews with the professional they are
 * about, hidden with a reason (off the profile and the rating; the author is told why) or kept.
 */
export function ReportedReviewsRoute() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ModerationQueuePage kind={KIND} title={t('backoffice.dashboard.sections.reportedReviews')}>
      {(item, decisions) => (
        <ReportedItemCard
          key={item.id}
          kind={KIND}
          id={item.id}
          author={item.author}
          text={item.message}
          writtenAt={item.created_at}
          details={
            <Group gap="md" justify="space-between">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('backofficeModeration.reviews.about')}:{' '}
                {item.professional.slug ? (
                  <Anchor
                    href={publicProfileUrl(item.professional.slug, language)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('backofficeModeration.reviews.publicProfile', {
                      name: item.professional.name,
                    })}
                  >
                    {item.professional.name}
                  </Anchor>
                ) : (
                  item.professional.name
                )}
              </Text>
              <Text size="sm" fw={600} data-testid="review-rating">
                {t('backofficeModeration.reviews.rating', { rating: item.rating })}
              </Text>
            </Group>
          }
          reports={item.reports}
          decisions={decisions}
        />
      )}
    </ModerationQueuePage>
  );
}
