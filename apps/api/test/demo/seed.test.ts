import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_LOCATIONS, MAX_SPECIALITIES, REVIEW_MESSAGE_MIN } from '@fitmarket/core/limits';
import { openSlots } from '@fitmarket/core/rules/bookings/availability';
import { SESSION_DURATION_OPTIONS_MINUTES } from '@fitmarket/core/rules/durations';
import { FEEDBACK_QUESTIONS } from '@fitmarket/core/rules/feedback';
import { perksOf } from '@fitmarket/core/rules/membership';
import { missingProfileParts } from '@fitmarket/core/rules/profile';
import { validateSlug } from '@fitmarket/core/rules/slug';
import { asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAvailability } from '../../src/bookings/availability';
import { campaignWithCount } from '../../src/campaigns/queries';
import type { DatabaseHandle } from '../../src/db/client';
import {
  auditLog,
  availabilitySettings,
  bookings,
  campaignClicks,
  campaignImpressions,
  campaigns,
  conversations,
  feedbackAnswers,
  feedbacks,
  files,
  follows,
  membershipPeriods,
  membershipSubscriptions,
  messages,
  payments,
  professionalAffiliates,
  professionalCertificates,
  professionalLocations,
  professionalPhotos,
  professionalProfiles,
  professionalServices,
  professionalSpecialities,
  receiptCounters,
  receipts,
  reviews,
  searchLogs,
  services,
  socialItemMedia,
  socialItems,
  specialities,
  users,
} from '../../src/db/schema';
import { DEMO_SEARCH_DAYS } from '../../src/demo/plan-insights';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_OWNER_EMAIL,
  DEMO_PASSWORD,
  isDatabaseEmpty,
  seedDemoData,
} from '../../src/demo/seed';
import { DEMO_CAMPAIGN_DAYS } from '../../src/demo/seed-marketing';
import { createGazetteerGeocoder } from '../../src/platform/geocoder/gazetteer-geocoder';
import { verifyPassword } from '../../src/platform/password';
import type { FileStorage } from '../../src/platform/storage/file-storage';
import { createLocalStorage } from '../../src/platform/storage/local-storage';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

