import sharp from 'sharp';
import type { TestApp } from '../helpers/test-app';

/** A real image made on the spot: a gradient, so its copies are not trivially tiny. */
export function makeImage(
  format: 'png' | 'jpeg' | 'gif',
  { width = 400, height = 300 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  });
  return image.toFormat(format).toBuffer();
}

/** The multipart body a browser sends for one file, and its Content-Type with the boundary. */
export async function multipart(body: Buffer | string, fileName: string, fieldName = 'file') {
  const form = new FormData();
  form.append(fieldName, new Blob([body]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** POST /v1/uploads with one file, as a signed-in user. */
export async function upload(
  t: TestApp,
  token: string | null,
  body: Buffer | string,
  fileName: string,
  kind = 'avatar',
) {
  const form = await multipart(body, fileName);
  return t.app.inject({
    method: 'POST',
    url: `/v1/uploads?kind=${kind}`,
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: form.payload,
  });
}

/** Uploads an avatar that must be accepted, and answers the upload. */
export async function uploadAvatar(t: TestApp, token: string, format: 'png' | 'jpeg' = 'png') {
  const response = await upload(t, token, await makeImage(format), `me.${format}`);
  if (response.statusCode !== 201) {
    throw new Error(`upload failed (${response.statusCode}): ${response.body}`);
  }
  return response.json().data as { id: string; url: string; variants: { url: string }[] };
}
