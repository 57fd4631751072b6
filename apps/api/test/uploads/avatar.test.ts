import { WEB_LINKS } from '@fitmarket/core/links';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../src/db/schema';
import { ABANDONED_UPLOAD_GRACE_MS, abandonedUploadsCleanupJob } from '../../src/uploads/cleanup';
import { discardAbandonedUploads } from '../../src/uploads/stored-images';
import {
  bearer,
  codeMailedTo,
  expectRefusal,
  ROOMY_RATE_LIMITS,
} from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn, signInStaff, TEST_PASSWORD } from '../helpers/users';
import { uploadAvatar } from './upload-helpers';

let t: TestApp;
beforeAll(async () => {
  // Every back-office save counts as a password attempt; these tests save many times.
  t = await createTestApp({ env: { ...ROOMY_RATE_LIMITS, AUTH_RATE_LIMIT_PER_ADDRESS: '1000' } });
});
afterAll(() => t.close());

/** The two places a person sets their avatar: marketplace settings and the staff profile. */
const areas = {
  marketplace: {
    async signedIn() {
      const user = await createUser(t.deps.database.db);
      return { user, token: await signIn(t.app, user.email) };
    },
    save: (token: string, image: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/me/settings',
        headers: bearer(token),
        payload: { image },
      }),
  },
  'back-office': {
    async signedIn() {
      const user = await createUser(t.deps.database.db, { role: 'admin' });
      return { user, token: await signInStaff(t, user.email) };
    },
    save: (token: string, image: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/admin/profile',
        headers: bearer(token),
        payload: { first_name: 'Kaisa', last_name: 'Korhonen', password: TEST_PASSWORD, image },
      }),
  },
};

async function userRow(id: number) {
  const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

async function fileExists(id: string) {
  const rows = await t.deps.database.db.select().from(files).where(eq(files.id, id));
  return rows.length > 0;
}

describe.each(Object.entries(areas))('the avatar in the %s', (_area, area) => {
  it('becomes an image the same person uploaded, shown at its address', async () => {
    const { user, token } = await area.signedIn();
    const image = await uploadAvatar(t, token);

    const response = await area.save(token, image.id);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.image).toBe(image.url);
    expect(await userRow(user.id)).toMatchObject({ imageFileId: image.id, image: image.url });
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('takes back the address it gave, which changes nothing', async () => {
    const { user, token } = await area.signedIn();
    const image = await uploadAvatar(t, token);
    await area.save(token, image.id);

    const response = await area.save(token, image.url);

    expect(response.statusCode, response.body).toBe(200);
    expect((await userRow(user.id))?.imageFileId).toBe(image.id);
    expect(await fileExists(image.id)).toBe(true);
  });

  it("refuses someone else's upload, by id or by address, with 1301 on image", async () => {
    const { user, token } = await area.signedIn();
    const stranger = await areas.marketplace.signedIn();
    const theirs = await uploadAvatar(t, stranger.token);

    for (const value of [theirs.id, theirs.url, theirs.variants[0]?.url]) {
      expectRefusal(await area.save(token, value), 422, 1301, 'image');
    }
    expect((await userRow(user.id))?.image).toBeNull();
  });

  it('refuses anything that is not an upload: scripts, data, other sites, unknown ids', async () => {
    const { user, token } = await area.signedIn();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const value of [
      'javascript:alert(document.cookie)',
      `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      `data:image/png;base64,${'A'.repeat(2_000_000)}`,
      'https://evil.example.com/me.png',
      '//evil.example.com/uploads/avatar/me.webp',
      '/uploads/../../etc/passwd',
      '3f0d8a4e-7c1b-4f7e-9a55-2b1c7d0e9f11',
      '',
    ]) {
      expectRefusal(await area.save(token, value), 422, 1301, 'image');
    }
    expect((await userRow(user.id))?.image).toBeNull();
  });

  it('refuses a value that is not text at all', async () => {
    const { token } = await area.signedIn();
    expectRefusal(await area.save(token, { url: 'x' }), 422, 1301, 'image');
  });

  it('replaces the avatar and deletes the old one with its copies; null removes it', async () => {
    const { user, token } = await area.signedIn();
    const first = await uploadAvatar(t, token);
    const second = await uploadAvatar(t, token, 'jpeg');
    await area.save(token, first.id);

    expect((await area.save(token, second.id)).json().data.image).toBe(second.url);

    expect(await fileExists(first.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);

    const removed = await area.save(token, null);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.image).toBeNull();
    expect(await userRow(user.id)).toMatchObject({ imageFileId: null, image: null });
    expect(await fileExists(second.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);
  });
});

describe('avatars picked and never saved', () => {
  it('are deleted with their copies once old enough; the ones shown stay', async () => {
    const { token } = await areas.marketplace.signedIn();
    const shown = await uploadAvatar(t, token);
    const abandoned = await uploadAvatar(t, token);
    await areas.marketplace.save(token, shown.id);
    const deps = { db: t.deps.database.db, storage: t.deps.storage };

    // Not yet old enough.
    await discardAbandonedUploads(deps, new Date(Date.now() - 60_000));
    expect(await fileExists(abandoned.id)).toBe(true);

    await discardAbandonedUploads(deps, new Date(Date.now() + 60_000));
    expect(await fileExists(abandoned.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: abandoned.url })).statusCode).toBe(404);
    expect(await fileExists(shown.id)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: shown.url })).statusCode).toBe(200);
  });

  it('are swept by the hourly job only after a day, so an open form can still save', async () => {
    const { token } = await areas.marketplace.signedIn();
    const fresh = await uploadAvatar(t, token);
    const job = abandonedUploadsCleanupJob(
      { db: t.deps.database.db, storage: t.deps.storage },
      { info() {}, error() {} },
    );

    await job.run();

    expect(await fileExists(fresh.id)).toBe(true);
    await t.deps.database.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - ABANDONED_UPLOAD_GRACE_MS - 60_000) })
      .where(eq(files.id, fresh.id));
    await job.run();
    expect(await fileExists(fresh.id)).toBe(false);
  });
});

describe('deleting the account', () => {
  it('deletes its uploads and their stored copies, the avatar and the others', async () => {
    const { user, token } = await areas.marketplace.signedIn();
    const shown = await uploadAvatar(t, token);
    const unused = await uploadAvatar(t, token, 'jpeg');
    await areas.marketplace.save(token, shown.id);

    await t.app.inject({ method: 'DELETE', url: '/v1/me', headers: bearer(token) });
    const code = await codeMailedTo(t, user.email, WEB_LINKS.deleteAccount);
    const done = await t.app.inject({ method: 'POST', url: `/v1/account/delete/${code}` });

    expect(done.statusCode, done.body).toBe(200);
    for (const image of [shown, unused]) {
      expect(await fileExists(image.id)).toBe(false);
      for (const variant of image.variants) {
        expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(404);
      }
    }
  });
});

describe('the database', () => {
  it('keeps an avatar address only together with its file', async () => {
    const user = await createUser(t.deps.database.db);
    await expect(
      t.deps.database.db
        .update(users)
        .set({ image: 'javascript:alert(1)' })
        .where(eq(users.id, user.id)),
    ).rejects.toThrow();
  });
});
