import { formatNumber } from '@fitmarket/core/rules/number-format';
import { shownRating, starFills } from '@fitmarket/core/rules/rating';
import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './useLanguage';

export interface StarRatingProps {
  /** Average out of 5, or null before the first review. */
  rating: number | null;
  count: number;
}

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';
const STAR_SIZE = 16;

function Star({ color }: { color: string }) {
  return (
    <svg width={STAR_SIZE} height={STAR_SIZE} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={STAR_PATH} fill={color} />
    </svg>
  );
}

/**
 * One star filled to `fill` (0 to 1): an empty star with a full one over it, cut to width.
 * Partial stars are why this is not Mantine's Rating, which rounds 4.8 up to five full stars.
 */
function PartialStar({ fill }: { fill: number }) {
  return (
    <Box pos="relative" w={STAR_SIZE} h={STAR_SIZE} data-fill={fill}>
      <Star color="var(--mantine-color-gray-4)" />
      <Box
        pos="absolute"
        top={0}
        left={0}
        h={STAR_SIZE}
        w={`${fill * 100}%`}
        style={{ overflow: 'hidden' }}
      >
        <Star color="var(--mantine-color-yellow-6)" />
      </Box>
    </Box>
  );
}

/** A read-only average with its review count, or "No reviews yet". */
export function StarRating({ rating, count }: StarRatingProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (rating === null || count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('common.rating.none')}
      </Text>
    );
  }
  const shown = formatNumber(shownRating(rating), language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <Group gap={6} wrap="nowrap">
      {/* Stars and number are a picture of the rating; screen readers get it in words. */}
      <Group
        gap={1}
        wrap="nowrap"
        role="img"
        aria-label={t('common.rating.label', { rating: shown })}
      >
        {starFills(rating).map((fill, index) => (
          // The five stars never move, so their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <PartialStar key={index} fill={fill} />
        ))}
      </Group>
      <Text size="sm" fw={600} aria-hidden>
        {shown}
      </Text>
      <Text size="sm" c="dimmed">
        ({t('common.rating.count', { count })})
      </Text>
    </Group>
  );
}
