import type { ErrorCode } from '../errors/catalogue';
import { SLUG_MAX_LENGTH } from '../limits';

/**
 * The characters a profile address may have (SPEC §5). Written so that PostgreSQL reads it the
 * same way (the database's CHECK on users.slug uses it with the case-insensitive `~*`).
 */
export const SLUG_PATTERN = /^[a-z0-9-]+$/i;

/**
 * Profile address rules (SPEC §5): latin letters, digits and hyphens, at most 20 characters.
 * Whether it is still free (1249) only the server knows.
 */
export function validateSlug(slug: string): ErrorCode | null {
  if (slug === '') return 1307;
  if (!SLUG_PATTERN.test(slug)) return 1248;
  if (slug.length > SLUG_MAX_LENGTH) return 1250;
  return null;
}

/** Letters that Unicode does not split into a base letter plus an accent. */
const LETTERS_WITHOUT_DECOMPOSITION: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ł: 'l',
  þ: 'th',
};

/** A valid profile address proposed from a name: "Äijä Öljynen" → "aija-oljynen". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæøœđłþ]/g, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter] ?? '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
