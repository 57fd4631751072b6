import { randomUUID } from 'node:crypto';
import { IMAGE_KINDS } from '@fitmarket/core/rules/image';
import sharp from 'sharp';
import type { StoredVariant } from '../db/schema';
import type { FileStorage } from '../platform/storage/file-storage';
import { escapeHtml } from '../shared/html';
import type { ImageCopy } from '../uploads/image-pipeline';
import { displayUrl, variantKey } from '../uploads/stored-images';
import { DEMO_CERTIFICATE_IMAGE_COUNT, DEMO_PHOTO_THEMES } from './plan-profile-extras';

/** Soft two-colour gradients, one per photo theme (cycled), in the product's calm palette. */
const GRADIENTS = [
  ['#0f766e', '#99f6e4'],
  ['#1d4ed8', '#93c5fd'],
  ['#9d174d', '#fbcfe8'],
  ['#b45309', '#fde68a'],
  ['#4338ca', '#c7d2fe'],
  ['#166534', '#bbf7d0'],
  ['#7c2d12', '#fed7aa'],
  ['#334155', '#e2e8f0'],
] as const;

/**
 * The widest a picture is drawn: enough for the display copies (photo 800 px; a certificate's
 * 1200 px copy stays at 960). Bigger pictures only make every first start slower.
 */
const DRAWN_WIDTH = 960;
/** Pictures are drawn in these units and scaled to each copy's width. */
const VIEW = { photo: [1200, 900], certificate: [1200, 850], social: [1200, 900] } as const;
type DrawnKind = keyof typeof VIEW;

function photoSvg(index: number, label: string): string {
  const [dark, light] = GRADIENTS[index % GRADIENTS.length] ?? GRADIENTS[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
  </linearGradient></defs>
  <rect width="1200" height="900" fill="url(#g)"/>
  <circle cx="${880 - index * 40}" cy="${260 + index * 30}" r="${220 + index * 10}" fill="#ffffff" fill-opacity="0.14"/>
  <circle cx="${260 + index * 50}" cy="${700 - index * 20}" r="160" fill="#ffffff" fill-opacity="0.10"/>
  <path d="M0 ${700 + index * 10} Q 600 ${560 - index * 15} 1200 ${720} L1200 900 L0 900 Z" fill="#000000" fill-opacity="0.12"/>
  <text x="80" y="820" font-family="sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escapeHtml(label)}</text>
</svg>`;
}

function certificateSvg(index: number): string {
  const accent = index % 2 === 0 ? '#0f766e' : '#1d4ed8';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 850">
  <rect width="1200" height="850" fill="#fbfaf5"/>
  <rect x="30" y="30" width="1140" height="790" fill="none" stroke="${accent}" stroke-width="12"/>
  <rect x="60" y="60" width="1080" height="730" fill="none" stroke="${accent}" stroke-opacity="0.4" stroke-width="3"/>
  <text x="600" y="240" text-anchor="middle" font-family="serif" font-size="80" fill="${accent}">Certificate</text>
  <rect x="300" y="330" width="600" height="14" rx="7" fill="#cbd5e1"/>
  <rect x="360" y="380" width="480" height="14" rx="7" fill="#e2e8f0"/>
  <rect x="330" y="430" width="540" height="14" rx="7" fill="#e2e8f0"/>
  <circle cx="950" cy="650" r="80" fill="${accent}" fill-opacity="0.85"/>
  <rect x="180" y="660" width="300" height="6" fill="#94a3b8"/>
</svg>`;
}

/** A drawn picture's copies (the widths its kind keeps), to store for each owner. */
export interface DemoImage {
  width: number;
  height: number;
  copies: ImageCopy[];
}

/**
 * Renders each copy straight from the drawing at its width (a quick WebP: these are flat
 * colours, and the upload pipeline's decode-and-resize would only cost time).
 */
async function draw(svg: string, kind: DrawnKind): Promise<DemoImage> {
  const [viewWidth, viewHeight] = VIEW[kind];
  const sized = (width: number) =>
    Buffer.from(
      svg.replace(
        '<svg ',
        `<svg width="${width}" height="${Math.round((width * viewHeight) / viewWidth)}" `,
      ),
    );
  const copies = await Promise.all(
    IMAGE_KINDS[kind].widths.map(async (nominalWidth) => {
      const { data, info } = await sharp(sized(Math.min(nominalWidth, DRAWN_WIDTH)))
        .webp({ quality: 82, effort: 2 })
        .toBuffer({ resolveWithObject: true });
      return { nominalWidth, body: data, width: info.width, height: info.height };
    }),
  );
  const widest = copies[copies.length - 1];
  return { width: widest?.width ?? 0, height: widest?.height ?? 0, copies };
}

/**
 * Draws the demo's gallery photos and certificate scans once (gradients and shapes with a
 * label, not noise) through the same pipeline as uploads; seeding then stores a copy of one
 * for each professional who shows it, so every profile owns its files as an upload would.
 */
export async function drawDemoImages(): Promise<{
  photos: DemoImage[];
  certificates: DemoImage[];
}> {
  const [photos, certificates] = await Promise.all([
    Promise.all(
      DEMO_PHOTO_THEMES.map((theme, index) => draw(photoSvg(index, theme.label), 'photo')),
    ),
    Promise.all(
      Array.from({ length: DEMO_CERTIFICATE_IMAGE_COUNT }, (_, index) =>
        draw(certificateSvg(index), 'certificate'),
      ),
    ),
  ]);
  return { photos, certificates };
}

/** Stores `image`'s copies under a new file id: the `files` row to insert and its address. */
export async function storeDemoImage(
  storage: FileStorage,
  image: DemoImage,
  kind: DrawnKind,
  ownerId: number,
) {
  const id = randomUUID();
  const variants: StoredVariant[] = image.copies.map((copy) => ({
    key: variantKey(kind, id, copy.nominalWidth),
    width: copy.width,
    height: copy.height,
    format: 'webp',
    bytes: copy.body.length,
  }));
  await Promise.all(
    image.copies.map((copy, index) =>
      storage.put(variants[index]?.key ?? '', copy.body, 'image/webp'),
    ),
  );
  const row = {
    id,
    ownerId,
    kind,
    // As if uploaded as a PNG of the drawn size.
    format: 'png',
    width: image.width,
    height: image.height,
    bytes: image.copies.reduce((sum, copy) => sum + copy.body.length, 0),
    variants,
  };
  return { row, url: displayUrl(storage, row) };
}

/** Pictures of the demo's imported social posts, one per label (the Social tab's grid). */
export function drawDemoSocialImages(labels: readonly string[]): Promise<DemoImage[]> {
  return Promise.all(labels.map((label, index) => draw(photoSvg(index + 2, label), 'social')));
}
