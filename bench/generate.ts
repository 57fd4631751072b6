// Fills a database with a marketplace of any size, for benchmarks: professionals with profiles,
// specialities, services, locations and reviews, plus customers who wrote the reviews. Each table
// is one INSERT … SELECT over generate_series, so the database makes the rows itself: 100,000
// professionals take seconds on PostgreSQL and a few minutes on PGlite. Values vary with the row
// number (hashed), so the data is the same on every run. What a professional does comes from
// the demo planner (`planPractice`: specialities, their services and prices, a main city and a
// bio in English and Finnish), drawn PRACTICES times and shared out; names are Finnish with a
// tenth English; extra places (1-5 in all) are Finnish municipalities in proportion to their
// population (the gazetteer's figures).
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { storeKeywords } from '../apps/api/src/campaigns/keyword-terms';
import type { Database } from '../apps/api/src/db/client';
import { queryRows } from '../apps/api/src/db/rows';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../apps/api/src/demo/names';
import { planPractice } from '../apps/api/src/demo/plan-marketplace';
import { createRandom } from '../apps/api/src/demo/random';
import { sharedAnalyser } from '../apps/api/src/search/language/analyser';

/** Generated accounts have addresses here, so a run can tell how many it already made. */
const EMAIL_DOMAIN = 'bench.invalid';
/** Imported social posts per generated professional (issue 20), and the images they share. */
const SOCIAL_ITEMS_PER_PROFESSIONAL = 20;
const SOCIAL_IMAGES = 20;
const CUSTOMERS_PER_PROFESSIONAL = 0.1;
/** Distinct practices (specialities, services, main city, bio) the professionals share out. */
const PRACTICES = 4000;
/** Population-weighted slots for the extra places: Helsinki gets about 400, a small town one. */
const PLACE_SLOTS = 4000;

/** More of the common Finnish names than the demo needs, so a name search meets few namesakes. */
const MORE_FIRST_NAMES = [
  'Aada',
  'Eveliina',
  'Sofia',
  'Venla',
  'Ella',
  'Kerttu',
  'Lotta',
  'Pirjo',
  'Tuula',
  'Sirpa',
  'Arto',
  'Petri',
  'Timo',
  'Kari',
  'Jari',
  'Mika',
  'Harri',
  'Tapio',
  'Joonas',
  'Onni',
  'Leevi',
  'Eino',
  'Veikko',
  'Akseli',
  'Rasmus',
];
const MORE_SURNAMES = [
  'Laaksonen',
  'Salminen',
  'Lehtinen',
  'Hiltunen',
  'Laitinen',
  'Miettinen',
  'Hirvonen',
  'Heikkinen',
  'Kallio',
  'Peltonen',
  'Koivisto',
  'Lindroos',
  'Ojala',
  'Leinonen',
  'Mustonen',
  'Manninen',
  'Seppälä',
  'Hakala',
  'Kettunen',
  'Kokkonen',
  'Honkanen',
  'Vainio',
  'Anttila',
  'Rautio',
  'Lindberg',
  'Moilanen',
  'Aaltonen',
  'Väänänen',
  'Pitkänen',
  'Sirviö',
  'Toivonen',
  'Jokela',
  'Kivelä',
  'Lappalainen',
  'Backman',
  'Halonen',
  'Ketola',
  'Lampinen',
  'Peltola',
  'Oksanen',
];
/** A tenth of the professionals have English names (people who moved to Finland). */
const ENGLISH_FIRST_NAMES = [
  'Emma',
  'Olivia',
  'Sophie',
  'Charlotte',
  'Grace',
  'Lucy',
  'Hannah',
  'Chloe',
  'Amelia',
  'Jessica',
  'Emily',
  'Sarah',
  'Kate',
  'James',
  'Oliver',
  'Jack',
  'Harry',
  'Thomas',
  'William',
  'Daniel',
  'Samuel',
  'Michael',
  'David',
  'George',
  'Ben',
];
const ENGLISH_SURNAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Miller',
  'Anderson',
  'Campbell',
  'Murphy',
  'Kelly',
];

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * A well-mixed non-negative number from a row number and a salt: the generator's "random".
 * PostgreSQL's own seeded hash, so that draws with different salts are independent (an affine
 * formula made them differ by a constant: every Emma was a Brown).
 */
