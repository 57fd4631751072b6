import { seedCatalogue } from '../catalogue/reference-data';
import type { Database } from '../db/client';
import {
  affiliatePartners,
  auditLog,
  bookings,
  feedbackAnswers,
  feedbacks,
  files,
  follows,
  professionalAffiliates,
  professionalCertificates,
  professionalLocations,
  professionalPhotos,
  professionalProfiles,
  professionalServices,
  professionalSpecialities,
  reviews,
  searchLogs,
  users,
} from '../db/schema';
import { hashPassword } from '../platform/password';
import type { FileStorage } from '../platform/storage/file-storage';
import { refreshSearchDocuments } from '../search/search-document';
import { drawDemoImages, drawDemoSocialImages, storeDemoImage } from './demo-images';
import { planCalendars } from './plan-calendar';
import { AFFILIATE_PARTNERS, planInsights } from './plan-insights';
import { type PlannedPerson, type PlannedReview, planMarketplace } from './plan-marketplace';
import { DEMO_CERTIFICATES } from './plan-profile-extras';
import { insertCalendars } from './seed-calendars';
import { seedMarketing } from './seed-marketing';
import { SOCIAL_IMAGE_LABELS, seedSocialActivity } from './seed-social';
import { planStaffActions } from './staff-actions';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The one-hour session each review is about, a day or so before it was written; one
 * professional's sessions never overlap (the database refuses that), so a session that would
 * start before the previous one ended starts when it ends.
 */
export function sessionsBefore(planned: readonly PlannedReview[]) {
  let lastEnd = 0;
  return [...planned]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((review) => {
      const wanted = Math.floor((review.createdAt.getTime() - 26 * HOUR_MS) / HOUR_MS) * HOUR_MS;
      const start = Math.max(wanted, lastEnd);
      lastEnd = start + HOUR_MS;
      return { review, startsAt: new Date(start), endsAt: new Date(lastEnd) };
    });
}

export const DEMO_OWNER_EMAIL = 'owner@fitmarket.local';
export const DEMO_ADMIN_EMAIL = 'admin@fitmarket.local';
/** Every demo account signs in with this, so a newcomer can try any role. */
export const DEMO_PASSWORD = 'Fitmarket-demo-2026';

export interface SeedDemoOptions {
  ownerEmail?: string;
  /** Also the admin's password. */
  ownerPassword?: string;
}

export interface SeedDemoResult {
  ownerEmail: string;
  ownerPassword: string;
  professionals: number;
  customers: number;
}

/** The item at `index`, which the plan guarantees is there. */
function pick<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`demo data refers to a missing item: ${index}`);
  return item;
}

/** The demo data goes only into a database nobody has used yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser === undefined;
}

/**
 * Fills an empty database with a believable marketplace: the catalogue, an owner and an admin,
 * customers, professionals with complete profiles (specialities, services, locations, gallery
 * photos, some certificates), working weeks, the coming week's sessions and requests with a
 * conversation about each, reviews, followers, testers' feedback, affiliate partners' codes
 * and the searches of the last weeks. One transaction, so a
 * failure leaves the database empty rather than half-filled (image copies already stored stay
 * behind in `storage`, unreferenced).
 */
