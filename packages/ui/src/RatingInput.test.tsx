import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';
import { createI18n } from './lib/i18n';
import { RatingInput } from './RatingInput';
import { everyText } from './testing/texts';

function Field() {
  const [value, setValue] = useState(0);
  return (
    <AppProviders i18n={createI18n(everyText)} appNameKey="common.productName">
      <button type="button">Before</button>
      <RatingInput
        value={value}
        onChange={setValue}
        count={5}
        getSymbolLabel={(star) => `${star} / 5`}
        aria-labelledby="label"
      />
      <output data-testid="value">{value}</output>
    </AppProviders>
  );
}

const star = (n: number) => screen.getByRole('radio', { name: `${n} / 5` });
const tabStops = () =>
  screen.getAllByRole('radio').filter((radio) => radio.getAttribute('tabindex') === '0');

describe('RatingInput', () => {
  it('has one tab stop, the first star while none is chosen: no hidden "0 / 5"', () => {
    render(<Field />);
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.queryByRole('radio', { name: '0 / 5' })).toBeNull();
    expect(tabStops()).toEqual([star(1)]);
  });

  it('chooses the star the arrow keys move to, and keeps the tab stop on the chosen one', () => {
    render(<Field />);
    star(1).focus();
    fireEvent.keyDown(star(1), { key: 'ArrowRight' });
    expect(screen.getByTestId('value').textContent).toBe('1');
    fireEvent.keyDown(star(1), { key: 'ArrowRight' });
    fireEvent.keyDown(star(2), { key: 'ArrowRight' });
    expect(screen.getByTestId('value').textContent).toBe('3');
    expect(document.activeElement).toBe(star(3));
    expect(star(3).getAttribute('aria-checked')).toBe('true');
    expect(tabStops()).toEqual([star(3)]);
    fireEvent.keyDown(star(3), { key: 'End' });
    expect(screen.getByTestId('value').textContent).toBe('5');
    fireEvent.keyDown(star(5), { key: 'ArrowLeft' });
    expect(screen.getByTestId('value').textContent).toBe('4');
    fireEvent.click(star(2));
    expect(screen.getByTestId('value').textContent).toBe('2');
  });
});
