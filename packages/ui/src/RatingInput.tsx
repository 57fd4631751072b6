import { Group, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';

export interface RatingInputProps {
  /** 1 to `count`, or 0 while no star is chosen. */
  value: number;
  onChange: (value: number) => void;
  count: number;
  /** Each star's name for screen readers ("4 / 5", "4 out of 5"). */
  getSymbolLabel: (value: number) => string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'data-testid'?: string;
}

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';
const STAR_SIZE = 28;

/**
 * A star rating to choose, as a radio group behaves (WAI-ARIA): one tab stop (the chosen star,
 * or the first while none is), the arrow keys choose the next or previous star as they move,
 * Home and End the first and last, Enter, Space or a click the star itself. No hidden "0" stop:
 * Mantine's Rating had one first in the tab order, and its arrow keys moved without choosing.
 */
export function RatingInput({
  value,
  onChange,
  count,
  getSymbolLabel,
  'data-testid': testId,
  ...aria
}: RatingInputProps) {
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (next: number) => {
    const star = Math.min(Math.max(next, 1), count);
    onChange(star);
    stars.current[star - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      // The focused star itself (a button would click on its own; this keeps it one choice).
      const focused = Number((event.target as HTMLElement).dataset.star);
      if (!focused) return;
      event.preventDefault();
      choose(focused);
      return;
    }
    const current = value || 0;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 1,
      End: count,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  const focusable = value >= 1 && value <= count ? value : 1;

  return (
    <Group gap={2} role="radiogroup" onKeyDown={onKeyDown} data-testid={testId} {...aria}>
      {Array.from({ length: count }, (_, index) => {
        const star = index + 1;
        return (
          <UnstyledButton
            key={star}
            ref={(element) => {
              stars.current[index] = element;
            }}
            role="radio"
            data-star={star}
            aria-checked={value === star}
            aria-label={getSymbolLabel(star)}
            tabIndex={star === focusable ? 0 : -1}
            onClick={() => choose(star)}
            style={{ lineHeight: 0, borderRadius: 4 }}
          >
            <svg width={STAR_SIZE} height={STAR_SIZE} viewBox="0 0 24 24" aria-hidden>
              <path
                d={STAR_PATH}
                fill={
                  star <= value ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-gray-3)'
                }
              />
            </svg>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
