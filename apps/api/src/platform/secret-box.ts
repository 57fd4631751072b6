import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * Seals small secrets kept in the database (TOTP secrets, later provider tokens) with
 * AES-256-GCM, so a copy of the database alone reveals none of them. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). `context` (e.g. "staff-totp:42") is bound to the
 * value as associated data: a sealed value copied to another row or purpose does not open.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws when the value was not sealed with this key and context or was altered. */
  open(sealed: string, context: string): string;
}

const KEY_FILE = 'secret-box.key';

/**
 * SECRET_BOX_KEY (32 bytes, base64) when set, which every instance of a scaled-out installation
 * must share; otherwise a key made once in DATA_DIR, enough for one instance and the demo.
 */
export function secretBoxKey(config: Pick<Config, 'SECRET_BOX_KEY' | 'dataDir'>): Buffer {
  if (config.SECRET_BOX_KEY) return Buffer.from(config.SECRET_BOX_KEY, 'base64');
  const file = path.join(config.dataDir, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    // `wx`: of two processes starting together, the second reads the first one's key.
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secret box key must be 32 bytes');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map(encode).join('.');
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) {
        throw new Error('not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}

function encode(part: string | Buffer): string {
  return typeof part === 'string' ? part : part.toString('base64url');
}
