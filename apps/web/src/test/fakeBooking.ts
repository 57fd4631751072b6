import type { TBooking } from '@fitmarket/core/api/bookings';

/** A customer's pending request to Aino (the professional of fakeProfile), as the API shows it. */
export function fakeBooking(overrides: Partial<TBooking> = {}): TBooking {
  return {
    id: 7,
    version: 1,
    status: 'pending',
    my_party: 'customer',
    actions: ['cancel'],
    professional: { id: 42, first_name: 'Aino', last_name: 'Virtanen', image: null, slug: 'aino' },
    customer: { id: 5, first_name: 'Ville', last_name: 'Asiakas', image: null, slug: null },
    title: '',
    service: { id: 1, name: 'Private yoga class' },
    location: { id: 1, formatted: 'Kallio, Helsinki' },
    preferred_location: null,
    starts_at: '2030-06-10T07:00:00.000Z',
    ends_at: '2030-06-10T08:30:00.000Z',
    duration_minutes: 90,
    time_zone: 'Europe/Helsinki',
    date_chosen_by: 'customer',
    note: '',
    expectations: '',
    notes: null,
    price_minor: 3600,
    currency: 'eur',
    package: null,
    cancellation_notice_hours: 24,
    canceled_by: null,
    cancel_reason: null,
    late_cancellation: false,
    no_show_of: null,
    reviewable: false,
    suggested_starts_at: null,
    expires_at: '2030-06-08T07:00:00.000Z',
    created_at: '2030-06-06T07:00:00.000Z',
    ...overrides,
  };
}
