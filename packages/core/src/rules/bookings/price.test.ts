import { describe, expect, it } from 'vitest';
import { bookingPrice } from './price';

const service = {
  price_minor: 6000,
  discount_percent: 0,
  first_session_discount_percent: 10,
  sessions: 1,
};

describe('bookingPrice', () => {
  it('takes the first-session discount off a first booking only', () => {
    expect(bookingPrice(service, { firstSession: true, bookedOfService: 0 }).priceMinor).toBe(5400);
    expect(bookingPrice(service, { firstSession: false, bookedOfService: 1 }).priceMinor).toBe(
      6000,
    );
  });

  it('adds the discounts up on one rounding', () => {
    const price = bookingPrice(
      { ...service, price_minor: 5990, discount_percent: 15 },
      { firstSession: true, bookedOfService: 0 },
    );
    expect(price.priceMinor).toBe(Math.round(5990 * 0.85 * 0.9));
  });

  it('charges a package with its first session and counts the rest down', () => {
    const pack = { ...service, sessions: 3, first_session_discount_percent: 0 };
    const seen = [0, 1, 2, 3].map((booked) =>
      bookingPrice(pack, { firstSession: booked === 0, bookedOfService: booked }),
    );
    expect(seen.map((price) => price.priceMinor)).toEqual([6000, 0, 0, 6000]);
    expect(seen.map((price) => price.sessionsLeft)).toEqual([2, 1, 0, 2]);
  });
});
