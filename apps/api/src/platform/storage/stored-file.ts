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
