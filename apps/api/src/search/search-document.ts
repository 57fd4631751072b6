import { perksOf } from '@fitmarket/core/rules/membership';
import { and, asc, eq, gt, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import {
  isListedProfessional,
  professionalLocations,
  professionalProfiles,
  professionalServices,
  professionalSpecialities,
  searchAvailability,
  searchDocuments,
  searchVocabulary,
  services,
  specialities,
  users,
} from '../db/schema';
import { publicDataChanged } from '../platform/caches';
import { availabilityAfterRebuild } from './availability';
import { cellsOf } from './grid';
import { foldAccents, sharedAnalyser, type TextAnalyser } from './language/analyser';
import { qualityTiersOf } from './quality-tiers';
import { addToVocabulary } from './typo-correction';

/**
 * The search document of each listed professional (db/schema/search.ts). Profile changes call
 * `refreshSearchDocuments` in their own transaction, so search never shows a state the profile
 * did not have; `ensureSearchDocuments` rebuilds them all at start when they are missing or were
 * made by another analyser.
 */

/** A rating needs reviews to stray from this average in the quality order (a Bayesian prior). */
const PRIOR_RATING = 3.5;
const PRIOR_REVIEWS = 5;
const REBUILD_BATCH = 500;

type Weight = 'A' | 'B' | 'C' | 'D';

/** The static part of a professional's rank: membership lift times a damped rating, 0 to 1.2. */
export function qualityOf(membershipId: number, ratingSum: number, ratingCount: number): number {
  const damped = (ratingSum + PRIOR_RATING * PRIOR_REVIEWS) / (ratingCount + PRIOR_REVIEWS);
  return (perksOf(membershipId).rankingWeight * damped) / 5;
}

/**
 * Lexemes as a tsvector literal, each at position 1 with the field's weight: PostgreSQL keeps a
 * weight only on a position, so `array_to_tsvector` (no positions) would lose it. No parser
 * runs over them, so every lexeme stays exactly as the analyser wrote it.
 */
function lexemeVector(lexemes: readonly string[], weight: Weight | undefined): SQL {
  const literal = lexemes
    .filter(Boolean)
    .map((lexeme) => `'${lexeme.replace(/\\/g, '').replace(/'/g, "''")}':1${weight ?? ''}`)
    .join(' ');
  return sql`${literal}::tsvector`;
}

/** The analysed lexemes of `text` plus PostgreSQL's stems (english; finnish without Voikko). */
export function textVector(analyser: TextAnalyser, text: string, weight?: Weight): SQL {
  const stems = [sql`to_tsvector('english', ${text})`];
  if (analyser.finnish === 'snowball') stems.push(sql`to_tsvector('finnish', ${text})`);
  const stemmed = sql.join(stems, sql` || `);
  const weighted = weight ? sql`setweight(${stemmed}, ${sql.raw(`'${weight}'`)})` : stemmed;
  return sql`${lexemeVector(analyser.documentLexemes(text), weight)} || ${weighted}`;
}

function intArray(values: readonly number[]): SQL {
  return sql`string_to_array(${values.join(',')}, ',')::int[]`;
}

/** The places as earthdistance points, in their order (search_locations' `point`, one each). */
function pointArray(places: readonly { lat: number; lon: number }[]): SQL {
  if (places.length === 0) return sql`'{}'::cube[]`;
  const points = places.map((place) => sql`ll_to_earth(${place.lat}, ${place.lon})`);
  return sql`array[${sql.join(points, sql`, `)}]::cube[]`;
}

const parentServices = alias(services, 'parent_services');

/** Everything a document is made of, for the listed professionals among `userIds`. */
async function loadInputs(db: Database, userIds: number[]) {
  const people = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      slug: users.slug,
      description: users.description,
      descriptionFi: users.descriptionFi,
      membershipId: users.membershipId,
      ratingSum: users.ratingSum,
      ratingCount: users.ratingCount,
      rating: users.ratingAverage,
      longDescription: professionalProfiles.longDescription,
      longDescriptionFi: professionalProfiles.longDescriptionFi,
      languages: professionalProfiles.languages,
      currency: professionalProfiles.currency,
    })
    .from(users)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, users.id))
    .where(and(inArray(users.id, userIds), isListedProfessional(users)));
  const listedIds = people.map((person) => person.id);
  if (listedIds.length === 0)
    return { people, specialityRows: [], serviceRows: [], locationRows: [] };
  // One after the other: inside a transaction they share one connection anyway.
  const specialityRows = await db
    .select({
      userId: professionalSpecialities.userId,
      id: specialities.id,
      labelEn: specialities.labelEn,
      labelFi: specialities.labelFi,
    })
    .from(professionalSpecialities)
    .innerJoin(specialities, eq(specialities.id, professionalSpecialities.specialityId))
    .where(inArray(professionalSpecialities.userId, listedIds));
  const serviceRows = await db
    .select({
      userId: professionalServices.userId,
      serviceId: services.id,
      parentId: services.parentId,
      labelEn: services.labelEn,
      labelFi: services.labelFi,
      parentEn: parentServices.labelEn,
      parentFi: parentServices.labelFi,
      description: professionalServices.description,
      packageDescription: professionalServices.packageDescription,
      priceMinor: professionalServices.priceMinor,
      currency: professionalServices.currency,
    })
    .from(professionalServices)
    .innerJoin(services, eq(services.id, professionalServices.serviceId))
    .leftJoin(parentServices, eq(parentServices.id, services.parentId))
    .where(inArray(professionalServices.userId, listedIds));
  const locationRows = await db
    .select({
      userId: professionalLocations.userId,
      formatted: professionalLocations.formatted,
      city: professionalLocations.city,
      lat: professionalLocations.lat,
      lon: professionalLocations.lon,
    })
    .from(professionalLocations)
    .where(inArray(professionalLocations.userId, listedIds))
    .orderBy(asc(professionalLocations.position), asc(professionalLocations.id));
  return { people, specialityRows, serviceRows, locationRows };
}

