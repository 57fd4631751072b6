import { MEMBERSHIP_PERKS } from '@fitmarket/core/rules/membership';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema';
import { discardAbandonedUploads } from '../../src/uploads/stored-images';
import { expectRefusal, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeImage, upload } from '../uploads/upload-helpers';
import { profileCall, signedInProfessional } from './profile-helpers';

let t: TestApp;
beforeAll(async () => {
  // Membership limits need many uploads by one person.
  t = await createTestApp({ env: { ...ROOMY_RATE_LIMITS } });
});
afterAll(() => t.close());

let image: Buffer;
beforeAll(async () => {
  image = await makeImage('jpeg');
});

async function uploaded(token: string, kind: 'photo' | 'certificate' | 'avatar') {
  const response = await upload(t, token, image, `${kind}.jpg`, kind);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; kind: string; url: string };
}

async function fileExists(id: string) {
  const rows = await t.deps.database.db.select().from(files).where(eq(files.id, id));
  return rows.length > 0;
}

const savePhotos = (token: string, photos: { image: string; caption?: string }[]) =>
  profileCall(t, token, 'PUT', '/photos', {
    photos: photos.map((photo) => ({ caption: '', ...photo })),
  });

describe('uploads of kind photo and certificate', () => {
  it('are accepted and kept in their own copies', async () => {
    const { token } = await signedInProfessional(t);
    const photo = await uploaded(token, 'photo');
    expect(photo.kind).toBe('photo');
    expect(photo.url).toMatch(/\/photo\/[0-9a-f-]{36}\/800\.webp$/);
    const certificate = await uploaded(token, 'certificate');
    expect(certificate.url).toMatch(/\/certificate\/[0-9a-f-]{36}\/1200\.webp$/);
  });
});

describe('PUT /v1/me/professional/photos', () => {
  it('keeps the gallery in order with captions, and takes back the addresses it gave', async () => {
    const { token } = await signedInProfessional(t);
    const [a, b] = [await uploaded(token, 'photo'), await uploaded(token, 'photo')];
    const first = await savePhotos(token, [
      { image: a.id, caption: 'Studio' },
      { image: b.id, caption: 'Park' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.photos).toMatchObject([
      { image: a.url, caption: 'Studio' },
      { image: b.url, caption: 'Park' },
    ]);

    // Reordered by sending back what the profile answered.
    const second = await savePhotos(token, [
      { image: b.url, caption: 'Park' },
      { image: a.url, caption: 'Studio at dawn' },
    ]);
    expect(second.json().data.photos).toMatchObject([
      { image: b.url },
      { image: a.url, caption: 'Studio at dawn' },
    ]);

    // A photo taken out of the gallery is deleted with its copies.
    await savePhotos(token, [{ image: b.url }]);
    expect(await fileExists(a.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: a.url })).statusCode).toBe(404);
    expect(await fileExists(b.id)).toBe(true);
  });

  it('allows as many photos as the membership gives, and says how many', async () => {
    const { token } = await signedInProfessional(t);
    const free = MEMBERSHIP_PERKS[1].maxPhotos;
    const photos = [];
    for (let i = 0; i <= free; i++) photos.push({ image: (await uploaded(token, 'photo')).id });
    const refused = await savePhotos(token, photos);
    expectRefusal(refused, 422, 1322, 'photos');
    expect(refused.json().errors[0].message).toContain(String(free));
    expect((await savePhotos(token, photos.slice(0, free))).statusCode).toBe(200);

    const premium = await signedInProfessional(t, { membershipId: 3 });
    const premiumPhotos = [];
    for (let i = 0; i <= free; i++) {
      premiumPhotos.push({ image: (await uploaded(premium.token, 'photo')).id });
    }
    expect((await savePhotos(premium.token, premiumPhotos)).statusCode).toBe(200);
  });

  it("refuses someone else's upload, another kind and foreign addresses", async () => {
    const { token } = await signedInProfessional(t);
    const other = await signedInProfessional(t);
    const foreign = await uploaded(other.token, 'photo');
    const avatar = await uploaded(token, 'avatar');
    const mine = await uploaded(token, 'photo');

    for (const value of [foreign.id, foreign.url, avatar.id, 'https://evil.example/x.jpg']) {
      const response = await savePhotos(token, [{ image: mine.id }, { image: value }]);
      expectRefusal(response, 422, 1301, 'photos.1.image');
    }
    expect((await profileCall(t, token, 'GET', '')).json().data.photos).toEqual([]);
    // The other professional's file is untouched.
    expect(await fileExists(foreign.id)).toBe(true);
  });
});

