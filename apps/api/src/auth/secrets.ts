import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: tokens and e-mailed codes. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens and codes are stored as SHA-256 digests. They are long random values, so a fast hash
 * is enough (no brute force is possible) and lets us look them up by an index.
 */
export function digest(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
