// Fills a database with a marketplace of any size, for benchmarks: professionals with profiles,
// specialities, services, locations and reviews, plus customers who wrote the reviews. Each table
// is one INSERT … SELECT over generate_series, so the database makes the rows itself: 100,000
// professionals take seconds on PostgreSQL and a few minutes on PGlite. Values vary with the row
// number (hashed), so the data is the same on every run and has no two professionals alike.
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { SERVICE_TREE, SPECIALITIES } from '../apps/api/src/catalogue/reference-data';
import type { Database } from '../apps/api/src/db/client';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from '../apps/api/src/demo/names';
import { CITIES } from '../apps/api/src/demo/places';

/** Generated accounts have addresses here, so a run can tell how many it already made. */
const EMAIL_DOMAIN = 'bench.invalid';
const CUSTOMERS_PER_PROFESSIONAL = 0.1;

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

function numberArray(values: readonly number[]): SQL {
  return sql.raw(`array[${values.join(', ')}]::float8[]`);
}

/** A well-mixed non-negative number from a row number and a salt: the generator's "random". */
function mix(row: SQL, salt: number): SQL {
  return sql`((${row}::bigint * 2654435761 + ${sql.raw(String(salt * 40503))}) % 2147483647)::int`;
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
  const firstNames = textArray([...FEMALE_FIRST_NAMES, ...MALE_FIRST_NAMES]);
  const firstNameCount = FEMALE_FIRST_NAMES.length + MALE_FIRST_NAMES.length;
  const surnames = textArray(SURNAMES);
  const i = sql`g.i`;

  await db.transaction(async (tx) => {
    await step('users', () =>
      tx.execute(sql`
        insert into users (email, role, membership_id, first_name, last_name, slug, description,
          published, blocked, block_reason, language, email_verified_at, created_at, updated_at)
        select
          case when g.i <= ${professionals} then 'pro-' || g.i else 'customer-' || g.i end
            || '@' || ${EMAIL_DOMAIN},
          case when g.i <= ${professionals} then 'professional' else 'customer' end::user_role,
          -- About 5% premium and 15% basic, as a marketplace with paying members might have.
          case when ${mix(i, 1)} % 20 = 0 then 3 when ${mix(i, 1)} % 20 < 4 then 2 else 1 end,
          ${pick(firstNames, firstNameCount, i, 2)},
          ${pick(surnames, SURNAMES.length, i, 3)},
          case when g.i <= ${professionals} then 'pro-' || g.i end,
          'Coach number ' || g.i || ': training, guidance and encouragement that fit your week.',
          g.i <= ${professionals} and ${mix(i, 4)} % 12 <> 0,
          ${mix(i, 5)} % 100 = 0,
          case when ${mix(i, 5)} % 100 = 0 then 'Generated block' end,
          case when ${mix(i, 6)} % 4 = 0 then 'en' else 'fi' end,
          now(),
          now() - make_interval(mins => g.i),
          now() - make_interval(mins => g.i)
        from generate_series(1, ${professionals + customers}) as g(i)`),
    );
    // The generated users in insertion order: professionals first, then customers.
    const numbered = sql`(
      select id, row_number() over (order by id) as i from users
      where email like ${`%@${EMAIL_DOMAIN}`})`;
    const generated = sql`${numbered} as u`;
    const authors = sql`${numbered} as a`;

    await step('profiles', () =>
      tx.execute(sql`
        insert into professional_profiles (user_id, long_description, languages)
        select u.id, 'A longer story of coach ' || u.i || '.',
          case when ${mix(sql`u.i`, 7)} % 3 = 0 then array['fi'] else array['fi', 'en'] end
        from ${generated} where u.i <= ${professionals}`),
    );
    const specialitySlugs = textArray(SPECIALITIES.map((speciality) => speciality.slug));
    await step('specialities', () =>
      tx.execute(sql`
        insert into professional_specialities (user_id, speciality_id, position)
        select u.id, s.id, p.position
        from ${generated}
        cross join lateral generate_series(0, ${mix(sql`u.i`, 8)} % 3) as p(position)
        -- Steps of 5 over 12 specialities never repeat within three picks.
        join specialities s on s.slug =
          (${specialitySlugs})[1 + (${mix(sql`u.i`, 9)} + p.position * 5) % ${SPECIALITIES.length}]
        where u.i <= ${professionals}`),
    );
    const subServices = SERVICE_TREE.flatMap((main) => main.children.map((child) => child.slug));
    await step('services', () =>
      tx.execute(sql`
        insert into professional_services (user_id, service_id, price_minor, duration_minutes,
          discount_percent, sessions)
        select u.id, s.id,
          (20 + ${mix(sql`u.i * 3 + p.n`, 10)} % 100) * 100,
          (array[30, 45, 60, 90])[1 + ${mix(sql`u.i * 3 + p.n`, 11)} % 4],
          case when p.n = 2 then 10 else 0 end,
          case when p.n = 2 then 5 else 1 end
        from ${generated}
        cross join lateral generate_series(0, ${mix(sql`u.i`, 12)} % 3) as p(n)
        join services s on s.slug =
          (${textArray(subServices)})[1 + (${mix(sql`u.i`, 13)} + p.n * 7) % ${subServices.length}]
        where u.i <= ${professionals}`),
    );
    const cityNames = textArray(CITIES.map((city) => city.name));
    const lats = numberArray(CITIES.map((city) => city.streets[0]?.lat ?? 60));
    const lons = numberArray(CITIES.map((city) => city.streets[0]?.lon ?? 25));
    await step('locations', () =>
      tx.execute(sql`
        insert into professional_locations (user_id, formatted, city, lat, lon, position)
        select u.id, 'Street ' || (1 + u.i % 90) || ', ' || c.city, c.city, c.lat, c.lon, p.position
        from ${generated}
        cross join lateral generate_series(0, ${mix(sql`u.i`, 14)} % 2) as p(position)
        cross join lateral (select
          (${cityNames})[1 + (${mix(sql`u.i`, 15)} + p.position) % ${CITIES.length}] as city,
          (${lats})[1 + (${mix(sql`u.i`, 15)} + p.position) % ${CITIES.length}] as lat,
          (${lons})[1 + (${mix(sql`u.i`, 15)} + p.position) % ${CITIES.length}] as lon) as c
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
  });
  await step('analyze', () => db.execute(sql`analyze`));
}
