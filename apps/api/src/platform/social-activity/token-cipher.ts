import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Provider tokens at rest (docs/social-activity.md "Tokens"): AES-256-GCM with a random 96-bit
 * nonce per token; the stored bytes are nonce ‖ tag ‖ ciphertext, beside the id of the key that
 * made them. The first key encrypts and every listed key decrypts, so keys rotate without
 * re-encrypting at once (rows written with an old key are re-encrypted when next refreshed).
 */

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface SealedToken {
  keyId: string;
  bytes: Buffer;
}

export interface TokenCipher {
  seal(token: string): SealedToken;
  open(sealed: SealedToken): string;
}

export class UnknownTokenKeyError extends Error {}

/** `keys` in order of preference: the first one encrypts. */
export function createTokenCipher(keys: ReadonlyMap<string, Buffer>): TokenCipher {
  const [current] = keys;
  if (!current) throw new Error('no token key');
  const [currentId, currentKey] = current;
  return {
    seal(token) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', currentKey, nonce);
      // The key id is authenticated too: bytes moved to another key's row do not open.
      cipher.setAAD(Buffer.from(currentId));
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return { keyId: currentId, bytes: Buffer.concat([nonce, cipher.getAuthTag(), body]) };
    },
    open({ keyId, bytes }) {
      const key = keys.get(keyId);
      if (!key) throw new UnknownTokenKeyError(`token key ${keyId} is not configured`);
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(keyId));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      const body = bytes.subarray(NONCE_BYTES + TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The demo's key when SOCIAL_TOKEN_KEYS is unset: its providers are the local provider server
 * and its tokens worth nothing, so a key anyone can derive is no loss. Never used outside DEMO.
 */
export function demoTokenKeys(): Map<string, Buffer> {
  return new Map([['demo', createHash('sha256').update('fitmarket demo social tokens').digest()]]);
}
