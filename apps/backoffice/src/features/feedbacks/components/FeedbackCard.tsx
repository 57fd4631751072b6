import type { TFeedbackItem } from '@fitmarket/core/api/feedback';
import { Avatar } from '@fitmarket/ui/Avatar';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RatingOutOfFive } from './RatingOutOfFive';

export interface FeedbackCardProps {
  item: TFeedbackItem;
  formatTime: (iso: string) => string;
  formatRating: (rating: number) => string;
}

/**
 * One answered questionnaire (SPEC §2 back-office 10): number, date, the person's name and
 * image, each question with its answer and rating, and the questionnaire's rating out of 5.
 */
export function FeedbackCard({ item, formatTime, formatRating }: FeedbackCardProps) {
  const { t } = useTranslation();
  const name = `${item.user_first_name} ${item.user_last_name}`.trim();
  const overall =
    item.ratings.length > 0
      ? item.ratings.reduce((sum, rating) => sum + rating, 0) / item.ratings.length
      : 0;
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="feedback-item">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar name={name} image={item.user_image} />
            <div>
              <Title order={3} size="h5">
                {t('backofficeInsights.feedbacks.number', { id: item.id })}
              </Title>
              <Text size="sm">{name}</Text>
              <Text size="xs" c="dimmed">
                {formatTime(item.created)}
              </Text>
            </div>
          </Group>
          <RatingOutOfFive
            rating={overall}
            formatted={formatRating(overall)}
            label={t('backofficeInsights.feedbacks.overall', { rating: formatRating(overall) })}
          />
        </Group>
        <Stack gap="xs" component="dl" m={0}>
          {item.questions.map((question, index) => (
            // The lists run parallel: the n-th answer and rating belong to the n-th question.
            <div key={question}>
              <Text component="dt" size="sm" fw={600}>
                {question}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-line' }}>
                {item.answers[index]}
              </Text>
              <Text component="dd" size="xs" c="dimmed" m={0}>
                {t('backofficeInsights.feedbacks.rating', { rating: item.ratings[index] })}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