// The whole API on the seeded database, so the demo's sponsored results are asked for as a
// visitor's browser does.
let t: TestApp;
let database: DatabaseHandle;
let dataDir: string;
let storage: FileStorage;
beforeAll(async () => {
  t = await createTestApp();
  database = t.deps.database;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-demo-'));
  storage = createLocalStorage(dataDir);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function countBy<T>(items: readonly T[], key: (item: T) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

async function firstProfessional(db: DatabaseHandle['db']) {
  const [first] = await db
    .select({
      email: users.email,
      slug: users.slug,
      description: users.description,
      membershipId: users.membershipId,
    })
    .from(users)
    .where(eq(users.role, 'professional'))
    .orderBy(asc(users.id))
    .limit(1);
  return first;
}

describe('demo data', () => {
  it('fills an empty database with staff, customers and professionals', async () => {
    const { db } = database;
    expect(await isDatabaseEmpty(db)).toBe(true);

    const started = Date.now();
    const result = await seedDemoData(db, storage);
    // Runs on every first start of the demo (DEMO=true); it must not keep a newcomer waiting.
    expect(Date.now() - started).toBeLessThan(10_000);

    expect(result).toEqual({
      ownerEmail: DEMO_OWNER_EMAIL,
      ownerPassword: DEMO_PASSWORD,
      professionals: 60,
      customers: 40,
    });
    expect(await isDatabaseEmpty(db)).toBe(false);
    const roles = await db.select({ role: users.role }).from(users);
    const roleCounts = Object.fromEntries(
      ['owner', 'admin', 'customer', 'professional'].map((role) => [
        role,
        roles.filter((user) => user.role === role).length,
      ]),
    );
    expect(roleCounts).toEqual({ owner: 1, admin: 1, customer: 40, professional: 60 });
  });

  it('lets the owner and the admin sign in with the printed password', async () => {
    const staff = await database.db
      .select({ email: users.email, hash: users.passwordHash, verified: users.emailVerifiedAt })
      .from(users)
      .where(inArray(users.role, ['owner', 'admin']));
    expect(staff.map((user) => user.email).sort()).toEqual([DEMO_ADMIN_EMAIL, DEMO_OWNER_EMAIL]);
    for (const user of staff) {
      expect(user.verified).not.toBeNull();
      expect(await verifyPassword(user.hash ?? '', DEMO_PASSWORD)).toBe(true);
      expect(await verifyPassword(user.hash ?? '', 'fitmarket-demo-2026')).toBe(false);
    }
  });

  it('gives every professional a complete, valid profile', async () => {
    const { db } = database;
    const professionals = await db
      .select({
        id: users.id,
        email: users.email,
        slug: users.slug,
        description: users.description,
        descriptionFi: users.descriptionFi,
        membershipId: users.membershipId,
        published: users.published,
        blocked: users.blocked,
        blockReason: users.blockReason,
      })
      .from(users)
      .where(eq(users.role, 'professional'));
    const specialityCounts = countBy(
      await db.select({ userId: professionalSpecialities.userId }).from(professionalSpecialities),
      (row) => row.userId,
    );
    const locationCounts = countBy(
      await db.select({ userId: professionalLocations.userId }).from(professionalLocations),
      (row) => row.userId,
    );
    const offered = await db
      .select({
        userId: professionalServices.userId,
        priceMinor: professionalServices.priceMinor,
        durationMinutes: professionalServices.durationMinutes,
      })
      .from(professionalServices);
    const serviceCounts = countBy(offered, (row) => row.userId);

    for (const professional of professionals) {
      expect(specialityCounts.get(professional.id)).toBeGreaterThanOrEqual(1);
      expect(specialityCounts.get(professional.id)).toBeLessThanOrEqual(MAX_SPECIALITIES);
      expect(locationCounts.get(professional.id)).toBeGreaterThanOrEqual(1);
      expect(locationCounts.get(professional.id)).toBeLessThanOrEqual(MAX_LOCATIONS);
      expect(serviceCounts.get(professional.id)).toBeGreaterThanOrEqual(1);
      expect(validateSlug(professional.slug ?? '')).toBeNull();
      expect(professional.email).toMatch(/^[a-z-]+\.[a-z-]+\d+@example\.fi$/);
      for (const bio of [professional.description, professional.descriptionFi]) {
        if (bio === null) continue;
        expect(bio.length).toBeGreaterThanOrEqual(100);
        expect(bio.length).toBeLessThanOrEqual(300);
      }
    }
    expect(new Set(professionals.map((professional) => professional.slug)).size).toBe(60);
    for (const service of offered) {
      expect(SESSION_DURATION_OPTIONS_MINUTES).toContain(service.durationMinutes);
      expect(service.priceMinor).toBeGreaterThan(0);
    }

    // The back-office has something to show in every state.
    const blocked = professionals.filter((professional) => professional.blocked);
    expect(blocked).toHaveLength(2);
    for (const professional of blocked) expect(professional.blockReason).toBeTruthy();
    const unpublished = professionals.filter((professional) => !professional.published);
    expect(unpublished.length).toBeGreaterThan(0);
    expect(unpublished.length).toBeLessThan(10);
    expect(new Set(professionals.map((professional) => professional.membershipId))).toEqual(
      new Set([1, 2, 3]),
    );
    // Most bios come in Finnish too; the few that do not exercise the English fallback.
    const englishOnly = professionals.filter((professional) => professional.descriptionFi === null);
    expect(englishOnly.length).toBeGreaterThan(0);
    expect(englishOnly.length).toBeLessThan(10);
  });

  it('gives every professional a profile that can be published, photos, and some certificates', async () => {
    const { db } = database;
    const professionals = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        slug: users.slug,
        description: users.description,
        membershipId: users.membershipId,
        longDescription: professionalProfiles.longDescription,
        longDescriptionFi: professionalProfiles.longDescriptionFi,
        languages: professionalProfiles.languages,
      })
      .from(users)
      .innerJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
      .where(eq(users.role, 'professional'));
    const byUser = (rows: { userId: number }[]) => countBy(rows, (row) => row.userId);
    const specialityCounts = byUser(
      await db.select({ userId: professionalSpecialities.userId }).from(professionalSpecialities),
    );
    const locationCounts = byUser(
      await db.select({ userId: professionalLocations.userId }).from(professionalLocations),
    );
    const serviceCounts = byUser(
      await db.select({ userId: professionalServices.userId }).from(professionalServices),
    );
    const photos = await db
      .select({
        userId: professionalPhotos.userId,
        image: professionalPhotos.image,
        kind: files.kind,
        owner: files.ownerId,
      })
      .from(professionalPhotos)
      .innerJoin(files, eq(files.id, professionalPhotos.fileId));
    const photoCounts = countBy(photos, (row) => row.userId);
    expect(professionals).toHaveLength(60);
    for (const professional of professionals) {
      const missing = missingProfileParts({
        firstName: professional.firstName,
        lastName: professional.lastName,
        slug: professional.slug,
        description: professional.description,
        specialityCount: specialityCounts.get(professional.id) ?? 0,
        locationCount: locationCounts.get(professional.id) ?? 0,
        serviceCount: serviceCounts.get(professional.id) ?? 0,
      });
      expect(missing, professional.slug ?? '').toEqual([]);
      expect(professional.longDescription.length).toBeGreaterThan(200);
      expect(professional.languages.length).toBeGreaterThan(0);
      const photoCount = photoCounts.get(professional.id) ?? 0;
      expect(photoCount).toBeGreaterThanOrEqual(2);
      expect(photoCount).toBeLessThanOrEqual(
        Math.min(6, perksOf(professional.membershipId).maxPhotos),
      );
    }
    // Every photo is the professional's own file, stored where its address points.
    for (const photo of photos) {
      expect(photo.kind).toBe('photo');
      expect(professionals.some((professional) => professional.id === photo.owner)).toBe(true);
      expect(photo.image).toMatch(/^\/uploads\/photo\/[0-9a-f-]{36}\/800\.webp$/);
    }
    const first = photos[0]?.image.replace('/uploads/', '') ?? '';
    expect(fs.existsSync(path.join(dataDir, 'uploads', first))).toBe(true);

    const certificates = await db
      .select({
        userId: professionalCertificates.userId,
        title: professionalCertificates.title,
        kind: files.kind,
      })
      .from(professionalCertificates)
      .innerJoin(files, eq(files.id, professionalCertificates.imageFileId));
    const withCertificates = new Set(certificates.map((row) => row.userId));
    expect(withCertificates.size).toBeGreaterThan(5);
    expect(withCertificates.size).toBeLessThan(60);
    expect(certificates.every((row) => row.kind === 'certificate' && row.title !== '')).toBe(true);

    // Every location is a real postal area of the gazetteer, as the locations form stores it.
    const places = await db
      .selectDistinct({ placeId: professionalLocations.placeId })
      .from(professionalLocations);
    const gazetteer = createGazetteerGeocoder();
    for (const { placeId } of places) {
      expect(placeId).toMatch(/^p:\d{5}$/);
      expect(await gazetteer.lookup(placeId ?? '', 'fi'), placeId ?? '').not.toBeNull();
    }
  });

  it('has customers following professionals, and testers who gave feedback', async () => {
    const { db } = database;
    const followRows = await db.select().from(follows);
    expect(followRows.length).toBeGreaterThan(50);
    const counted = countBy(followRows, (row) => row.professionalId);
    const professionals = await db
      .select({
        id: users.id,
        followers: users.followerCount,
        membershipId: users.membershipId,
        lifetime: users.membershipLifetime,
      })
      .from(users)
      .where(eq(users.role, 'professional'));
    for (const professional of professionals) {
      expect(professional.followers).toBe(counted.get(professional.id) ?? 0);
    }

    const answered = await db
      .select({ userId: feedbacks.userId, role: users.role })
      .from(feedbacks)
      .innerJoin(users, eq(users.id, feedbacks.userId));
    expect(answered.filter((row) => row.role === 'customer').length).toBeGreaterThan(0);
    const testers = professionals.filter((professional) => professional.lifetime);
    expect(testers.length).toBeGreaterThanOrEqual(1);
    expect(testers.length).toBeLessThanOrEqual(2);
    for (const tester of testers) {
      expect(tester.membershipId).toBe(3);
      expect(answered.some((row) => row.userId === tester.id)).toBe(true);
    }
    const answers = await db.select().from(feedbackAnswers);
    expect(answers).toHaveLength(answered.length * FEEDBACK_QUESTIONS.length);
  });

  it('has an audit log: the admin blocked each blocked professional with their reason, the owner promoted a few', async () => {
    const { db } = database;
    const entries = await db
      .select({
        action: auditLog.action,
        actor: users.email,
        targetId: auditLog.targetId,
        reason: auditLog.reason,
        after: auditLog.after,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId));
    const blocked = await db
      .select({ id: users.id, reason: users.blockReason })
      .from(users)
      .where(eq(users.blocked, true));
    const blocks = entries.filter((entry) => entry.action === 'user.block');
    expect(blocks.map((entry) => [entry.targetId, entry.reason]).sort()).toEqual(
      blocked.map((user) => [user.id, user.reason]).sort(),
    );
    expect(blocks.every((entry) => entry.actor === DEMO_ADMIN_EMAIL)).toBe(true);
    const promotions = entries.filter((entry) => entry.action === 'user.promote');
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions) {
      const [target] = await db
        .select({ membershipId: users.membershipId })
        .from(users)
        .where(eq(users.id, promotion.targetId));
      expect(promotion.after).toEqual({ membership_id: target?.membershipId });
      expect(promotion.actor).toBe(DEMO_OWNER_EMAIL);
    }
  });

  it('has searches over the last weeks, today too, and affiliate codes of listed professionals', async () => {
    const { db } = database;
    const searches = await db.select().from(searchLogs);
    const days = new Set(searches.map((row) => row.createdAt.toISOString().slice(0, 10)));
    expect(days.size).toBe(DEMO_SEARCH_DAYS);
    expect(days.has(new Date().toISOString().slice(0, 10))).toBe(true);
    expect(searches.every((row) => row.createdAt.getTime() <= Date.now())).toBe(true);
    expect(searches.some((row) => row.resultCount === 0 && row.search !== '')).toBe(true);
    expect(searches.some((row) => row.locationFormatted !== null && row.lat !== null)).toBe(true);
    expect(searches.some((row) => row.droppedWords.length > 0)).toBe(true);

    const affiliates = await db
      .select({
        code: professionalAffiliates.code,
        published: users.published,
        blocked: users.blocked,
      })
      .from(professionalAffiliates)
      .innerJoin(users, eq(users.id, professionalAffiliates.userId));
    expect(affiliates.length).toBeGreaterThanOrEqual(5);
    for (const affiliate of affiliates) {
      expect(affiliate).toMatchObject({ published: true, blocked: false });
    }
  });

  it('has a bilingual catalogue with a two-level service tree', async () => {
    const { db } = database;
    const specialityRows = await db.select().from(specialities);
    expect(specialityRows.length).toBeGreaterThanOrEqual(10);
    expect(specialityRows.find((row) => row.slug === 'yoga')).toMatchObject({
      labelEn: 'Yoga',
      labelFi: 'Jooga',
    });
    const mainServices = await db.select().from(services).where(isNull(services.parentId));
    const subServices = countBy(
      (await db.select().from(services)).filter((row) => row.parentId !== null),
      (row) => row.parentId ?? 0,
    );
    expect(mainServices.length).toBeGreaterThanOrEqual(5);
    for (const main of mainServices) {
      expect(subServices.get(main.id)).toBeGreaterThanOrEqual(2);
      expect(subServices.get(main.id)).toBeLessThanOrEqual(4);
    }
  });

  it('writes reviews from customers, mostly favourable', async () => {
    const { db } = database;
    const rows = await db
      .select({ rating: reviews.rating, message: reviews.message, authorRole: users.role })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId));
    expect(rows.length).toBeGreaterThan(100);
    for (const review of rows) {
      expect(review.authorRole).toBe('customer');
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.message.trim().length).toBeGreaterThanOrEqual(REVIEW_MESSAGE_MIN);
    }
    const favourable = rows.filter((review) => review.rating >= 4).length;
    expect(favourable / rows.length).toBeGreaterThan(0.7);
  });

  it('verifies every review by a passed session of its author with the professional', async () => {
    const { db } = database;
    const rows = await db
      .select({ review: reviews, booking: bookings })
      .from(reviews)
      .leftJoin(bookings, eq(bookings.id, reviews.bookingId));
    expect(rows.length).toBeGreaterThan(100);
    for (const { review, booking } of rows) {
      expect(booking).toMatchObject({
        status: 'confirmed',
        professionalId: review.professionalId,
        customerId: review.authorId,
      });
      expect(booking?.endsAt.getTime()).toBeLessThanOrEqual(review.createdAt.getTime());
    }
  });

  it('gives every professional a working week, and some sessions and requests in the coming week with a conversation', async () => {
    const { db } = database;
    const now = new Date();
    const professionals = await db
      .select({ id: users.id, published: users.published, blocked: users.blocked })
      .from(users)
      .where(eq(users.role, 'professional'));
    const settings = await db.select().from(availabilitySettings);
    expect(settings).toHaveLength(professionals.length);
    expect(settings.some((row) => !row.fixedHours)).toBe(true);
    // A listed professional with fixed hours has slots a newcomer can book.
    const listed = professionals.find(
      (p) => p.published && !p.blocked && settings.find((row) => row.userId === p.id)?.fixedHours,
    );
    const rules = await loadAvailability(db, listed?.id ?? 0);
    expect(rules.weekly.length).toBeGreaterThan(0);
    expect(
      openSlots(rules, [], { durationMinutes: 60, locationId: null, now }).length,
    ).toBeGreaterThan(0);

    const coming = await db.select().from(bookings).where(gt(bookings.startsAt, now));
    expect(coming.map((booking) => booking.status)).toEqual(
      expect.arrayContaining(['pending', 'confirmed']),
    );
    for (const booking of coming) {
      expect(booking.expiresAt.getTime()).toBeGreaterThan(now.getTime());
      expect(booking.serviceId).not.toBeNull();
      expect(booking.priceMinor).toBeGreaterThan(0);
      const professional = professionals.find((p) => p.id === booking.professionalId);
      expect(professional).toMatchObject({ published: true, blocked: false });
    }
    const talks = await db.select().from(conversations);
    expect(talks.length).toBeGreaterThan(0);
    for (const talk of talks) {
      expect(coming.find((booking) => booking.id === talk.bookingId)).toMatchObject({
        customerId: talk.customerId,
        professionalId: talk.professionalId,
      });
      const said = await db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, talk.id))
        .orderBy(asc(messages.id));
      expect(said[0]?.senderId).toBe(talk.customerId);
      expect(said.at(-1)?.readAt).toBeNull();
    }
  });

  it("puts each professional's rating figures on their row, as their reviews add up", async () => {
    const { db } = database;
    const professionals = await db
      .select({ id: users.id, count: users.ratingCount, sum: users.ratingSum })
      .from(users)
      .where(eq(users.role, 'professional'));
    const rows = await db
      .select({ professionalId: reviews.professionalId, rating: reviews.rating })
      .from(reviews);
    expect(professionals.some((professional) => professional.count > 0)).toBe(true);
    for (const professional of professionals) {
      const ratings = rows.filter((row) => row.professionalId === professional.id);
      expect(professional).toEqual({
        id: professional.id,
        count: ratings.length,
        sum: ratings.reduce((total, row) => total + row.rating, 0),
      });
    }
  });

  it('has campaigns in every state, with two weeks of daily figures, off the landing page', async () => {
    const { db } = database;
    const rows = await db.select(campaignWithCount).from(campaigns).orderBy(asc(campaigns.id));
    const stateOf = (row: (typeof rows)[number]) => {
      if (row.placement === 'profile') return 'profile';
      if (row.rejectionReason !== null) return 'rejected';
      if (!row.approved) return 'awaiting_approval';
      if (row.impressionsCounted >= row.impressionsPaid) return 'ended';
      return row.active ? 'active' : 'paused';
    };
    const states = new Map<string, number>();
    for (const row of rows) states.set(stateOf(row), (states.get(stateOf(row)) ?? 0) + 1);
    expect(Object.fromEntries(states)).toEqual({
      active: 5,
      paused: 1,
      ended: 1,
      awaiting_approval: 2,
      rejected: 1,
      profile: 1,
    });
    for (const row of rows) {
      if (row.placement === 'profile') {
        expect(row).toMatchObject({ priceMinor: 0, paymentId: null, approved: true, active: true });
        continue;
      }
      expect(row.paidAt, `campaign ${row.id} is paid`).not.toBeNull();
      expect(row.paymentId).not.toBeNull();
      expect(row.impressionsCounted).toBeLessThanOrEqual(row.impressionsPaid);
    }
    expect(rows.filter((row) => stateOf(row) === 'ended').every((row) => row.endedAt)).toBe(true);
    expect(rows.filter((row) => row.type === 'ads').every((row) => row.adTitle && row.adUrl)).toBe(
      true,
    );
    const [rejected] = rows.filter((row) => stateOf(row) === 'rejected');
    expect(rejected).toMatchObject({ active: false, pausedBy: 'staff' });
    const [refund] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, rejected?.paymentId ?? 0));
    expect(refund).toMatchObject({ status: 'refunded', refundedMinor: rejected?.priceMinor });
    const rejections = await db.select().from(auditLog).where(eq(auditLog.action, 'ad.reject'));
    expect(rejections).toMatchObject([
      { targetId: rejected?.id, reason: rejected?.rejectionReason },
    ]);

    // Each counted impression is a viewer's row of its day, within the last two weeks.
    const perCampaign = await db
      .select({ campaignId: campaignImpressions.campaignId, day: campaignImpressions.day })
      .from(campaignImpressions);
    const since = new Date(Date.now() - DEMO_CAMPAIGN_DAYS * 24 * 3_600_000)
      .toISOString()
      .slice(0, 10);
    for (const row of rows) {
      const own = perCampaign.filter((impression) => impression.campaignId === row.id);
      expect(own.length).toBe(row.impressionsCounted);
      expect(own.every((impression) => String(impression.day) >= since)).toBe(true);
      if (row.impressionsCounted > 0)
        expect(new Set(own.map((i) => i.day)).size).toBeGreaterThan(5);
    }
    const clicks = await db.select({ campaignId: campaignClicks.campaignId }).from(campaignClicks);
    expect(clicks.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(clicks.filter((click) => click.campaignId === row.id).length).toBe(row.clicksCounted);
    }

    // The professionals the landing page features (the browser tests' people) have none.
    const landing = await t.app.inject({ method: 'GET', url: '/v1/landing' });
    const featured = new Set(
      (landing.json().data.professionals as { id: number }[]).map((card) => card.id),
    );
    expect(featured.size).toBe(12);
    expect(rows.filter((row) => featured.has(row.userId))).toEqual([]);
  });

  it('shows a sponsored result on common searches, near the demo cities too', async () => {
    const boosted = async (search: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/professionals/search-boosted',
        payload: { search },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { slug: string; sponsored: { campaign_id: number } }[];
    };
    for (const search of ['jooga', 'yoga', 'personal trainer', 'hieronta', 'joogaa Helsingissä']) {
      const [first] = await boosted(search);
      expect(first?.sponsored.campaign_id, search).toBeGreaterThan(0);
    }
    // Paused, ended, waiting and rejected campaigns are not served.
    expect(await boosted('pilates')).toEqual([]);
    expect(await boosted('juoksuvalmennus')).toEqual([]);
    expect(await boosted('ravintovalmennus')).toEqual([]);
    const ads = await t.app.inject({
      method: 'POST',
      url: '/v1/professionals/search-ads',
      payload: { search: 'personal trainer' },
    });
    expect(ads.json().data[0]?.sponsored?.ad?.ad_title).toBeTruthy();
  });

  it('has paid payments with gapless receipts, and Basic and Premium subscribers', async () => {
    const { db } = database;
    const numbers = (await db.select({ number: receipts.number }).from(receipts)).map(
      (row) => row.number,
    );
    numbers.sort((a, b) => a - b);
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const [counter] = await db.select().from(receiptCounters);
    expect(counter).toEqual({ name: 'receipts', lastNumber: numbers.length });
    const paid = await db.select().from(payments);
    // Every payment that was paid has its receipt, its VAT inside the price.
    const receiptRows = await db.select().from(receipts);
    expect(receiptRows.length).toBe(paid.length);
    for (const receipt of receiptRows) {
      const payment = paid.find((row) => row.id === receipt.paymentId);
      expect(receipt.grossMinor).toBe(payment?.amountMinor);
      expect(receipt.vatMinor).toBeGreaterThan(0);
      expect(receipt.buyerId).toBe(payment?.buyerId);
    }

    const subscriptions = await db.select().from(membershipSubscriptions);
    const levels = await db
      .select({
        id: users.id,
        membershipId: users.membershipId,
        lifetime: users.membershipLifetime,
      })
      .from(users);
    expect(subscriptions.map((row) => row.membershipId).sort()).toEqual([2, 2, 3, 3]);
    expect(subscriptions.filter((row) => row.cancelAtPeriodEnd)).toHaveLength(1);
    const periods = await db.select().from(membershipPeriods);
    for (const subscription of subscriptions) {
      expect(subscription.status).toBe('active');
      expect(subscription.currentPeriodEnd?.getTime()).toBeGreaterThan(Date.now());
      const user = levels.find((row) => row.id === subscription.userId);
      expect(user).toMatchObject({ membershipId: subscription.membershipId, lifetime: false });
      const own = periods.filter((period) => period.subscriptionId === subscription.id);
      expect(own.length).toBeGreaterThan(0);
      expect(Math.max(...own.map((period) => period.endsAt.getTime()))).toBe(
        subscription.currentPeriodEnd?.getTime(),
      );
    }
    // The demo owner stays as they were: staff, no purchases.
    const [owner] = await db.select().from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
    expect(paid.some((payment) => payment.buyerId === owner?.id)).toBe(false);
  });

  it('has imported social posts at every relevance level, off the landing page', async () => {
    const { db } = database;
    const items = await db.select().from(socialItems);
    expect(new Set(items.map((item) => item.relevance))).toEqual(
      new Set(['low', 'medium', 'high']),
    );
    expect(items.some((item) => item.commercial)).toBe(true);
    const owners = [...new Set(items.map((item) => item.userId))];
    expect(owners.length).toBeGreaterThanOrEqual(2);
    const media = await db.select().from(socialItemMedia);
    expect(media.length).toBeGreaterThan(0);
    const landing = (await t.app.inject({ method: 'GET', url: '/v1/landing' })).json().data;
    const featured = new Set(landing.professionals.map((pro: { id: number }) => pro.id));
    expect(owners.some((id) => featured.has(id))).toBe(false);
    const [owner] = await db
      .select({ slug: users.slug })
      .from(users)
      .where(eq(users.id, owners[0] ?? 0));
    const tab = await t.app.inject({
      method: 'GET',
      url: `/v1/professionals/${owner?.slug}/social`,
    });
    const shown = tab.json().data;
    expect(shown[0].featured).toBe(true);
    expect(
      shown.every(
        (item: { relevance: string; featured: boolean }) =>
          item.featured || item.relevance !== 'low',
      ),
    ).toBe(true);
  });

  it('builds the same marketplace every time, with the owner account it is given', async () => {
    const other = await createTestDatabase();
    try {
      const result = await seedDemoData(other.db, storage, {
        ownerEmail: 'Boss@Example.fi',
        ownerPassword: 'Another-secret-9',
      });
      expect(result.ownerEmail).toBe('boss@example.fi');
      expect(await firstProfessional(other.db)).toEqual(await firstProfessional(database.db));
      const [owner] = await other.db
        .select({ email: users.email, hash: users.passwordHash })
        .from(users)
        .where(eq(users.role, 'owner'));
      expect(owner?.email).toBe('boss@example.fi');
      expect(await verifyPassword(owner?.hash ?? '', 'Another-secret-9')).toBe(true);
    } finally {
      await other.close();
    }
  });
});
