import type { SpecialitySlug, SubServiceSlug } from '../catalogue/reference-data';

/** The services someone with a speciality typically sells. */
export const SPECIALITY_SERVICES: Record<SpecialitySlug, readonly SubServiceSlug[]> = {
  'personal-training': [
    'personal-training-session',
    'small-group-training',
    'online-coaching',
    'training-programme',
  ],
  yoga: ['private-yoga-class', 'group-yoga-class'],
  pilates: ['pilates-class', 'small-group-training'],
  'nutrition-coaching': ['nutrition-consultation', 'meal-plan', 'nutrition-follow-up'],
  physiotherapy: ['physiotherapy-visit', 'injury-rehabilitation', 'posture-and-ergonomics'],
  massage: ['classic-massage', 'sports-massage'],
  'running-coaching': [
    'running-technique',
    'running-group',
    'training-programme',
    'online-coaching',
  ],
  'strength-training': ['personal-training-session', 'small-group-training', 'training-programme'],
  mindfulness: ['guided-meditation', 'stress-management'],
  'group-fitness': ['small-group-training', 'online-coaching'],
  'weight-management': ['nutrition-consultation', 'online-coaching', 'personal-training-session'],
  mobility: ['stretching-session', 'posture-and-ergonomics'],
};

interface Offer {
  /** Lowest and highest typical price in Finland, in whole euros. */
  euros: readonly [number, number];
  /** Usual session lengths, from SESSION_DURATION_OPTIONS_MINUTES. */
  durations: readonly number[];
}

export const SERVICE_OFFERS: Record<SubServiceSlug, Offer> = {
  'personal-training-session': { euros: [55, 95], durations: [45, 60] },
  'small-group-training': { euros: [20, 35], durations: [45, 60] },
  'online-coaching': { euros: [39, 89], durations: [30, 45] },
  'training-programme': { euros: [49, 129], durations: [60] },
  'private-yoga-class': { euros: [60, 90], durations: [60, 75, 90] },
  'group-yoga-class': { euros: [15, 25], durations: [60, 75] },
  'pilates-class': { euros: [18, 30], durations: [45, 60] },
  'classic-massage': { euros: [45, 85], durations: [30, 45, 60, 90] },
  'sports-massage': { euros: [50, 90], durations: [45, 60, 90] },
  'stretching-session': { euros: [35, 60], durations: [30, 45] },
  'nutrition-consultation': { euros: [60, 110], durations: [60, 90] },
  'meal-plan': { euros: [79, 149], durations: [60] },
  'nutrition-follow-up': { euros: [35, 60], durations: [30, 45] },
  'physiotherapy-visit': { euros: [60, 95], durations: [45, 60] },
  'injury-rehabilitation': { euros: [65, 100], durations: [60] },
  'posture-and-ergonomics': { euros: [55, 90], durations: [45, 60] },
  'running-technique': { euros: [45, 80], durations: [45, 60] },
  'running-group': { euros: [12, 25], durations: [60, 75, 90] },
  'guided-meditation': { euros: [20, 45], durations: [30, 45, 60] },
  'stress-management': { euros: [60, 100], durations: [60, 90] },
};
