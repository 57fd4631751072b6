import type { Language } from '@fitmarket/core/language';
import { MAX_SPECIALITIES, type MembershipId, SLUG_MAX_LENGTH } from '@fitmarket/core/limits';
import { slugify } from '@fitmarket/core/rules/slug';
import {
  SPECIALITIES,
  type SpecialitySlug,
  type SubServiceSlug,
} from '../catalogue/reference-data';
import { writeBio } from './bios';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from './names';
import { SERVICE_OFFERS, SPECIALITY_SERVICES } from './offers';
import { CITIES, type City } from './places';
import {
  type PlannedCertificate,
  type PlannedFeedback,
  type PlannedPhoto,
  planProfileExtras,
} from './plan-profile-extras';
import { createRandom, type Random } from './random';
import { RATING_WEIGHTS, reviewMessages } from './review-messages';

/** Changing it reshuffles the whole demo marketplace (and what the tests see). */
const DEMO_SEED = 2026;
export const DEMO_PROFESSIONAL_COUNT = 60;
export const DEMO_CUSTOMER_COUNT = 40;
/** Professionals the back-office shows as blocked, with the reason staff wrote. */
const BLOCK_REASONS = [
  'Repeated complaints about sessions cancelled at short notice.',
  'Profiilikuvat rikkoivat palvelun käyttöehtoja.',
];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PlannedPerson {
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  createdAt: Date;
  lastLogin: Date;
}

export interface PlannedService {
  slug: SubServiceSlug;
  priceMinor: number;
  durationMinutes: number;
  discountPercent: number;
  sessions: number;
  firstSessionDiscountPercent: number;
}

export interface PlannedLocation {
  formatted: string;
  city: string;
  lat: number;
  lon: number;
  /** The gazetteer's postal area ("p:00100"), as the locations form would have stored it. */
  placeId: string;
}

export interface PlannedReview {
  /** Index into `customers`. */
  customer: number;
  rating: number;
  message: string;
  createdAt: Date;
}

export interface PlannedProfessional extends PlannedPerson {
  slug: string;
  gender: 'male' | 'female';
  birthDate: string;
  membershipId: MembershipId;
  published: boolean;
  blockReason: string | null;
  description: string;
  /** Null for those who wrote their bio only in English; the Finnish pages then show that. */
  descriptionFi: string | null;
  longDescription: string;
  longDescriptionFi: string | null;
  languages: string[];
  flexibleLocation: boolean;
  /** Main speciality first. */
  specialities: SpecialitySlug[];
  services: PlannedService[];
  locations: PlannedLocation[];
  reviews: PlannedReview[];
  /** A tester's premium, given for answering the feedback questionnaire (SPEC §1). */
  membershipLifetime: boolean;
  gallery: PlannedPhoto[];
  certificates: PlannedCertificate[];
  /** Indexes into `customers`. */
  followers: number[];
}

export interface MarketplacePlan {
  customers: PlannedPerson[];
  professionals: PlannedProfessional[];
  feedbacks: PlannedFeedback[];
}

/** "Päivi" → "paivi", for e-mail addresses. */
function asciiFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9-]/g, '');
}

function uniqueSlug(name: string, taken: Set<string>): string {
  const base = slugify(name);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) {
    const suffix = `-${n}`;
    slug = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
  taken.add(slug);
  return slug;
}

/** Some moment in the last `days` days, as seen from `now`. */
function withinLastDays(random: Random, now: Date, days: number): Date {
  return new Date(now.getTime() - random.next() * days * DAY_MS);
}

