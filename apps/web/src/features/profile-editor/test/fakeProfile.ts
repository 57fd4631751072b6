import type { TCatalogue } from '@fitmarket/core/api/catalogue';
import type { TOwnProfessionalProfile } from '@fitmarket/core/api/professional-profile';

/** A GET /v1/me/professional answer: a new professional's empty profile unless overridden. */
export function fakeProfile(
  overrides: Partial<TOwnProfessionalProfile> = {},
): TOwnProfessionalProfile {
  return {
    id: 7,
    first_name: 'Aino',
    last_name: 'Virtanen',
    slug: null,
    image: null,
    description: '',
    description_fi: null,
    long_description: '',
    long_description_fi: null,
    birth_date: null,
    gender: null,
    currency: 'eur',
    languages: [],
    speciality_ids: [],
    header_video_url: null,
    flexible: false,
    published: false,
    membership_id: 1,
    registration_step: 1,
    services: [],
    locations: [],
    certificates: [],
    photos: [],
    follower_count: 0,
    missing: ['slug', 'description', 'specialities', 'locations', 'services'],
    ...overrides,
  };
}

export const fakeCatalogue: TCatalogue = {
  specialities: [
    { id: 1, slug: 'yoga', label: 'Yoga' },
    { id: 2, slug: 'strength', label: 'Strength training' },
  ],
  services: [
    {
      id: 10,
      slug: 'personal-training',
      label: 'Personal training',
      children: [
        { id: 11, slug: 'one-to-one', label: 'One-to-one session' },
        { id: 12, slug: 'small-group', label: 'Small group' },
      ],
    },
  ],
};

/** A profile with every part publishing needs. */
export function completeProfile(overrides: Partial<TOwnProfessionalProfile> = {}) {
  return fakeProfile({
    slug: 'aino-virtanen',
    description: 'Personal trainer in Helsinki.',
    speciality_ids: [2],
    locations: [
      {
        id: 1,
        place_id: 'fi-kallio',
        formatted: 'Kallio, Helsinki',
        city: 'Helsinki',
        lat: 60.18,
        lon: 24.95,
      },
    ],
    services: [
      {
        id: 5,
        service_id: 11,
        price_minor: 4550,
        duration_minutes: 60,
        discount_percent: 0,
        sessions: 1,
        first_session_discount_percent: 0,
        package_description: '',
        description: '',
        currency: 'eur',
        instant_booking: false,
        online: false,
        buffer_before_minutes: null,
        buffer_after_minutes: null,
      },
    ],
    registration_step: 3,
    missing: [],
    ...overrides,
  });
}
