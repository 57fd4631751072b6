import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createFileStorage, type FileStorage } from '../../src/platform/storage/file-storage';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const invalidKeys = [
  '../escape.png',
  'avatars/../../escape.png',
  '/absolute.png',
  'Upper.png',
  'a//b.png',
  'space .png',
  '',
];

function makeTempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-storage-'));
}

describe('local file storage', () => {
  const dataDir = makeTempDir();
  const storage = createFileStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a file under DATA_DIR/uploads and gives it back with its content type', async () => {
    const stored = await storage.put('avatars/7/a1b2.png', png, 'image/png');

    expect(stored).toEqual({ key: 'avatars/7/a1b2.png', url: '/uploads/avatars/7/a1b2.png' });
    expect(fs.readFileSync(path.join(dataDir, 'uploads/avatars/7/a1b2.png'))).toEqual(png);
    expect(await storage.get('avatars/7/a1b2.png')).toEqual({
      body: png,
      contentType: 'image/png',
    });
    expect(storage.url('avatars/7/a1b2.png')).toBe('/uploads/avatars/7/a1b2.png');
  });

  it('deletes a file, and treats a missing file or a folder as no file', async () => {
    await storage.put('certificates/9/scan.jpg', png, 'image/jpeg');
    await storage.delete('certificates/9/scan.jpg');

    expect(await storage.get('certificates/9/scan.jpg')).toBeNull();
    expect(fs.existsSync(path.join(dataDir, 'uploads/certificates/9/scan.jpg'))).toBe(false);
    await expect(storage.delete('certificates/9/scan.jpg')).resolves.toBeUndefined();
    expect(await storage.get('certificates')).toBeNull();
  });

  it('finds the key in an address it handed out, and in no other', () => {
    expect(storage.keyOf('/uploads/avatar/x1/256.webp')).toBe('avatar/x1/256.webp');
    for (const address of [
      'https://evil.example.com/uploads/avatar/x1/256.webp',
      '/uploads/../secret.txt',
      '/uploadsavatar/x1.webp',
      'javascript:alert(1)',
      'avatar/x1/256.webp',
    ]) {
      expect(storage.keyOf(address), address).toBeNull();
    }
  });

  it.each(['text/html', 'image/svg+xml', 'application/javascript', ''])(
    'refuses to store a file as %j, which a browser could run',
    async (contentType) => {
      await expect(storage.put('avatars/7/page.png', png, contentType)).rejects.toThrow(
        /Refusing to store/,
      );
      expect(fs.existsSync(path.join(dataDir, 'uploads/avatars/7/page.png'))).toBe(false);
    },
  );

  it.each(invalidKeys)(
    'refuses the key %j, so nothing is written outside its folder',
    async (key) => {
      await expect(storage.put(key, png, 'image/png')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
      expect(() => storage.url(key)).toThrow(/Invalid storage key/);
      expect(fs.existsSync(path.join(dataDir, 'escape.png'))).toBe(false);
      expect(fs.existsSync(path.join(path.dirname(dataDir), 'escape.png'))).toBe(false);
    },
  );
});

/** The S3 adapter against s3rver, a real S3-compatible server (signatures checked) in this process. */
describe('S3 file storage', () => {
  const bucket = 'fitmarket-test';
  const s3Dir = makeTempDir();
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: bucket }],
  });
  let endpoint = '';

  // s3rver checks request signatures against its fixed test credentials.
  function s3Storage(env: Record<string, string> = {}): FileStorage {
    return createFileStorage(
      loadConfig({
        NODE_ENV: 'test',
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        ...env,
      }),
    );
  }

  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
  });

  it('puts a file in the bucket and gets it back with its content type', async () => {
    const storage = s3Storage();
    const stored = await storage.put('avatars/7/a1b2.png', png, 'image/png');

    expect(stored).toEqual({
      key: 'avatars/7/a1b2.png',
      url: `${endpoint}/${bucket}/avatars/7/a1b2.png`,
    });
    expect(await storage.get('avatars/7/a1b2.png')).toEqual({
      body: png,
      contentType: 'image/png',
    });
  });

  it('hands out a URL where a browser fetches the file, cacheable for long', async () => {
    const storage = s3Storage();
    await storage.put('gallery/3/photo.png', png, 'image/png');

    const response = await fetch(storage.url('gallery/3/photo.png'));

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
  });

  it('deletes a file, and treats a missing file as no file', async () => {
    const storage = s3Storage();
    await storage.put('certificates/9/scan.jpg', png, 'image/jpeg');
    await storage.delete('certificates/9/scan.jpg');

    expect(await storage.get('certificates/9/scan.jpg')).toBeNull();
    await expect(storage.delete('certificates/9/scan.jpg')).resolves.toBeUndefined();
  });

  it('builds URLs on S3_PUBLIC_URL when set (a CDN in front of the bucket)', () => {
    const storage = s3Storage({ S3_PUBLIC_URL: 'https://cdn.example.com/files/' });
    expect(storage.url('avatars/7/a1b2.png')).toBe(
      'https://cdn.example.com/files/avatars/7/a1b2.png',
    );
  });

  it('finds the key in its own addresses only', () => {
    const storage = s3Storage({ S3_PUBLIC_URL: 'https://cdn.example.com/files' });
    expect(storage.keyOf('https://cdn.example.com/files/avatar/x1/256.webp')).toBe(
      'avatar/x1/256.webp',
    );
    expect(storage.keyOf('https://cdn.example.com/other/avatar/x1/256.webp')).toBeNull();
    expect(storage.keyOf('/uploads/avatar/x1/256.webp')).toBeNull();
  });

  it('refuses to store HTML or SVG before asking the server', async () => {
    for (const contentType of ['text/html', 'image/svg+xml']) {
      await expect(s3Storage().put('avatars/7/page.png', png, contentType)).rejects.toThrow(
        /Refusing to store/,
      );
    }
    expect(await s3Storage().get('avatars/7/page.png')).toBeNull();
  });

  it('signs its requests: wrong credentials are refused', async () => {
    const storage = s3Storage({ S3_SECRET_ACCESS_KEY: 'wrong-secret' });
    await expect(storage.put('avatars/7/other.png', png, 'image/png')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
  });

  it('refuses an invalid key before asking the server', async () => {
    await expect(s3Storage().put('../escape.png', png, 'image/png')).rejects.toThrow(
      /Invalid storage key/,
    );
  });
});