describe('PUT /v1/me/professional/certificates', () => {
  it('keeps certificates with optional id number and scan', async () => {
    const { token } = await signedInProfessional(t);
    const scan = await uploaded(token, 'certificate');
    const response = await profileCall(t, token, 'PUT', '/certificates', {
      certificates: [
        { title: 'Personal trainer (EREPS)', id_number: 'FI-1234', image: scan.id },
        { title: 'First aid', id_number: null, image: null },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.certificates).toMatchObject([
      { title: 'Personal trainer (EREPS)', id_number: 'FI-1234', image: scan.url },
      { title: 'First aid', id_number: null, image: null },
    ]);
  });

  it('takes back the scan address it gave, and deletes a scan taken out', async () => {
    const { token } = await signedInProfessional(t);
    const [old, next] = [
      await uploaded(token, 'certificate'),
      await uploaded(token, 'certificate'),
    ];
    const save = (image: string) =>
      profileCall(t, token, 'PUT', '/certificates', {
        certificates: [{ title: 'Yoga teacher', id_number: null, image }],
      });
    await save(old.id);
    const unchanged = await save(old.url);
    expect(unchanged.json().data.certificates[0].image).toBe(old.url);
    await save(next.id);
    expect(await fileExists(old.id)).toBe(false);
    expect(await fileExists(next.id)).toBe(true);
  });

  it('allows as many as the membership gives, each with a title and an own scan', async () => {
    const { token } = await signedInProfessional(t);
    const free = MEMBERSHIP_PERKS[1].maxCertificates;
    const certificates = Array.from({ length: free + 1 }, (_, i) => ({
      title: `Course ${i}`,
      id_number: null,
      image: null,
    }));
    const refused = await profileCall(t, token, 'PUT', '/certificates', { certificates });
    expectRefusal(refused, 422, 1321, 'certificates');
    expect(refused.json().errors[0].message).toContain(String(free));

    const untitled = await profileCall(t, token, 'PUT', '/certificates', {
      certificates: [{ title: ' ', id_number: null, image: null }],
    });
    expectRefusal(untitled, 422, 1307, 'certificates.0.title');

    const other = await signedInProfessional(t);
    const foreign = await uploaded(other.token, 'certificate');
    const photo = await uploaded(token, 'photo');
    for (const image of [foreign.id, photo.id]) {
      const response = await profileCall(t, token, 'PUT', '/certificates', {
        certificates: [{ title: 'Yoga teacher', id_number: null, image }],
      });
      expectRefusal(response, 422, 1301, 'certificates.0.image');
    }
  });
});

describe('the clean-up of abandoned uploads', () => {
  it('keeps photos and scans a profile shows, and deletes those nothing shows', async () => {
    const { token } = await signedInProfessional(t);
    const shownPhoto = await uploaded(token, 'photo');
    const shownScan = await uploaded(token, 'certificate');
    const abandonedPhoto = await uploaded(token, 'photo');
    const abandonedScan = await uploaded(token, 'certificate');
    await savePhotos(token, [{ image: shownPhoto.id }]);
    await profileCall(t, token, 'PUT', '/certificates', {
      certificates: [{ title: 'Pilates', id_number: null, image: shownScan.id }],
    });

    await discardAbandonedUploads(
      { db: t.deps.database.db, storage: t.deps.storage },
      new Date(Date.now() + 60_000),
    );

    expect(await fileExists(shownPhoto.id)).toBe(true);
    expect(await fileExists(shownScan.id)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: shownPhoto.url })).statusCode).toBe(200);
    expect(await fileExists(abandonedPhoto.id)).toBe(false);
    expect(await fileExists(abandonedScan.id)).toBe(false);
  });
});