function mix(row: SQL, salt: number): SQL {
  return sql`(hashint8extended(${row}::bigint, ${sql.raw(String(salt))}) & 2147483647)::int`;
}

/** Element `mix % length` of a SQL array (1-based). */
function pick(array: SQL, length: number, row: SQL, salt: number): SQL {
  return sql`(${array})[1 + ${mix(row, salt)} % ${sql.raw(String(length))}]`;
}

async function countGenerated(db: Database, role: 'professional' | 'customer'): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as count from users where role = ${role} and email like ${`%@${EMAIL_DOMAIN}`}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count ?? 0;
}

async function step(label: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

type Municipality = [string, string, string, number, number, number, number];

/** Finnish municipalities as population-weighted slots: name, lat, lon per slot. */
function placeSlots() {
  const file = new URL(
    '../apps/api/src/platform/geocoder/gazetteer/places-fi.json',
    import.meta.url,
  );
  const { municipalities } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    municipalities: Municipality[];
  };
  const population = municipalities.reduce((sum, m) => sum + m[6], 0);
  return municipalities
    .flatMap(([, name, , , lat, lon, people]) =>
      Array.from({ length: Math.max(1, Math.round((people / population) * PLACE_SLOTS)) }, () => ({
        name,
        lat,
        lon,
      })),
    )
    .map((place, slot) => ({ slot, ...place }));
}

/** PRACTICES practices from the demo planner, with the street of each one's main place. */
function practices() {
  const random = createRandom(8);
  return Array.from({ length: PRACTICES }, (_, k) => {
    const practice = planPractice(random);
    const street = random.pick(practice.mainCity.streets);
    const writesFinnish = random.chance(0.93);
    return {
      k,
      specialities: practice.specialities,
      services: practice.services.map((service) => service.slug),
      prices: practice.services.map((service) => service.priceMinor),
      durations: practice.services.map((service) => service.durationMinutes),
      city: practice.mainCity.name,
      street: `${street.name} ${random.int(1, 60)}, ${street.postalCode}`,
      lat: street.lat,
      lon: street.lon,
      languages: practice.languages,
      description: practice.bio.description.en,
      description_fi: writesFinnish ? practice.bio.description.fi : null,
      long_en: practice.bio.longDescription.en,
      long_fi: writesFinnish ? practice.bio.longDescription.fi : null,
    };
  });
}

/**
 * Adds generated professionals (and their customers) until the database holds `professionals`
 * of them; a database that already has them is left as it is. Needs the catalogue in place.
 */
