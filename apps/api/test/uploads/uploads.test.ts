import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('uploaded files on local storage', () => {
  it('serves a stored file at its URL with its content type and a long cache', async () => {
    const { url } = await t.deps.storage.put('avatars/5/c3d4.png', png, 'image/png');

    const response = await t.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(png);
  });

  it('answers 404 with code 1302 for a file that is not there, or no longer', async () => {
    const { url } = await t.deps.storage.put('avatars/5/old.png', png, 'image/png');
    await t.deps.storage.delete('avatars/5/old.png');

    for (const missing of [url, '/uploads/avatars/5/never.png', '/uploads/avatars']) {
      const response = await t.app.inject({ method: 'GET', url: missing });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0].code).toBe(1302);
    }
  });

  it('never serves a file from outside the uploads folder', async () => {
    fs.writeFileSync(path.join(t.deps.config.dataDir, 'secret.txt'), 'not for the web');

    for (const url of [
      '/uploads/..%2fsecret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/../secret.txt',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('not for the web');
    }
  });
});
