import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';
import { createI18n } from './lib/i18n';
import { StarRating } from './StarRating';
import { everyText } from './testing/texts';

function renderRating(rating: number | null, count: number) {
  return render(
    <AppProviders i18n={createI18n(everyText)} appNameKey="common.productName">
      <StarRating rating={rating} count={count} />
    </AppProviders>,
  );
}

/** How full each drawn star is, as the page draws them. */
function drawnFills(container: HTMLElement): number[] {
  return [...container.querySelectorAll('[data-fills]')].flatMap((stars) =>
    (stars.getAttribute('data-fills') ?? '').split(' ').map(Number),
  );
}

describe('StarRating', () => {
  it('draws 4.8 as four and a half stars, not five, and says it in words', () => {
    const { container } = renderRating(4.8, 12);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeTruthy();
    expect(drawnFills(container)).toEqual([1, 1, 1, 1, 0.5]);
    expect(screen.getByText('(12 reviews)')).toBeTruthy();
  });

  it('shows the rating with one decimal, as it is drawn', () => {
    renderRating(4, 1);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(screen.getByText('(1 review)')).toBeTruthy();
  });

  it('says "No reviews yet" before the first review', () => {
    const { container } = renderRating(null, 0);
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(drawnFills(container)).toEqual([]);
  });
});
