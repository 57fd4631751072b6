import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError } from '../config';

/**
 * Seals small secrets kept in the database (staff TOTP secrets, provider tokens) with
 * AES-256-GCM, so a copy of the database alone reveals none of them (docs/deploy.md "Secrets at
 * rest"). A sealed value is `v2.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts). `context`
 * (e.g. "staff-totp:42") is bound to the value as associated data, with the key id: a sealed
 * value copied to another row or purpose does not open.
 *
 * Keys rotate: the first key of the ring seals, every key opens, and `npm run reseal-secrets`
 * moves stored values to the first key so that old keys can be dropped.
 */
export interface SecretBox {
  /** The id of the key new values are sealed with. */
  readonly currentKeyId: string;
  seal(plaintext: string, context: string): string;
  /** Throws when the value was not sealed with a key of the ring and this context, or was altered. */
  open(sealed: string, context: string): string;
  /** True when `sealed` is not under the current key (or in an older format): reseal it. */
  isStale(sealed: string): boolean;
  /**
   * A provider token stored before this box: nonce ‖ tag ‖ ciphertext beside its key id, which
   * was the associated data (social-activity/provider-token.ts tells the two forms apart).
   */
  openLegacyToken(keyId: string, bytes: Buffer): string;
}

const KEY_FILE = 'secret-box.key';
/** Key ids of the single-key settings, which have none of their own. */
export const SINGLE_KEY_ID = 'secret-box-key';
export const DATA_DIR_KEY_ID = 'data-dir';

type KeyConfig = Pick<
  Config,
  'SECRET_BOX_KEYS' | 'SECRET_BOX_KEY' | 'SOCIAL_TOKEN_KEYS' | 'dataDir'
>;

/**
 * The key ring, the sealing key first: SECRET_BOX_KEYS, then the settings of earlier releases
 * (SOCIAL_TOKEN_KEYS, SECRET_BOX_KEY), then the key file in DATA_DIR when there is one. With no
 * key set, the file is made once: enough for one instance and the demo.
 */
export function secretBoxKeys(config: KeyConfig): Map<string, Buffer> {
  const ring = new Map<string, Buffer>();
  const add = (id: string, key: Buffer) => {
    if (ring.has(id)) {
      throw new ConfigError(
        `Invalid configuration:\n  the key id ${id} is given twice (SECRET_BOX_KEYS, SOCIAL_TOKEN_KEYS)`,
      );
    }
    ring.set(id, key);
  };
  for (const [id, key] of config.SECRET_BOX_KEYS ?? []) add(id, key);
  for (const [id, key] of config.SOCIAL_TOKEN_KEYS ?? []) add(id, key);
  if (config.SECRET_BOX_KEY) add(SINGLE_KEY_ID, Buffer.from(config.SECRET_BOX_KEY, 'base64'));
  const file = path.join(config.dataDir, KEY_FILE);
  if (ring.size === 0 && !fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    // `wx`: of two processes starting together, the second reads the first one's key.
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  // Kept after configured keys so that values sealed before a key was set still open.
  if (fs.existsSync(file)) {
    add(DATA_DIR_KEY_ID, Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  }
  return ring;
}

/** `keys` in order of preference: the first one seals. */
export function createSecretBox(keys: ReadonlyMap<string, Buffer>): SecretBox {
  const [current] = keys;
  if (!current) throw new Error('the secret box has no key');
  for (const key of keys.values()) {
    if (key.length !== 32) throw new Error('secret box keys must be 32 bytes');
  }
  const [currentKeyId, currentKey] = current;
  return {
    currentKeyId,
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', currentKey, iv);
      cipher.setAAD(Buffer.from(`v2|${currentKeyId}|${context}`));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v2', currentKeyId, ...[iv, cipher.getAuthTag(), body].map(encode)].join('.');
    },
    open(sealed, context) {
      const parts = parse(sealed);
      if (parts.version === 'v1') {
        // v1 (before rotation) names no key: it was sealed with the one key of its day.
        for (const key of keys.values()) {
          try {
            return decrypt(key, parts, Buffer.from(context));
          } catch {}
        }
        throw new Error('no key of the ring opens this value');
      }
      const key = keys.get(parts.keyId);
      if (!key) throw new Error(`the key ${parts.keyId} is not configured`);
      return decrypt(key, parts, Buffer.from(`v2|${parts.keyId}|${context}`));
    },
    isStale(sealed) {
      const parts = parse(sealed);
      return parts.version !== 'v2' || parts.keyId !== currentKeyId;
    },
    openLegacyToken(keyId, bytes) {
      const key = keys.get(keyId);
      if (!key) throw new Error(`the key ${keyId} is not configured`);
      const parts = {
        iv: bytes.subarray(0, 12),
        tag: bytes.subarray(12, 28),
        body: bytes.subarray(28),
      };
      return decrypt(key, parts, Buffer.from(keyId));
    },
  };
}

interface Parts {
  iv: Buffer;
  tag: Buffer;
  body: Buffer;
}

/** `v1.<iv>.<tag>.<body>` or `v2.<key id>.<iv>.<tag>.<body>`; a key id may hold dots. */
function parse(sealed: string): Parts & { version: 'v1' | 'v2'; keyId: string } {
  const parts = sealed.split('.');
  const version = parts.shift();
  const [iv, tag, body] = parts.splice(-3).map((part) => Buffer.from(part, 'base64url'));
  const keyId = parts.join('.');
  const named = version === 'v2' && keyId !== '';
  if (!iv || !tag || !body || !(named || (version === 'v1' && keyId === ''))) {
    throw new Error('not a sealed value');
  }
  return { version: named ? 'v2' : 'v1', keyId, iv, tag, body };
}

function decrypt(key: Buffer, { iv, tag, body }: Parts, aad: Buffer): string {
  // A full 16-byte tag only: a shortened one would make forgeries cheaper.
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

function encode(part: Buffer): string {
  return part.toString('base64url');
}
