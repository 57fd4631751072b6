import { RATING_MAX } from '@fitmarket/core/limits';
import { Group, Progress, Text } from '@mantine/core';

export interface RatingOutOfFiveProps {
  rating: number;
  /** The rating in words ("4.2 out of 5"), as the text shows it. */
  label: string;
  formatted: string;
}

/** A rating as a number out of 5 with a bar beside it; the bar is decoration, the text says it. */
export function RatingOutOfFive({ rating, label, formatted }: RatingOutOfFiveProps) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress
        value={(rating / RATING_MAX) * 100}
        w={96}
        size="md"
        color="teal.7"
        aria-hidden
        style={{ flexShrink: 0 }}
      />
      <Text size="sm" fw={600} aria-label={label}>
        {formatted} / {RATING_MAX}
      </Text>
    </Group>
  );
}
