import { seedCatalogue } from '../catalogue/reference-data';
import type { Database } from '../db/client';
import {
  professionalLocations,
  professionalProfiles,
  professionalServices,
  professionalSpecialities,
  reviews,
  users,
} from '../db/schema';
import { hashPassword } from '../platform/password';
import { refreshSearchDocuments } from '../search/search-document';
import { type PlannedPerson, planMarketplace } from './plan-marketplace';

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

/** The demo data goes only into a database nobody has used yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  return anyUser === undefined;
}

/**
 * Fills an empty database with a believable marketplace: the catalogue, an owner and an admin,
 * customers, professionals with specialities, services, locations and reviews. One transaction,
 * so a failure leaves the database empty rather than half-filled.
 */
export async function seedDemoData(
  db: Database,
  options: SeedDemoOptions = {},
): Promise<SeedDemoResult> {
  const ownerEmail = (options.ownerEmail ?? DEMO_OWNER_EMAIL).toLowerCase();
  const ownerPassword = options.ownerPassword ?? DEMO_PASSWORD;
  const now = new Date();
  const plan = planMarketplace(now);
  // Hashing is slow on purpose: once per password, shared by every account that uses it.
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

    await tx.insert(users).values([
      { ...staff, email: ownerEmail, role: 'owner', firstName: 'Outi', lastName: 'Salminen' },
      {
        ...staff,
        email: DEMO_ADMIN_EMAIL,
        role: 'admin',
        firstName: 'Antti',
        lastName: 'Kallio',
      },
    ]);
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
    await tx.insert(professionalServices).values(
      professionalRows.flatMap(({ professional, userId }) =>
        professional.services.map(({ slug, ...service }) => ({
          ...service,
          userId,
          serviceId: idOf(serviceIds, slug),
          currency: 'eur',
        })),
      ),
    );
    await tx
      .insert(professionalLocations)
      .values(
        professionalRows.flatMap(({ professional, userId }) =>
          professional.locations.map((location, position) => ({ ...location, userId, position })),
        ),
      );
    const reviewRows = professionalRows.flatMap(({ professional, userId }) =>
      professional.reviews.map((review) => ({
        professionalId: userId,
        authorId: customerIds[review.customer],
        rating: review.rating,
        message: review.message,
        createdAt: review.createdAt,
      })),
    );
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);
    await refreshSearchDocuments(
      tx,
      professionalRows.map(({ userId }) => userId),
    );
  });

  return {
    ownerEmail,
    ownerPassword,
    professionals: plan.professionals.length,
    customers: plan.customers.length,
  };
}