function groupBy<T extends { userId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.userId) ?? [];
    group.push(row);
    groups.set(row.userId, group);
  }
  return groups;
}

const join = (texts: readonly (string | null | undefined)[]) => texts.filter(Boolean).join('\n');

let documentsVersion = 0;

/**
 * Grows whenever a document of this process changes, so cached search answers (search.routes)
 * stop being used at once here, even by a caller inside the changing transaction; every
 * instance drops them again when the change commits (publicDataChanged).
 */
export function searchDocumentsVersion(): number {
  return documentsVersion;
}

/**
 * Rebuilds the search documents of these professionals inside the caller's transaction: listed
 * ones get a fresh row, the others (unpublished, blocked, no longer professionals) lose theirs.
 * Call it after any change to what a document holds: names, slug, descriptions, specialities,
 * services, locations, languages, membership, publishing and blocking (reviews too: rating).
 */
export async function refreshSearchDocuments(
  tx: Database,
  userIds: readonly number[],
  analyser: TextAnalyser = sharedAnalyser().analyser,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  documentsVersion += 1;
  // Every instance's cached answers go once this commits (platform/caches.ts).
  publicDataChanged();
  // search_locations follow by cascade.
  await tx.delete(searchDocuments).where(inArray(searchDocuments.userId, ids));
  const { people, specialityRows, serviceRows, locationRows } = await loadInputs(tx, ids);
  await availabilityAfterRebuild(
    tx,
    ids,
    people.map((person) => person.id),
  );
  if (people.length === 0) return;
  const specialitiesOf = groupBy(specialityRows);
  const servicesOf = groupBy(serviceRows);
  const locationsOf = groupBy(locationRows);

  const documentRows: SQL[] = [];
  const locationValues: SQL[] = [];
  for (const person of people) {
    const ownSpecialities = specialitiesOf.get(person.id) ?? [];
    const ownServices = servicesOf.get(person.id) ?? [];
    const ownLocations = locationsOf.get(person.id) ?? [];
    const nameText = join([person.firstName, person.lastName, person.slug?.replace(/-/g, ' ')]);
    const specialityText = join(ownSpecialities.flatMap((s) => [s.labelEn, s.labelFi]));
    const serviceText = join(
      ownServices.flatMap((s) => [
        s.labelEn,
        s.labelFi,
        s.parentEn,
        s.parentFi,
        s.description,
        s.packageDescription,
      ]),
    );
    const descriptionText = join([
      person.description,
      person.descriptionFi,
      person.longDescription,
      person.longDescriptionFi,
    ]);
    const locationText = join(ownLocations.flatMap((l) => [l.formatted, l.city]));
    const cheapest = ownServices.reduce<(typeof ownServices)[number] | undefined>(
      (best, s) => (best === undefined || s.priceMinor < best.priceMinor ? s : best),
      undefined,
    );
    const serviceIds = new Set(
      ownServices.flatMap((s) => (s.parentId ? [s.serviceId, s.parentId] : [s.serviceId])),
    );
    const names = foldAccents(
      [person.firstName, person.lastName, person.slug ?? ''].join(' ').toLowerCase(),
    ).trim();

    const head = [
      textVector(analyser, nameText, 'A'),
      textVector(analyser, specialityText, 'A'),
      textVector(analyser, serviceText, 'B'),
    ];
    const document = sql.join(
      [
        ...head,
        textVector(analyser, descriptionText, 'C'),
        textVector(analyser, locationText, 'D'),
      ],
      sql` || `,
    );
    const quality = qualityOf(person.membershipId, person.ratingSum, person.ratingCount);
    documentRows.push(sql`(
      ${person.id}, ${document}, ${sql.join(head, sql` || `)}, ${textVector(analyser, nameText)},
      ${textVector(analyser, specialityText)}, ${names}, ${quality}, ${qualityTiersOf(sql`${quality}`)},
      ${perksOf(person.membershipId).rankingWeight}, ${person.membershipId},
      ${person.rating}::float8, ${person.ratingCount}, ${cheapest?.priceMinor ?? null}::int,
      ${intArray([...new Set(ownServices.map((s) => s.priceMinor))])},
      ${cheapest?.currency ?? person.currency ?? 'eur'},
      string_to_array(${(person.languages ?? []).join(',')}, ','),
      ${intArray(ownSpecialities.map((s) => s.id))}, ${intArray([...serviceIds])},
      ${intArray([...new Set(ownLocations.flatMap((l) => cellsOf(l.lat, l.lon)))])},
      ${pointArray(ownLocations)},
      ${analyser.version}
    )`);
    for (const [position, location] of ownLocations.entries()) {
      locationValues.push(
        sql`(${person.id}, ${position}, ${location.lat}, ${location.lon}, ll_to_earth(${location.lat}, ${location.lon}))`,
      );
    }
  }

  await tx.execute(sql`
    insert into search_documents (
      user_id, document, head_vector, name_vector, speciality_vector, names, quality, quality_tiers,
      ranking_weight,
      membership_id, rating, rating_count, min_price_minor, service_prices,
      currency, languages, speciality_ids,
      service_ids, grid_cells, points, analyser
    ) values ${sql.join(documentRows, sql`, `)}`);
  if (locationValues.length > 0) {
    await tx.execute(sql`
      insert into search_locations (user_id, position, lat, lon, point)
      values ${sql.join(locationValues, sql`, `)}`);
  }
  await addToVocabulary(
    tx,
    people.map((person) => person.id),
  );
}