export async function generateMarketplace(db: Database, professionals: number): Promise<void> {
  const existing = await countGenerated(db, 'professional');
  if (existing >= professionals) {
    console.log(`database already holds ${existing} generated professionals`);
    return;
  }
  if (existing > 0) throw new Error(`a partly generated database (${existing}): start afresh`);
  const customers = Math.max(1, Math.round(professionals * CUSTOMERS_PER_PROFESSIONAL));
  console.log(`generating ${professionals} professionals and ${customers} customers`);
  const finnishFirst = [...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES, ...MORE_FIRST_NAMES];
  const finnishLast = [...SURNAMES, ...MORE_SURNAMES];
  const i = sql`g.i`;
  const english = sql`${mix(i, 19)} % 10 = 0`;
  const firstName = sql`case when ${english}
    then ${pick(textArray(ENGLISH_FIRST_NAMES), ENGLISH_FIRST_NAMES.length, i, 2)}
    else ${pick(textArray(finnishFirst), finnishFirst.length, i, 2)} end`;
  const lastName = sql`case when ${english}
    then ${pick(textArray(ENGLISH_SURNAMES), ENGLISH_SURNAMES.length, i, 3)}
    else ${pick(textArray(finnishLast), finnishLast.length, i, 3)} end`;
  const slots = placeSlots();

  await db.transaction(async (tx) => {
    await step('practices and places', async () => {
      await tx.execute(sql`create temporary table bench_practices on commit drop as
        select * from jsonb_to_recordset(${JSON.stringify(practices())}::jsonb) as p(
          k int, specialities text[], services text[], prices int[], durations int[], city text,
          street text, lat float8, lon float8, languages text[], description text,
          description_fi text, long_en text, long_fi text)`);
      await tx.execute(sql`create temporary table bench_places on commit drop as
        select * from jsonb_to_recordset(${JSON.stringify(slots)}::jsonb)
          as p(slot int, name text, lat float8, lon float8)`);
    });
    const practiceOf = (row: SQL) => sql`${mix(row, 20)} % ${sql.raw(String(PRACTICES))}`;
    await step('users', () =>
      tx.execute(sql`
        insert into users (email, role, membership_id, first_name, last_name, slug, description,
          description_fi, published, blocked, block_reason, language, email_verified_at,
          created_at, updated_at)
        select
          case when g.i <= ${professionals} then 'pro-' || g.i else 'customer-' || g.i end
            || '@' || ${EMAIL_DOMAIN},
          case when g.i <= ${professionals} then 'professional' else 'customer' end::user_role,
          -- About 5% premium and 15% basic, as a marketplace with paying members might have.
          case when ${mix(i, 1)} % 20 = 0 then 3 when ${mix(i, 1)} % 20 < 4 then 2 else 1 end,
          n.first_name, n.last_name,
          case when g.i <= ${professionals} then
            translate(lower(n.last_name), 'äöå', 'aoa') || '-' || g.i end,
          case when g.i <= ${professionals} then p.description else '' end,
          case when g.i <= ${professionals} then p.description_fi end,
          g.i <= ${professionals} and ${mix(i, 4)} % 12 <> 0,
          ${mix(i, 5)} % 100 = 0,
          case when ${mix(i, 5)} % 100 = 0 then 'Generated block' end,
          case when ${mix(i, 6)} % 4 = 0 then 'en' else 'fi' end,
          now(),
          now() - make_interval(mins => g.i),
          now() - make_interval(mins => g.i)
        from generate_series(1, ${professionals + customers}) as g(i)
        cross join lateral (select ${firstName} as first_name, ${lastName} as last_name) as n
        join bench_practices p on p.k = ${practiceOf(i)}`),
    );
    // The generated users in insertion order: professionals first, then customers.
    const numbered = sql`(
      select id, row_number() over (order by id) as i from users
      where email like ${`%@${EMAIL_DOMAIN}`})`;
    const generated = sql`${numbered} as u join bench_practices p on p.k = ${practiceOf(sql`u.i`)}`;
    const authors = sql`${numbered} as a`;

    await step('profiles', () =>
      tx.execute(sql`
        insert into professional_profiles (user_id, long_description, long_description_fi, languages)
        select u.id, p.long_en, p.long_fi, p.languages
        from ${generated} where u.i <= ${professionals}`),
    );
    await step('specialities', () =>
      tx.execute(sql`
        insert into professional_specialities (user_id, speciality_id, position)
        select u.id, s.id, (o.n - 1)::int
        from ${generated}
        cross join lateral unnest(p.specialities) with ordinality as o(slug, n)
        join specialities s on s.slug = o.slug
        where u.i <= ${professionals}`),
    );
    await step('services', () =>
      tx.execute(sql`
        insert into professional_services (user_id, service_id, price_minor, duration_minutes,
          position)
        select u.id, s.id, o.price, o.duration, (o.n - 1)::int
        from ${generated}
        cross join lateral unnest(p.services, p.prices, p.durations)
          with ordinality as o(slug, price, duration, n)
        join services s on s.slug = o.slug
        where u.i <= ${professionals}`),
    );
    // 1 to 5 places (45, 25, 15, 10, 5 %): the practice's street first, then municipalities
    // drawn by population, a couple of kilometres around their centre.
    const placeCount = sql`(array[1,1,1,1,1,1,1,1,1,2,2,2,2,2,3,3,3,4,4,5])[1 + ${mix(sql`u.i`, 14)} % 20]`;
    const jitter = (salt: number) =>
      sql`((${mix(sql`u.i * 5 + q.position`, salt)} % 1000) / 1000.0 - 0.5)`;
    await step('locations', () =>
      tx.execute(sql`
        insert into professional_locations (user_id, formatted, city, lat, lon, position)
        select u.id,
          case when q.position = 0 then p.street || ' ' || p.city else m.name end,
          case when q.position = 0 then p.city else m.name end,
          case when q.position = 0 then p.lat + ${jitter(21)} * 0.004 else m.lat + ${jitter(21)} * 0.04 end,
          case when q.position = 0 then p.lon + ${jitter(22)} * 0.008 else m.lon + ${jitter(22)} * 0.08 end,
          q.position
        from ${generated}
        cross join lateral generate_series(0, ${placeCount} - 1) as q(position)
        join bench_places m on m.slot = ${mix(sql`u.i * 5 + q.position`, 15)} % ${sql.raw(String(slots.length))}
        where u.i <= ${professionals}`),
    );
    // Up to nine reviews each, mostly good, by the generated customers. The rating triggers
    // sum them onto each professional's row within this statement.
    await step('reviews', () =>
      tx.execute(sql`
        insert into reviews (professional_id, author_id, rating, message, created_at)
        select u.id, a.id,
          (array[5, 5, 5, 4, 4, 4, 3, 2, 1])[1 + ${mix(sql`u.i * 10 + r.n`, 16)} % 9],
          'Generated review number ' || r.n || '.',
          now() - make_interval(days => r.n)
        from ${generated}
        cross join lateral generate_series(1, ${mix(sql`u.i`, 17)} % 10) as r(n)
        join ${authors} on a.i = ${professionals} + 1 + ${mix(sql`u.i * 10 + r.n`, 18)} % ${customers}
        where u.i <= ${professionals}`),
    );
    // Imported social posts (issue 20), 20 each at every relevance level, one featured and one
    // hidden, each with an image: a handful of stored copies shared by all (the Social tab reads
    // the file rows, never the copies).
    await step('social items', async () => {
      const first = sql`(select min(id) from users where email like ${`%@${EMAIL_DOMAIN}`})`;
      await tx.execute(sql`
        insert into files (owner_id, kind, format, width, height, bytes, variants)
        select ${first}, 'social', 'jpeg', 640, 640, 50000, '[]'::jsonb
        from generate_series(1, ${SOCIAL_IMAGES})`);
      await tx.execute(sql`
        insert into social_items (user_id, provider, external_id, caption, permalink, posted_at,
          likes, comments, relevance, featured, hidden, seen_at)
        select u.id, 'instagram', u.id || '-' || k.n,
          'Generated post ' || k.n || ' #jooga #training',
          'https://www.instagram.com/p/' || u.id || 'x' || k.n || '/',
          now() - make_interval(days => k.n * 9),
          ${mix(sql`u.i * 20 + k.n`, 23)} % 90, ${mix(sql`u.i * 20 + k.n`, 24)} % 12,
          (array['low', 'medium', 'high'])[1 + ${mix(sql`u.i * 20 + k.n`, 25)} % 3],
          k.n = 1, k.n = ${SOCIAL_ITEMS_PER_PROFESSIONAL}, now()
        from ${numbered} as u
        cross join generate_series(1, ${SOCIAL_ITEMS_PER_PROFESSIONAL}) as k(n)
        where u.i <= ${professionals}`);
      await tx.execute(sql`
        insert into social_item_media (item_id, position, file_id)
        select i.id, 0, f.ids[1 + i.id % ${SOCIAL_IMAGES}]
        from social_items i
        cross join (select array_agg(id) as ids from files
          where kind = 'social' and owner_id = ${first}) as f
        where i.external_id like '%-%' and i.user_id in (
          select id from users where email like ${`%@${EMAIL_DOMAIN}`})`);
    });
  });
  // Vacuumed as well as analysed: generation updates rows (users, 90,000 dead versions), and a
  // fresh table has no visibility map, so the first benchmark on a new database ran at half the
  // speed of later ones (162 against 306 searches a second at 20 clients).
  await step('vacuum', () => db.execute(sql`vacuum analyze`));
}

