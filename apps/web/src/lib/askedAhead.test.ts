import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAskedAhead } from './askedAhead';

describe('useAskedAhead', () => {
  it('builds on the last value asked for until a new address is drawn', () => {
    const { result, rerender } = renderHook(({ drawn, key }) => useAskedAhead(drawn, key), {
      initialProps: { drawn: { price: null as number | null, available: false }, key: '' },
    });
    expect(result.current.latest()).toEqual({ price: null, available: false });

    // The price is asked for; its address is not drawn yet when the next filter is clicked.
    result.current.ask({ ...result.current.latest(), price: 80 });
    rerender({ drawn: { price: null, available: false }, key: '' });
    expect(result.current.latest()).toEqual({ price: 80, available: false });

    // Drawn (or Back to another address): what is drawn is the base again.
    rerender({ drawn: { price: 50, available: true }, key: 'price_max=50&available=week' });
    expect(result.current.latest()).toEqual({ price: 50, available: true });
  });
});