export async function seedDemoData(
  db: Database,
  storage: FileStorage,
  options: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const ownerEmail = (options.ownerEmail ?? DEMO_OWNER_EMAIL).toLowerCase();
  const ownerPassword = options.ownerPassword ?? DEMO_PASSWORD;
  const now = new Date();
  const plan = planMarketplace(now);
  const insights = planInsights(now, plan.professionals);
  // Hashing is slow on purpose: once per password, shared by every account that uses it.
  // Drawing runs in sharp's threads while the rows below go in; awaited where it is needed.
  const drawing = drawDemoImages();
  drawing.catch(() => {}); // a failure surfaces where it is awaited, not as an unhandled rejection
  const socialImages = drawDemoSocialImages(SOCIAL_IMAGE_LABELS);
  socialImages.catch(() => {});
  const [staffHash, demoHash] = await Promise.all([
    hashPassword(ownerPassword),
    hashPassword(DEMO_PASSWORD),
  ]);

  const account = (person: PlannedPerson) => ({
    email: person.email,
    passwordHash: demoHash,
    firstName: person.firstName,
    lastName: person.lastName,
    language: person.language,
    emailVerifiedAt: person.createdAt,
    createdAt: person.createdAt,
    updatedAt: person.createdAt,
    lastLogin: person.lastLogin,
  });
  const staff = {
    passwordHash: staffHash,
    language: 'fi',
    emailVerifiedAt: now,
    createdAt: now,
    updatedAt: now,
  };

  await db.transaction(async (tx) => {
    const { specialityIds, serviceIds } = await seedCatalogue(tx);
    const idOf = (ids: Map<string, number>, key: string): number => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`demo data refers to a missing row: ${key}`);
      return id;
    };

    const staffRows = await tx
      .insert(users)
      .values([
        { ...staff, email: ownerEmail, role: 'owner', firstName: 'Outi', lastName: 'Salminen' },
        {
          ...staff,
          email: DEMO_ADMIN_EMAIL,
          role: 'admin',
          firstName: 'Antti',
          lastName: 'Kallio',
        },
      ])
      .returning({ id: users.id, email: users.email });
    const customerRows = await tx
      .insert(users)
      .values(
        plan.customers.map((customer) => ({ ...account(customer), role: 'customer' as const })),
      )
      .returning({ id: users.id, email: users.email });
    const professionalUserRows = await tx
      .insert(users)
      .values(
        plan.professionals.map((professional) => ({
          ...account(professional),
          role: 'professional' as const,
          membershipId: professional.membershipId,
          membershipLifetime: professional.membershipLifetime,
          slug: professional.slug,
          description: professional.description,
          descriptionFi: professional.descriptionFi,
          published: professional.published,
          blocked: professional.blockReason !== null,
          blockReason: professional.blockReason,
        })),
      )
      .returning({ id: users.id, email: users.email });
    // PostgreSQL does not promise RETURNING keeps the VALUES order, so match rows by e-mail.
    const userIds = new Map(
      [...customerRows, ...professionalUserRows].map((row) => [row.email, row.id]),
    );
    const customerIds = plan.customers.map((customer) => idOf(userIds, customer.email));
    const professionalRows = plan.professionals.map((professional) => ({
      professional,
      userId: idOf(userIds, professional.email),
    }));

    // Each professional owns copies of the drawn pictures, as if they had uploaded them; the
    // files are written while the rows below go in.
    const storing = drawing.then((images) =>
      Promise.all(
        professionalRows.map(async ({ professional, userId }) => ({
          professional,
          userId,
          photos: await Promise.all(
            professional.gallery.map((photo) =>
              storeDemoImage(storage, pick(images.photos, photo.theme), 'photo', userId),
            ),
          ),
          scans: await Promise.all(
            professional.certificates.map((certificate) =>
              storeDemoImage(
                storage,
                pick(images.certificates, certificate.image),
                'certificate',
                userId,
              ),
            ),
          ),
        })),
      ),
    );
    storing.catch(() => {}); // surfaces at its await below
    await tx.insert(professionalProfiles).values(
      professionalRows.map(({ professional, userId }) => ({
        userId,
        longDescription: professional.longDescription,
        longDescriptionFi: professional.longDescriptionFi,
        birthDate: professional.birthDate,
        gender: professional.gender,
        currency: 'eur',
        languages: professional.languages,
        flexibleLocation: professional.flexibleLocation,
      })),
    );
    await tx.insert(professionalSpecialities).values(
      professionalRows.flatMap(({ professional, userId }) =>
        professional.specialities.map((slug, position) => ({
          userId,
          specialityId: idOf(specialityIds, slug),
          position,
        })),
      ),
    );
    const serviceRows = await tx
      .insert(professionalServices)
      .values(
        professionalRows.flatMap(({ professional, userId }) =>
          professional.services.map(({ slug, ...service }) => ({
            ...service,
            userId,
            serviceId: idOf(serviceIds, slug),
            currency: 'eur',
          })),
        ),
      )
      .returning();
    const locationRows = await tx
      .insert(professionalLocations)
      .values(
        professionalRows.flatMap(({ professional, userId }) =>
          professional.locations.map((location, position) => ({ ...location, userId, position })),
        ),
      )
      .returning({
        id: professionalLocations.id,
        userId: professionalLocations.userId,
        position: professionalLocations.position,
      });
    // Every demo review is verified by the session it is about (issue 10): a passed booking.
    const reviewed = professionalRows.flatMap(({ professional, userId }) =>
      sessionsBefore(professional.reviews).map(({ review, startsAt, endsAt }) => ({
        review,
        userId,
        customerId: pick(customerIds, review.customer),
        startsAt,
        endsAt,
      })),
    );
    if (reviewed.length > 0) {
      const sessions = await tx
        .insert(bookings)
        .values(
          reviewed.map(({ userId, customerId, startsAt, endsAt }) => ({
            professionalId: userId,
            customerId,
            startsAt,
            endsAt,
            expiresAt: startsAt,
            status: 'confirmed' as const,
            createdAt: new Date(startsAt.getTime() - 3 * DAY_MS),
            updatedAt: startsAt,
          })),
        )
        .returning({ id: bookings.id });
      await tx.insert(reviews).values(
        reviewed.map(({ review, userId, customerId }, index) => ({
          professionalId: userId,
          authorId: customerId,
          bookingId: pick(sessions, index).id,
          rating: review.rating,
          message: review.message,
          createdAt: review.createdAt,
        })),
      );
    }

    await insertCalendars(tx, {
      calendars: planCalendars(now, plan.professionals, plan.customers),
      professionals: professionalRows,
      customerIds,
      // A professional's services by catalogue service, and locations by position (RETURNING
      // does not promise the VALUES order).
      service: (userId, slug) => {
        const catalogueId = idOf(serviceIds, slug);
        const row = serviceRows.find((s) => s.userId === userId && s.serviceId === catalogueId);
        if (!row) throw new Error(`demo service missing: ${userId} ${slug}`);
        return row;
      },
      locationId: (userId, position) =>
        locationRows.find((l) => l.userId === userId && l.position === position)?.id ?? null,
    });
    // One session still to review, so the bookings history shows its review prompt: the first
    // demo customer's with the first listed professional, a day or two ago, after that
    // professional's reviewed sessions.
    const listed = professionalRows.find(
      ({ professional }) => professional.published && professional.blockReason === null,
    );
    if (listed) {
      const lastEnd = Math.max(
        0,
        ...sessionsBefore(listed.professional.reviews).map(({ endsAt }) => endsAt.getTime()),
      );
      const startsAt = new Date(
        Math.max(lastEnd, Math.floor((now.getTime() - 2 * DAY_MS) / HOUR_MS) * HOUR_MS),
      );
      await tx.insert(bookings).values({
        professionalId: listed.userId,
        customerId: pick(customerIds, 0),
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR_MS),
        expiresAt: startsAt,
        status: 'confirmed',
        createdAt: new Date(startsAt.getTime() - 3 * DAY_MS),
        updatedAt: startsAt,
      });
    }

    const fileRows: (typeof files.$inferInsert)[] = [];
    const photoRows: (typeof professionalPhotos.$inferInsert)[] = [];
    const certificateRows: (typeof professionalCertificates.$inferInsert)[] = [];
    for (const { professional, userId, photos, scans } of await storing) {
      fileRows.push(...photos.map((photo) => photo.row), ...scans.map((scan) => scan.row));
      professional.gallery.forEach((photo, position) => {
        const stored = pick(photos, position);
        photoRows.push({
          userId,
          fileId: stored.row.id,
          image: stored.url,
          caption: photo.caption,
          position,
        });
      });
      professional.certificates.forEach((certificate, position) => {
        const stored = pick(scans, position);
        certificateRows.push({
          userId,
          title: pick(DEMO_CERTIFICATES, certificate.certificate).title,
          idNumber: certificate.idNumber,
          imageFileId: stored.row.id,
          image: stored.url,
          position,
        });
      });
    }
    if (fileRows.length > 0) await tx.insert(files).values(fileRows);
    if (photoRows.length > 0) await tx.insert(professionalPhotos).values(photoRows);
    if (certificateRows.length > 0) {
      await tx.insert(professionalCertificates).values(certificateRows);
    }

    const followRows = professionalRows.flatMap(({ professional, userId }) =>
      professional.followers.map((customer) => ({
        followerId: pick(customerIds, customer),
        professionalId: userId,
        createdAt: pick(plan.customers, customer).createdAt,
      })),
    );
    if (followRows.length > 0) await tx.insert(follows).values(followRows);

    for (const feedback of plan.feedbacks) {
      const userId =
        'customer' in feedback.author
          ? pick(customerIds, feedback.author.customer)
          : pick(professionalRows, feedback.author.professional).userId;
      const [row] = await tx
        .insert(feedbacks)
        .values({ userId, createdAt: feedback.createdAt })
        .returning({ id: feedbacks.id });
      if (!row) throw new Error('insert into feedbacks returned nothing');
      await tx
        .insert(feedbackAnswers)
        .values(
          feedback.answers.map((answer, position) => ({ ...answer, feedbackId: row.id, position })),
        );
    }
    const staffIds = new Map(staffRows.map((row) => [row.email, row.id]));
    const staffActions = planStaffActions({
      now,
      ownerId: idOf(staffIds, ownerEmail),
      adminId: idOf(staffIds, DEMO_ADMIN_EMAIL),
      professionals: professionalRows,
    });
    if (staffActions.length > 0) await tx.insert(auditLog).values(staffActions);

    const partnerRows = await tx
      .insert(affiliatePartners)
      .values(AFFILIATE_PARTNERS.map(({ name, website }) => ({ name, website })))
      .returning({ id: affiliatePartners.id, name: affiliatePartners.name });
    const partnerIds = new Map(partnerRows.map((row) => [row.name, row.id]));
    if (insights.affiliates.length > 0) {
      await tx.insert(professionalAffiliates).values(
        insights.affiliates.map((affiliate) => ({
          userId: pick(professionalRows, affiliate.professional).userId,
          partnerId: idOf(partnerIds, pick(AFFILIATE_PARTNERS, affiliate.partner).name),
          code: affiliate.code,
          createdAt: affiliate.createdAt,
        })),
      );
    }
    await tx.insert(searchLogs).values(insights.searches);

    await refreshSearchDocuments(
      tx,
      professionalRows.map(({ userId }) => userId),
    );
    // Campaigns, payments with receipts and subscribers (issue 19), around the listed people.
    await seedMarketing(tx, { now, adminId: idOf(staffIds, DEMO_ADMIN_EMAIL) });
    // Imported social posts at every relevance level (issue 20), beside the featured people.
    await seedSocialActivity(tx, storage, { now, images: socialImages });
  });

  return {
    ownerEmail,
    ownerPassword,
    professionals: plan.professionals.length,
    customers: plan.customers.length,
  };
}
