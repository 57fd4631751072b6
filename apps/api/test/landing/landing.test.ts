import { type TLanding, ZLandingSchema } from '@fitmarket/core/api/landing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SPECIALITIES } from '../../src/catalogue/reference-data';
import { reviews, users } from '../../src/db/schema';
import { type PlannedProfessional, planMarketplace } from '../../src/demo/plan-marketplace';
import { seedDemoData } from '../../src/demo/seed';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // These tests change the data between requests; caching is tested on its own below.
  t = await createTestApp({ env: { LANDING_CACHE_SECONDS: '0' } });
});
afterAll(() => t.close());

const ZLandingResponseSchema = z.object({ data: ZLandingSchema });

async function getLanding(acceptLanguage?: string): Promise<TLanding> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/v1/landing',
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });
  expect(response.statusCode).toBe(200);
  return ZLandingResponseSchema.parse(response.json()).data;
}

/** Average out of 5 with one decimal, as the card shows it. */
function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum * 10) / ratings.length) / 10;
}

describe('GET /v1/landing on a new marketplace', () => {
  it('answers with empty lists and zero totals, computed afresh with LANDING_CACHE_SECONDS=0', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/landing' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(await getLanding()).toEqual({
      professionals: [],
      specialities: [],
      stats: { professionals: 0, cities: 0 },
    });
  });
});