/**
 * What generated campaigns advertise on: the popular searches of the query mix (search-mix.ts)
 * and rarer keywords nobody searches in the mix, so a look-up meets many campaigns on "jooga"
 * and few elsewhere, as a marketplace with many advertisers would.
 */
const CAMPAIGN_KEYWORDS = [
  'jooga',
  'yoga',
  'personal trainer',
  'hieronta',
  'massage',
  'pilates',
  'fysioterapeutti',
  'physio',
  'ravintovalmentaja',
  'kuntosalivalmentaja',
  'running coach',
  'juoksuvalmennus',
  'mindfulness',
  'painonhallinta',
  'strength training',
  'venyttely',
  'meditaatio',
  'urheiluhieronta',
  'nutrition coaching',
  'joogaopettaja',
  'sports massage',
  'ryhmäliikunta',
  'online coaching',
  'etävalmennus',
  'weight loss',
  'liikkuvuus',
  'kahvakuula',
  'crossfit',
  'tanssi',
  'uinti',
  'nyrkkeily',
  'kehonhuolto',
  'lihaskunto',
  'raskausjooga',
  'senioriliikunta',
  'triathlon',
  'golf',
  'hiihto',
  'boulderointi',
  'kuntonyrkkeily',
];

/**
 * Adds `count` live campaigns (paid, approved, switched on, impressions left; a tenth of them
 * ads) of generated professionals, each with one to three keywords analysed as a real campaign's
 * are, for the search benchmark's sponsored look-up. A database that has them is left alone.
 */
