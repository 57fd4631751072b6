/** How long browsers and CDNs may keep a stored file: keys are never reused for new content. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const keyPattern = /^[a-z0-9_.-]+(\/[a-z0-9_.-]+)*$/;

/** Lower-case letters, digits, `_ . -` in `/`-separated parts; no `..`, so no key leaves its folder. */
export function isValidStorageKey(key: string): boolean {
  return keyPattern.test(key) && !key.includes('..');
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

/**
 * The only content types a stored file may have: images browsers show and never run. Uploads
 * come from users, so HTML, SVG (which can hold scripts) and anything else are refused here,
 * whichever code asks.
 */
const SAFE_CONTENT_TYPES: ReadonlySet<string> = new Set([
  'image/webp',
  'image/jpeg',
  'image/png',
  'image/gif',
]);

export function isSafeContentType(contentType: string): boolean {
  return SAFE_CONTENT_TYPES.has(contentType);
}

export function assertSafeContentType(contentType: string): void {
  if (!isSafeContentType(contentType)) {
    throw new Error(`Refusing to store a file as ${JSON.stringify(contentType)}`);
  }
}

/** The key in `url` when it is `<base>/<key>` for this storage's base address, else null. */
export function keyInUrl(url: string, base: string): string | null {
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return isValidStorageKey(key) ? key : null;
}