describe('GET /v1/landing with the demo marketplace', () => {
  // The demo data is deterministic, so its plan tells what the database holds.
  const plan = planMarketplace(new Date());
  const listed = plan.professionals.filter(
    (professional) => professional.published && professional.blockReason === null,
  );
  const listedBySlug = new Map(listed.map((professional) => [professional.slug, professional]));
  const planned = (slug: string): PlannedProfessional => {
    const professional = listedBySlug.get(slug);
    if (!professional) throw new Error(`${slug} is on the landing page but should not be listed`);
    return professional;
  };

  beforeAll(async () => {
    await seedDemoData(t.deps.database.db, t.deps.storage);
  });

  it('features twelve listed professionals, premium and best rated first', async () => {
    const { professionals } = await getLanding('en');
    expect(professionals).toHaveLength(12);
    for (const card of professionals) {
      const professional = planned(card.slug);
      expect(card).toMatchObject({
        first_name: professional.firstName,
        last_name: professional.lastName,
        membership_id: professional.membershipId,
        description: professional.description,
        city: professional.locations[0]?.city,
        price_from: {
          amount_minor: Math.min(...professional.services.map((service) => service.priceMinor)),
          currency: 'eur',
        },
        rating: averageRating(professional.reviews.map((review) => review.rating)),
        rating_count: professional.reviews.length,
      });
      expect(card.specialities.map((speciality) => speciality.slug)).toEqual(
        professional.specialities,
      );
    }
    for (const [index, card] of professionals.entries()) {
      const next = professionals[index + 1];
      if (!next) break;
      expect(card.membership_id).toBeGreaterThanOrEqual(next.membership_id);
      if (card.membership_id === next.membership_id && next.rating !== null) {
        expect(card.rating ?? 0).toBeGreaterThanOrEqual(next.rating);
      }
    }
  });

  it('answers in Finnish when the browser asks for it', async () => {
    const english = await getLanding('en');
    const finnish = await getLanding('fi-FI,fi;q=0.9,en;q=0.5');
    expect(finnish.professionals.map((card) => card.id)).toEqual(
      english.professionals.map((card) => card.id),
    );
    for (const card of finnish.professionals) {
      const professional = planned(card.slug);
      expect(card.description).toBe(professional.descriptionFi ?? professional.description);
    }
    const label = (landing: TLanding, slug: string) =>
      landing.specialities.find((speciality) => speciality.slug === slug)?.label;
    expect(label(english, 'yoga')).toBe('Yoga');
    expect(label(finnish, 'yoga')).toBe('Jooga');
    expect(label(finnish, 'massage')).toBe('Hieronta');
    const finnishLabels = new Map<string, string>(
      SPECIALITIES.map((speciality) => [speciality.slug, speciality.fi]),
    );
    for (const speciality of finnish.professionals.flatMap((card) => card.specialities)) {
      expect(speciality.label).toBe(finnishLabels.get(speciality.slug));
    }
    // English is the default language.
    expect(await getLanding()).toEqual(english);
  });

  it('counts specialities and totals over listed professionals only', async () => {
    const { specialities, stats } = await getLanding('en');
    expect(stats).toEqual({
      professionals: listed.length,
      cities: new Set(listed.flatMap((professional) => professional.locations.map((l) => l.city)))
        .size,
    });
    expect(stats.professionals).toBeLessThan(plan.professionals.length);
    for (const speciality of specialities) {
      const holders = listed.filter((professional) =>
        professional.specialities.some((slug) => slug === speciality.slug),
      );
      expect(speciality.professional_count).toBe(holders.length);
    }
    const counts = specialities.map((speciality) => speciality.professional_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('shows the English description on Finnish pages when there is no Finnish one', async () => {
    const [card] = (await getLanding('en')).professionals;
    if (!card) throw new Error('no featured professional');
    await t.deps.database.db
      .update(users)
      .set({ descriptionFi: null })
      .where(eq(users.id, card.id));
    const finnishCard = (await getLanding('fi')).professionals.find(({ id }) => id === card.id);
    expect(finnishCard?.description).toBe(card.description);
  });

  it('drops professionals as soon as they are unpublished or blocked', async () => {
    const before = await getLanding('en');
    const [unpublished, blocked] = before.professionals;
    if (!unpublished || !blocked) throw new Error('fewer than two featured professionals');
    const { db } = t.deps.database;
    await db.update(users).set({ published: false }).where(eq(users.id, unpublished.id));
    await db
      .update(users)
      .set({ blocked: true, blockReason: 'Fake profile' })
      .where(eq(users.id, blocked.id));

    const after = await getLanding('en');
    const ids = after.professionals.map((card) => card.id);
    expect(ids).not.toContain(unpublished.id);
    expect(ids).not.toContain(blocked.id);
    expect(after.professionals).toHaveLength(12);
    expect(after.stats.professionals).toBe(before.stats.professionals - 2);
    const count = (landing: TLanding, slug: string) =>
      landing.specialities.find((speciality) => speciality.slug === slug)?.professional_count ?? 0;
    const [speciality] = unpublished.specialities;
    if (!speciality) throw new Error('a featured professional without specialities');
    const lost = [unpublished, blocked].filter((card) =>
      card.specialities.some(({ slug }) => slug === speciality.slug),
    ).length;
    expect(count(after, speciality.slug)).toBe(count(before, speciality.slug) - lost);
  });
});

describe('GET /v1/landing ratings', () => {
  it('shows the rating figures kept on the professional, rounded to one decimal', async () => {
    const [card] = (await getLanding('en')).professionals;
    if (!card) throw new Error('no featured professional');
    const { db } = t.deps.database;
    // The only premium professional stays featured first whatever its rating.
    await db.update(users).set({ membershipId: 1 });
    await db.update(users).set({ membershipId: 3 }).where(eq(users.id, card.id));
    await db.delete(reviews).where(eq(reviews.professionalId, card.id));
    // 4 + 5 + 5 + 4 = 18 over 4 = 4.5; then 4.45 (89 / 20) must show as 4.5, not 4.4.
    await db.insert(reviews).values(
      [4, 5, 5, 4].map((rating) => ({
        professionalId: card.id,
        rating,
        message: 'Great coach!',
      })),
    );
    const cardOf = async () =>
      (await getLanding('en')).professionals.find(({ id }) => id === card.id);
    expect(await cardOf()).toMatchObject({ rating: 4.5, rating_count: 4 });

    await db.delete(reviews).where(eq(reviews.professionalId, card.id));
    const ratings = [...Array(9).fill(5), ...Array(11).fill(4)];
    await db
      .insert(reviews)
      .values(
        ratings.map((rating) => ({ professionalId: card.id, rating, message: 'Fine coach!' })),
      );
    expect(await cardOf()).toMatchObject({ rating: 4.5, rating_count: 20 });
  });
});