export async function generateCampaigns(db: Database, count: number): Promise<void> {
  const domain = `%@${EMAIL_DOMAIN}`;
  const [existing] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from campaigns c join users u on u.id = c.user_id
      where u.email like ${domain}`,
  );
  if ((existing?.count ?? 0) >= count) {
    console.log(`database already holds ${existing?.count} generated campaigns`);
    return;
  }
  console.log(`generating ${count} campaigns`);
  const { analyser } = sharedAnalyser();
  const random = createRandom(19);
  const pick = () =>
    // Zipf-like: the popular keywords are bought most.
    CAMPAIGN_KEYWORDS[Math.floor(CAMPAIGN_KEYWORDS.length * random.next() ** 2)] as string;
  await step('campaigns', () =>
    db.transaction(async (tx) => {
      const owners = await queryRows<{ id: number }>(
        tx,
        sql`select id from users where email like ${domain} and role = 'professional'
          and published and not blocked order by md5(id::text) limit ${count}`,
      );
      for (const [index, owner] of owners.entries()) {
        const keywords = [...new Set(Array.from({ length: 1 + (index % 3) }, pick))];
        const ad = index % 10 === 0;
        const [campaign] = await queryRows<{ id: number }>(
          tx,
          sql`insert into campaigns (user_id, type, placement, keywords, price_minor, currency,
              cpm_minor, impressions_paid, active, paid_at, approved, decided_at, ad_title,
              ad_url, ad_cta_label)
            values (${owner.id}, ${ad ? 'ads' : 'search'}, 'search', ${textArray(keywords)},
              10000, 'eur', 1000, 10000, true, now(), true, now(),
              ${ad ? 'Generated ad' : null}, ${ad ? 'https://example.com/' : null},
              ${ad ? 'Read more' : null})
            returning id`,
        );
        if (campaign) await storeKeywords(tx, analyser, campaign.id, keywords);
      }
    }),
  );
  await step('vacuum', () => db.execute(sql`vacuum analyze`));
}

/**
 * Free slots within the week for three in five generated professionals, as the availability job
 * (search/availability.ts) finds them from working hours, which generated rows lack: without
 * this, every "available this week" search of the benchmark found nobody. Run at each start:
 * the moment passes.
 */
export async function generateAvailability(db: Database): Promise<void> {
  await db.execute(sql`update search_availability a set last_free_at = now() + interval '5 days'
    from users u where u.id = a.user_id and u.email like ${`%@${EMAIL_DOMAIN}`}
      and a.user_id % 5 < 3`);
}
