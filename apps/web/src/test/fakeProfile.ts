import type { TPublicProfile } from '@fitmarket/core/api/public-profile';

/** A published professional's public page, as GET /v1/professionals/aino answers it. */
export function fakeProfile(overrides: Partial<TPublicProfile> = {}): TPublicProfile {
  return {
    id: 42,
    slug: 'aino',
    first_name: 'Aino',
    last_name: 'Virtanen',
    image: null,
    specialities: [{ id: 1, slug: 'yoga', label: 'Yoga' }],
    rating: 4.5,
    rating_count: 3,
    follower_count: 2,
    membership_id: 3,
    membership_badge: true,
    description: 'Yoga in Helsinki.',
    long_description: 'Ten years of yoga.',
    services: [
      {
        id: 1,
        service_id: 9,
        label: 'Private yoga class',
        parent_label: 'Yoga and pilates',
        price_minor: 4500,
        currency: 'eur',
        duration_minutes: 90,
        discount_percent: 0,
        sessions: 1,
        first_session_discount_percent: 20,
        package_description: '',
        description: 'Bring a mat.',
        cancellation_notice_hours: 24,
        instant_booking: false,
        online: false,
      },
    ],
    locations: [{ id: 1, formatted: 'Kallio, Helsinki', city: 'Helsinki', lat: 60.18, lon: 24.95 }],
    flexible: true,
    certificates: [{ id: 1, title: 'RYT 200', id_number: 'A-1', image: null }],
    photos: [{ id: 1, image: '/uploads/p.webp', caption: 'Studio' }],
    languages: ['fi', 'en'],
    header_video_embed_url: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
    published: true,
    blocked: false,
    following: null,
    ...overrides,
  };
}
