import type { TSlugAvailability } from '@fitmarket/core/api/professional-profile';
import { SLUG_MAX_LENGTH } from '@fitmarket/core/limits';
import { slugify, validateSlug } from '@fitmarket/core/rules/slug';
import { and, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors/app-error';

/** Free addresses offered beside a taken one. */
export const SLUG_SUGGESTIONS = 3;

/**
 * Profile addresses are kept lower-case: an address is typed and read by people, and "AnnaV"
 * and "annav" must not be two profiles (so the unique index on users.slug is enough, and
 * look-ups use it). Check it with validateSlug first.
 */
export function storedSlug(input: string): string {
  return input.trim().toLowerCase();
}

/** Which of `candidates` other users than `userId` already have. */
async function takenSlugs(
  db: Database,
  userId: number,
  candidates: string[],
): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ slug: users.slug })
    .from(users)
    .where(and(inArray(users.slug, candidates), ne(users.id, userId)));
  return new Set(rows.map((row) => row.slug ?? ''));
}

export async function isSlugTaken(db: Database, userId: number, slug: string): Promise<boolean> {
  return (await takenSlugs(db, userId, [slug])).has(slug);
}

/** `base` with a suffix, cut so the whole stays within the length limit. */
function withSuffix(base: string, suffix: string): string {
  const room = SLUG_MAX_LENGTH - suffix.length;
  return `${base.slice(0, room).replace(/-+$/, '')}${suffix}`;
}

/**
 * Addresses to offer instead of a taken `slug`, best first: the person's name, then the asked
 * one and the name with a number (anna-virtanen-2, -3 ...). Only valid ones, each once.
 */
function candidatesFor(slug: string, name: string): string[] {
  const fromName = slugify(name);
  const bases = [...new Set([slug, fromName].filter((base) => base !== ''))];
  const numbered = [2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) =>
    bases.map((base) => withSuffix(base, `-${n}`)),
  );
  const all = [fromName, ...numbered, withSuffix(slug, `-${new Date().getFullYear()}`)];
  return [...new Set(all)].filter((candidate) => candidate !== slug && !validateSlug(candidate));
}

/** GET /v1/me/professional/slug: whether `input` is free for this user, and free ones if not. */
export async function slugAvailability(
  db: Database,
  user: { id: number; firstName: string; lastName: string },
  input: string,
): Promise<TSlugAvailability> {
  const code = validateSlug(input.trim());
  if (code !== null) throw new AppError({ code, field: 'slug' });
  const slug = storedSlug(input);
  const candidates = candidatesFor(slug, `${user.firstName} ${user.lastName}`);
  const taken = await takenSlugs(db, user.id, [slug, ...candidates]);
  if (!taken.has(slug)) return { slug, available: true, suggestions: [] };
  return {
    slug,
    available: false,
    suggestions: candidates.filter((candidate) => !taken.has(candidate)).slice(0, SLUG_SUGGESTIONS),
  };
}