/** Rebuilds every document: listed professionals in batches, one transaction each. */
export async function rebuildSearchDocuments(
  db: Database,
  analyser: TextAnalyser = sharedAnalyser().analyser,
): Promise<number> {
  const listed = db.select({ id: users.id }).from(users).where(isListedProfessional(users));
  await db.delete(searchDocuments).where(notInArray(searchDocuments.userId, listed));
  await db.delete(searchAvailability).where(notInArray(searchAvailability.userId, listed));
  // Lexemes of texts since changed go too; the batches below add back what is still used.
  await db.delete(searchVocabulary);
  let after = 0;
  let count = 0;
  for (;;) {
    const batch = await db
      .select({ id: users.id })
      .from(users)
      .where(and(isListedProfessional(users), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(REBUILD_BATCH);
    if (batch.length === 0) {
      await freshStatistics(db);
      return count;
    }
    const ids = batch.map((row) => row.id);
    await db.transaction((tx) => refreshSearchDocuments(tx, ids, analyser));
    count += ids.length;
    after = ids.at(-1) ?? after;
  }
}

/**
 * Puts the documents back in quality order, as migration 0016 left them (a quality tier's rows
 * share a few pages), after a rebuild or fill. Not while a transaction that began before the
 * rows were written is open (the release step's migration lock): CLUSTER then keeps every old
 * version of them, and the table and its indexes stay twice their size.
 */
export async function reorderSearchDocuments(db: Database): Promise<void> {
  await db.execute(sql`cluster search_documents using search_documents_quality_idx`);
  await freshStatistics(db);
}

/** Below this (absolute) correlation of the rows' order with quality, the release step reorders them. */
const ORDERED_CORRELATION = 0.9;
/** Fewer documents than this fit in a few pages whatever their order. */
const ORDER_MATTERS_FROM = 5000;

/**
 * Whether the documents have drifted from quality order (PostgreSQL's statistics of the column
 * against the rows' physical order): a quality tier's matches then lie a heap page each, where in
 * order they share pages. Rows written since the last reorder go wherever there is room; until
 * migration 0040 the availability job rewrote most rows every hour, so every database made before
 * it is out of order once.
 */
export async function searchDocumentsOutOfOrder(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ correlation: number | null; documents: number }>(
    db,
    sql`select (select correlation from pg_stats where schemaname = current_schema()
        and tablename = 'search_documents' and attname = 'quality') as correlation,
      (select reltuples from pg_class where oid = 'search_documents'::regclass)::int as documents`,
  );
  if (!row || row.correlation === null || row.documents < ORDER_MATTERS_FROM) return false;
  return Math.abs(row.correlation) < ORDERED_CORRELATION;
}

/**
 * With the statistics of before, the planner reads every match of a broad word (measured at
 * 100,000: one search's p50 161 ms before, 0.8 ms after).
 */
async function freshStatistics(db: Database): Promise<void> {
  await db.execute(sql`analyze search_documents`);
}

/**
 * Documents made before their places' points were in the row (migration 0039) get them from
 * search_locations in one statement (outside the migrations' transaction, which a later
 * CLUSTER would wait out). Returns the documents filled.
 */
export async function fillSearchDocumentPoints(db: Database): Promise<number> {
  const filled = await queryRows<{ user_id: number }>(
    db,
    sql`update search_documents d set points = l.points
      from (select user_id, array_agg(point order by position) as points
        from search_locations group by user_id) l
      where l.user_id = d.user_id and cardinality(d.points) = 0
      returning d.user_id`,
  );
  if (filled.length > 0) await freshStatistics(db);
  return filled.length;
}

/**
 * In the release step (wiring.ts `migrateDatabase`): rebuilds the documents when their number
 * differs from the listed professionals' or another analyser made them (Voikko installed or
 * removed since, the catalogue's word forms changed), else fills what a migration added.
 * Returns what it rebuilt or filled: then `reorderSearchDocuments`.
 */
export async function ensureSearchDocuments(
  db: Database,
  analyser: TextAnalyser = sharedAnalyser().analyser,
): Promise<number> {
  const [state] = await db
    .select({
      listed: sql<number>`(select count(*) from ${users} where ${isListedProfessional(users)})::int`,
      documents: sql<number>`(select count(*) from ${searchDocuments})::int`,
      foreign: sql<boolean>`exists (select 1 from ${searchDocuments} where ${searchDocuments.analyser} <> ${analyser.version})`,
      // Documents made before the vocabulary existed (migration 0006).
      noVocabulary: sql<boolean>`exists (select 1 from ${searchDocuments}) and not exists (select 1 from ${searchVocabulary})`,
    })
    .from(sql`(select 1) as one`);
  if (state && state.listed === state.documents && !state.foreign && !state.noVocabulary) {
    return fillSearchDocumentPoints(db);
  }
  return rebuildSearchDocuments(db, analyser);
}
