import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  createSecretBox,
  DATA_DIR_KEY_ID,
  SINGLE_KEY_ID,
  secretBoxKeys,
} from '../../src/platform/secret-box';

const k1 = randomBytes(32);
const k2 = randomBytes(32);
const ring = (...keys: [string, Buffer][]) => createSecretBox(new Map(keys));

/** Made by the releases before key rotation, with these keys: what databases hold today. */
const V1_KEY = Buffer.alloc(32, 7);
const V1_SEALED = 'v1.wBcRaYFpl0MG1mZE.790205L8adyaO90K_TaSdg.6vCpgsjXh3ji7ey11uZMrQ';
const TOKEN_KEY = Buffer.alloc(32, 9);
const TOKEN_BYTES = Buffer.from(
  'CdPPg2fPLSDqjAvnJJnkS4xvmCTMeCwBDJ3v3SW6Kzis8Gj9gkPjkMWe3A==',
  'base64',
);

describe('the secret box', () => {
  it('seals with the first key, naming it, and opens only with the same context', () => {
    const box = ring(['k2', k2], ['k1', k1]);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'staff-totp:1');
    expect(sealed).toMatch(/^v2\.k2\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'staff-totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'staff-totp:2')).toThrow();
    // Altered, or its key id changed: refused.
    const [, , iv, tag, body] = sealed.split('.');
    expect(() => box.open(`v2.k2.${iv}.${tag}.${body?.slice(1)}A`, 'staff-totp:1')).toThrow();
    expect(() => box.open(`v2.k1.${iv}.${tag}.${body}`, 'staff-totp:1')).toThrow();
    expect(() => box.open(`v2.k2.${iv}.${tag?.slice(0, 8)}.${body}`, 'staff-totp:1')).toThrow();
    expect(() => box.open('not sealed', 'staff-totp:1')).toThrow('not a sealed value');
  });

  it('opens what an older key sealed and calls it stale; a dropped key opens nothing', () => {
    const sealed = ring(['k1', k1]).seal('secret', 'c');
    const rotated = ring(['k2', k2], ['k1', k1]);
    expect(rotated.currentKeyId).toBe('k2');
    expect(rotated.open(sealed, 'c')).toBe('secret');
    expect(rotated.isStale(sealed)).toBe(true);
    expect(rotated.isStale(rotated.seal('secret', 'c'))).toBe(false);
    expect(() => ring(['k2', k2]).open(sealed, 'c')).toThrow(/k1 is not configured/);
  });

  it('key ids may hold dots', () => {
    const box = ring(['2026.11', k1]);
    expect(box.open(box.seal('secret', 'c'), 'c')).toBe('secret');
  });

  it('opens TOTP secrets sealed before rotation (v1) with whichever key of the ring made them', () => {
    const box = ring(['k2', k2], [SINGLE_KEY_ID, V1_KEY]);
    expect(box.open(V1_SEALED, 'staff-totp:42')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isStale(V1_SEALED)).toBe(true);
    expect(() => box.open(V1_SEALED, 'staff-totp:43')).toThrow();
    expect(() => ring(['k2', k2]).open(V1_SEALED, 'staff-totp:42')).toThrow();
  });

  it('opens provider tokens stored by the former token cipher', () => {
    const box = ring(['k2', k2], ['k1', TOKEN_KEY]);
    expect(box.openLegacyToken('k1', TOKEN_BYTES)).toBe('IGQVJ-old-token');
    // The key id was authenticated: the bytes under another id do not open.
    expect(() => box.openLegacyToken('k2', TOKEN_BYTES)).toThrow();
  });
});

describe('the key ring from settings', () => {
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-keys-'));
  const encoded = (key: Buffer) => key.toString('base64');

  it('SECRET_BOX_KEYS first, then the earlier settings, then a key file already there', () => {
    const dataDir = folder();
    ring(...secretBoxKeys(loadConfig({ DATA_DIR: dataDir }))); // makes the file
    const config = loadConfig({
      DATA_DIR: dataDir,
      SECRET_BOX_KEYS: `new:${encoded(k2)}, old:${encoded(k1)}`,
      SOCIAL_TOKEN_KEYS: `t1:${encoded(TOKEN_KEY)}`,
      SECRET_BOX_KEY: encoded(V1_KEY),
    });
    expect([...secretBoxKeys(config).keys()]).toEqual([
      'new',
      'old',
      't1',
      SINGLE_KEY_ID,
      DATA_DIR_KEY_ID,
    ]);
    expect(secretBoxKeys(config).get('new')).toEqual(k2);
  });

  it('makes a key file only when no key is set, and reads the same one again', () => {
    const dataDir = folder();
    expect([
      ...secretBoxKeys(
        loadConfig({ DATA_DIR: dataDir, SECRET_BOX_KEYS: `a:${encoded(k1)}` }),
      ).keys(),
    ]).toEqual(['a']);
    expect(fs.readdirSync(dataDir)).toEqual([]);
    const first = secretBoxKeys(loadConfig({ DATA_DIR: dataDir }));
    expect([...first.keys()]).toEqual([DATA_DIR_KEY_ID]);
    expect(secretBoxKeys(loadConfig({ DATA_DIR: dataDir }))).toEqual(first);
  });

  it('refuses malformed keys and an id given twice', () => {
    expect(() => loadConfig({ SECRET_BOX_KEYS: 'k1:short' })).toThrow(/SECRET_BOX_KEYS/);
    expect(() => loadConfig({ SECRET_BOX_KEYS: `k1:${encoded(k1)},k1:${encoded(k2)}` })).toThrow(
      /distinct ids/,
    );
    const twice = loadConfig({
      DATA_DIR: folder(),
      SECRET_BOX_KEYS: `k1:${encoded(k1)}`,
      SOCIAL_TOKEN_KEYS: `k1:${encoded(k2)}`,
    });
    expect(() => secretBoxKeys(twice)).toThrow(/k1 is given twice/);
  });

  it('the server refuses to start with a provider and no shared key', () => {
    const provider = { INSTAGRAM_APP_ID: 'a', INSTAGRAM_APP_SECRET: 'b' };
    expect(() => loadConfig(provider)).toThrow(/SECRET_BOX_KEYS/);
    expect(() => loadConfig({ ...provider, SECRET_BOX_KEYS: `k1:${encoded(k1)}` })).not.toThrow();
    // An earlier release's setting still counts.
    expect(() => loadConfig({ ...provider, SOCIAL_TOKEN_KEYS: `k1:${encoded(k1)}` })).not.toThrow();
  });
});