/** A day in `year` as an ISO date (the column is a plain date). */
function birthDate(random: Random, year: number): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${year}-${twoDigits(random.int(1, 12))}-${twoDigits(random.int(1, 28))}`;
}

function between(random: Random, from: Date, to: Date): Date {
  return new Date(from.getTime() + random.next() * (to.getTime() - from.getTime()));
}

/** Mostly whole euros rounded to five (65 €), now and then 49,50 € style. */
function price(random: Random, [min, max]: readonly [number, number]): number {
  const euros = Math.round(random.int(min, max) / 5) * 5;
  return euros * 100 - (random.chance(0.2) ? 50 : 0);
}

function planService(random: Random, slug: SubServiceSlug): PlannedService {
  const offer = SERVICE_OFFERS[slug];
  const isPackage = random.chance(0.1);
  return {
    slug,
    priceMinor: price(random, offer.euros),
    durationMinutes: random.pick(offer.durations),
    // Packages of several sessions come with a discount; single sessions seldom do.
    sessions: isPackage ? random.pick([5, 10]) : 1,
    discountPercent: isPackage ? random.pick([10, 15]) : random.chance(0.1) ? 10 : 0,
    firstSessionDiscountPercent: random.chance(0.2) ? random.pick([20, 50]) : 0,
  };
}

function pickCity(random: Random): City {
  return random.weighted(CITIES.map((city) => [city, city.weight] as const));
}

function planLocations(random: Random, mainCity: City): PlannedLocation[] {
  const count = random.weighted([
    [1, 55],
    [2, 30],
    [3, 15],
  ]);
  const addresses = new Set<string>();
  const locations: PlannedLocation[] = [];
  while (locations.length < count) {
    // Extra locations are mostly elsewhere in the same city.
    const city = locations.length === 0 || random.chance(0.85) ? mainCity : pickCity(random);
    const street = random.pick(city.streets);
    const formatted = `${street.name} ${random.int(1, 60)}, ${street.postalCode} ${city.name}`;
    if (addresses.has(formatted)) continue;
    addresses.add(formatted);
    locations.push({
      formatted,
      city: city.name,
      placeId: `p:${street.postalCode}`,
      // A few hundred metres around the street's point, so map markers do not sit on one another.
      lat: Number((street.lat + (random.next() - 0.5) * 0.004).toFixed(6)),
      lon: Number((street.lon + (random.next() - 0.5) * 0.008).toFixed(6)),
    });
  }
  return locations;
}

function planReviews(
  random: Random,
  professionalSince: Date,
  customers: readonly PlannedPerson[],
  now: Date,
): PlannedReview[] {
  const weights = random.chance(0.8) ? RATING_WEIGHTS.liked : RATING_WEIGHTS.divisive;
  const authors = random.sample(
    customers.map((_, index) => index),
    random.int(0, 12),
  );
  return authors.map((customer) => {
    const rating: number = random.weighted(weights);
    const author = customers[customer] as PlannedPerson;
    const since = Math.max(professionalSince.getTime(), author.createdAt.getTime());
    return {
      customer,
      rating,
      message: random.pick(reviewMessages(rating, author.language)),
      createdAt: between(random, new Date(since), now),
    };
  });
}

/** What a professional does and where: specialities, services, main city, languages and bio. */
export function planPractice(random: Random) {
  const specialitySlugs = SPECIALITIES.map((speciality) => speciality.slug);
  const specialityCount = random.weighted([
    [1, 25],
    [2, 35],
    [3, 25],
    [4, 10],
    [MAX_SPECIALITIES, 5],
  ]);
  const specialities = random.sample(specialitySlugs, specialityCount);
  const offered = [...new Set(specialities.flatMap((slug) => SPECIALITY_SERVICES[slug]))];
  const services = random
    .sample(offered, random.int(1, 4))
    .map((slug) => planService(random, slug));
  const mainCity = pickCity(random);
  const age = random.int(23, 56);
  const languages = [
    ...random.weighted([
      [['fi', 'en'], 55],
      [['fi'], 25],
      [['fi', 'en', 'sv'], 12],
      [['en', 'fi'], 8],
    ]),
  ];
  const bio = writeBio(random, {
    specialities,
    city: mainCity,
    // Working since about 21 at the earliest.
    years: random.int(2, Math.min(20, age - 21)),
    languages,
  });
  return { specialities, services, mainCity, age, languages, bio };
}

/**
 * The whole demo marketplace as plain data. Everything comes from one seeded generator, so the
 * same people, prices and reviews appear every time; only the dates move along with `now`.
 */
export function planMarketplace(now: Date): MarketplacePlan {
  const random = createRandom(DEMO_SEED);
  let emailNumber = 0;
  const person = (firstName: string, lastName: string): PlannedPerson => {
    emailNumber += 1;
    const createdAt = withinLastDays(random, now, 365);
    return {
      firstName,
      lastName,
      email: `${asciiFold(firstName)}.${asciiFold(lastName)}${emailNumber}@example.fi`,
      language: random.chance(0.75) ? 'fi' : 'en',
      createdAt,
      lastLogin: between(random, createdAt, now),
    };
  };

  const customers = Array.from({ length: DEMO_CUSTOMER_COUNT }, () =>
    person(
      random.pick(random.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
      random.pick(SURNAMES),
    ),
  );

  const slugs = new Set<string>();
  const professionals = Array.from({ length: DEMO_PROFESSIONAL_COUNT }, (): PlannedProfessional => {
    const gender = random.chance(0.55) ? 'female' : 'male';
    const firstName = random.pick(gender === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    const lastName = random.pick(SURNAMES);
    const base = person(firstName, lastName);
    const { specialities, services, mainCity, age, languages, bio } = planPractice(random);
    const writesFinnish = random.chance(0.93);
    const published = random.chance(0.92);
    return {
      ...base,
      slug: uniqueSlug(`${firstName} ${lastName}`, slugs),
      gender,
      birthDate: birthDate(random, now.getUTCFullYear() - age),
      membershipId: random.weighted([
        [1, 50],
        [2, 30],
        [3, 20],
      ]),
      published,
      blockReason: null,
      description: bio.description.en,
      descriptionFi: writesFinnish ? bio.description.fi : null,
      longDescription: bio.longDescription.en,
      longDescriptionFi: writesFinnish ? bio.longDescription.fi : null,
      languages,
      flexibleLocation: random.chance(0.3),
      specialities,
      services,
      locations: planLocations(random, mainCity),
      // Unpublished profiles are new ones nobody has booked yet.
      reviews: published ? planReviews(random, base.createdAt, customers, now) : [],
      membershipLifetime: false,
      gallery: [],
      certificates: [],
      followers: [],
    };
  });

  const blocked = random.sample(
    professionals.filter((professional) => professional.published),
    BLOCK_REASONS.length,
  );
  blocked.forEach((professional, index) => {
    professional.blockReason = BLOCK_REASONS[index] ?? null;
  });

  // Photos, certificates, followers and feedback draw from a generator of their own, so adding
  // them left the people, prices and reviews above as they were.
  const feedbacks = planProfileExtras(createRandom(DEMO_SEED + 1), {
    customers,
    professionals,
    now,
  });
  return { customers, professionals, feedbacks };
}
