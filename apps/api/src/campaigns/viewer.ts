import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { queryRows } from '../db/rows';
import { defineCache } from '../platform/caches';

/**
 * Who a viewer is, without a cookie or tracking consent (docs/campaigns.md): a hash of the
 * day's random salt, the IP address and the User-Agent. The salt is made once per UTC day in
 * the database (every instance shares it) and deleted two days later, so yesterday's hashes
 * can no longer be tied to an address. The same browser at the same address is one viewer for
 * the day; counts are "once per viewer per campaign per day" in that sense.
 */

/** The day's salt, kept by each process for the day it belongs to. */
const saltCache = defineCache('campaign-viewer-salt', () => new Map<string, string>());

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

async function daySalt(deps: Pick<AppDeps, 'database' | 'caches'>, day: string): Promise<string> {
  const held = deps.caches.of(saltCache);
  const known = held.get(day);
  if (known) return known;
  const { db } = deps.database;
  await db.execute(sql`insert into campaign_viewer_salts (day, salt)
    values (${day}::date, ${randomBytes(32).toString('hex')}) on conflict (day) do nothing`);
  const [row] = await queryRows<{ salt: string }>(
    db,
    sql`select salt from campaign_viewer_salts where day = ${day}::date`,
  );
  if (!row) throw new Error(`no viewer salt for ${day}`);
  // Old salts go: hashes of past days then lead to no one.
  await db.execute(sql`delete from campaign_viewer_salts where day < ${day}::date - 1`);
  held.clear();
  held.set(day, row.salt);
  return row.salt;
}

/** The viewer's hash for the day (hex, 128 bits), and the address's alone (for its cap). */
export async function viewerHash(
  deps: Pick<AppDeps, 'database' | 'caches'>,
  ip: string,
  userAgent: string,
  now = new Date(),
): Promise<{ day: string; viewer: string; address: string }> {
  const day = utcDay(now);
  const salt = await daySalt(deps, day);
  const hash = (text: string) =>
    createHash('sha256').update(`${salt}\u0000${text}`).digest('hex').slice(0, 32);
  return { day, viewer: hash(`${ip}\u0000${userAgent}`), address: hash(ip) };
}
