import { Group, Rating, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface StarRatingProps {
  /** Average out of 5, or null before the first review. */
  rating: number | null;
  count: number;
}

/** A read-only average with its review count, or "No reviews yet". */
export function StarRating({ rating, count }: StarRatingProps) {
  const { t, i18n } = useTranslation();
  if (rating === null || count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('common.rating.none')}
      </Text>
    );
  }
  const shown = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(
    rating,
  );
  return (
    <Group gap={6} wrap="nowrap">
      {/* Stars and number are a picture of the rating; screen readers get it in words. */}
      <Rating value={rating} fractions={2} readOnly size="sm" aria-hidden />
      <Text size="sm" fw={600} aria-hidden>
        {shown}
      </Text>
      <VisuallyHidden>{t('common.rating.label', { rating: shown })}</VisuallyHidden>
      <Text size="sm" c="dimmed">
        ({t('common.rating.count', { count })})
      </Text>
    </Group>
  );
}
