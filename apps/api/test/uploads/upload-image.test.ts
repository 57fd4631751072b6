import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { IMAGE_KINDS } from '@fitmarket/core/rules/image';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema';
import { copySize } from '../../src/uploads/image-pipeline';
import { expectRefusal, ROOMY_RATE_LIMITS } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createUser, signIn } from '../helpers/users';
import { makeImage, multipart, upload } from './upload-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: ROOMY_RATE_LIMITS });
});
afterAll(() => t.close());

async function signedInUser() {
  const user = await createUser(t.deps.database.db);
  return { user, token: await signIn(t.app, user.email) };
}

function filesOf(ownerId: number) {
  return t.deps.database.db.select().from(files).where(eq(files.ownerId, ownerId));
}

/** Every file under DATA_DIR/uploads, so a test can tell that nothing was stored. */
function storedFileCount(): number {
  const root = path.join(t.deps.config.dataDir, 'uploads');
  if (!fs.existsSync(root)) return 0;
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    .length;
}

/** A PNG whose header claims a size, with no pixels after it: enough for the decoder to read it. */
function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploading an image', () => {
  it('takes a PNG named .gif as the PNG it is, and keeps resized WebP copies', async () => {
    const { user, token } = await signedInUser();
    const response = await upload(t, token, await makeImage('png'), 'holiday.gif');

    expect(response.statusCode, response.body).toBe(201);
    const image = response.json().data;
    expect(image).toMatchObject({ kind: 'avatar', format: 'png', width: 400, height: 300 });
    // Square copies, never wider than the upload allows (300 px high here).
    expect(
      image.variants.map((v: { width: number; height: number }) => [v.width, v.height]),
    ).toEqual([
      [128, 128],
      [256, 256],
      [300, 300],
    ]);
    expect(image.url).toBe(`/uploads/avatar/${image.id}/256.webp`);

    const [record] = await filesOf(user.id);
    expect(record).toMatchObject({ id: image.id, kind: 'avatar', format: 'png', ownerId: user.id });
    expect(record?.variants).toHaveLength(IMAGE_KINDS.avatar.widths.length);
    for (const variant of record?.variants ?? []) {
      expect(variant.format).toBe('webp');
      expect(variant.bytes).toBeGreaterThan(0);
      expect(variant.key).toMatch(new RegExp(`^avatar/${image.id}/\\d+\\.webp$`));
    }
  });

  it('serves each copy as WebP with a year-long immutable cache, never sniffed', async () => {
    const { token } = await signedInUser();
    const image = (await upload(t, token, await makeImage('jpeg'), 'me.jpg')).json().data;

    for (const variant of image.variants) {
      const response = await t.app.inject({ method: 'GET', url: variant.url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('accepts a GIF, and keeps only the first frame of an animated one', async () => {
    const { token } = await signedInUser();
    const frame = (colour: string) =>
      sharp({ create: { width: 240, height: 240, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#c00'), await frame('#00c')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);

    const response = await upload(t, token, animated, 'wave.gif');

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ format: 'gif', width: 240, height: 240 });
    const copy = await t.deps.storage.get(`avatar/${response.json().data.id}/256.webp`);
    const metadata = await sharp(copy?.body).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    const { dominant } = await sharp(copy?.body).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it('removes EXIF (GPS position, camera, copyright) from every copy, turning it upright first', async () => {
    const { token } = await signedInUser();
    const photo = await sharp({
      create: { width: 300, height: 400, channels: 3, background: '#468' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'SecretCam', Copyright: 'Private Person' },
        // sharp's name for the GPS block: Helsinki.
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '60/1 10/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '24/1 56/1 0/1',
        },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('SecretCam');
    expect(sent.orientation).toBe(6);

    const response = await upload(t, token, photo, 'photo.jpeg');

    expect(response.statusCode, response.body).toBe(201);
    // Orientation 6 means "turn 90°": the upright photo is 400 wide and 300 high.
    expect(response.json().data).toMatchObject({ width: 400, height: 300 });
    for (const variant of response.json().data.variants) {
      const copy = await t.app.inject({ method: 'GET', url: variant.url });
      const metadata = await sharp(copy.rawPayload).metadata();
      expect(metadata.exif, variant.url).toBeUndefined();
      expect(metadata.xmp, variant.url).toBeUndefined();
      expect(metadata.orientation, variant.url).toBeUndefined();
      expect(copy.rawPayload.toString('latin1')).not.toContain('SecretCam');
    }
  });

  it('refuses a text file named .png and an SVG with 1023, and stores nothing', async () => {
    const { user, token } = await signedInUser();
    const before = storedFileCount();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">' +
      '<script>alert(document.cookie)</script><rect width="400" height="400"/></svg>';

    for (const [body, name] of [
      ['Just some text, not a picture at all.', 'notes.png'],
      [svg, 'drawing.svg'],
      [svg, 'drawing.png'],
      [`<?xml version="1.0"?>${svg}`, 'drawing.gif'],
      ['<html><script>alert(1)</script></html>', 'page.jpg'],
      [Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(500)]), 'broken.png'],
    ] as const) {
      expectRefusal(await upload(t, token, body, name), 422, 1023, 'file');
    }
    expect(await filesOf(user.id)).toEqual([]);
    expect(storedFileCount()).toBe(before);
  });

  it('refuses a file over 1 MB with 413 and 1024 while it arrives', async () => {
    const { user, token } = await signedInUser();
    const big = Buffer.concat([await makeImage('png'), randomBytes(1.1 * 1024 * 1024)]);

    expectRefusal(await upload(t, token, big, 'big.png'), 413, 1024, 'file');
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('refuses an image smaller than 200 × 200 pixels with 1153', async () => {
    const { token } = await signedInUser();
    for (const size of [
      { width: 10, height: 10 },
      { width: 199, height: 400 },
      { width: 400, height: 199 },
    ]) {
      expectRefusal(await upload(t, token, await makeImage('png', size), 'small.png'), 422, 1153);
    }
  });

  it('refuses an image that would unpack to more pixels than allowed, without decoding it', async () => {
    const { token } = await signedInUser();
    const bomb = pngClaiming(20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);

    expectRefusal(await upload(t, token, bomb, 'bomb.png'), 413, 1024, 'file');
  });

  it('needs sign-in, before anything is read', async () => {
    const response = await upload(t, null, await makeImage('png'), 'me.png');
    expectRefusal(response, 401, 1002);
  });

  it('answers a request without a file, or not multipart, or of an unknown kind, with a code', async () => {
    const { token } = await signedInUser();
    const authorization = `Bearer ${token}`;
    const empty = await multipart('', 'nothing.txt', 'comment');
    expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/v1/uploads?kind=avatar',
        headers: {
          authorization,
          'content-type': empty.headers['content-type'].replace(/=.*/, '=x'),
        },
        payload: '--x--\r\n',
      }),
      422,
      1307,
      'file',
    );
    expectRefusal(
      await t.app.inject({
        method: 'POST',
        url: '/v1/uploads?kind=avatar',
        headers: { authorization },
        payload: { file: 'data:image/png;base64,AAAA' },
      }),
      415,
      1300,
    );
    expectRefusal(
      await upload(t, token, await makeImage('png'), 'me.png', 'virus'),
      422,
      1301,
      'kind',
    );
  });

  it('limits uploads per person and hour, saying when to come back', async () => {
    const { token } = await signedInUser();
    const other = await signedInUser();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await upload(t, token, 'not an image', 'x.png')).statusCode).toBe(422);
    }
    const refused = await upload(t, token, await makeImage('png'), 'me.png');
    expectRefusal(refused, 429, 1151);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held back by it.
    expect((await upload(t, other.token, await makeImage('png'), 'me.png')).statusCode).toBe(201);
  });
});

describe('copySize', () => {
  it('cuts to the aspect ratio and never enlarges', () => {
    expect(copySize(400, 300, 256, 1)).toEqual({ width: 256, height: 256 });
    expect(copySize(400, 300, 512, 1)).toEqual({ width: 300, height: 300 });
    expect(copySize(1000, 500, 512, 2)).toEqual({ width: 512, height: 256 });
  });

  it('keeps the proportions when the kind has no aspect ratio', () => {
    expect(copySize(1000, 500, 256, null)).toEqual({ width: 256, height: 128 });
    expect(copySize(300, 600, 512, null)).toEqual({ width: 300, height: 600 });
  });
});
