import { formatNumber } from '@fitmarket/core/rules/number-format';
import { shownRating, starFills } from '@fitmarket/core/rules/rating';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './useLanguage';

export interface StarRatingProps {
  /** Average out of 5, or null before the first review. */
  rating: number | null;
  count: number;
}

/** A star's width in the drawing's units (24) and the room from one star to the next (16 px
 * stars 1 px apart: 1 px is 1.5 units). */
const STAR_UNITS = 24;
const STAR_STEP = 25.5;
const STAR_PX = 16;
/** A star in relative steps, so that the same path drawn from another start is the next star. */
const STAR_FROM_TOP =
  '2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54-5.87-3.08-5.87 3.08 1.12-6.54-4.75-4.63 6.56-.95z';
/** The five stars as one path. */
const FIVE_STARS = Array.from(
  { length: 5 },
  (_, index) => `M${12 + index * STAR_STEP} ${STAR_FROM_TOP}`,
).join('');
const WIDTH_UNITS = 4 * STAR_STEP + STAR_UNITS;

/**
 * Five stars filled to `fills` (each 0 to 1) as one small picture: the grey stars with the
 * yellow ones over them, cut where the filling ends (an inner svg clips to its width). Partial
 * stars are why this is not Mantine's Rating, which rounds 4.8 up to five full stars; one svg
 * rather than a box and two svgs a star, as a results page draws a rating per card (360 of its
 * 1,700 elements were stars).
 */
function Stars({ fills, label }: { fills: number[]; label: string }) {
  const full = fills.filter((fill) => fill === 1).length;
  const partial = fills[full] ?? 0;
  const filled = full === fills.length ? WIDTH_UNITS : full * STAR_STEP + partial * STAR_UNITS;
  return (
    <svg
      width={(WIDTH_UNITS / STAR_UNITS) * STAR_PX}
      height={STAR_PX}
      viewBox={`0 0 ${WIDTH_UNITS} ${STAR_UNITS}`}
      role="img"
      aria-label={label}
      focusable="false"
      data-fills={fills.join(' ')}
    >
      <path d={FIVE_STARS} fill="var(--mantine-color-gray-4)" />
      <svg width={filled} height={STAR_UNITS} aria-hidden>
        <path d={FIVE_STARS} fill="var(--mantine-color-yellow-6)" />
      </svg>
    </svg>
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
      <Stars fills={starFills(rating)} label={t('common.rating.label', { rating: shown })} />
      <Text size="sm" fw={600} aria-hidden>
        {shown}
      </Text>
      <Text size="sm" c="dimmed">
        ({t('common.rating.count', { count })})
      </Text>
    </Group>
  );
}
