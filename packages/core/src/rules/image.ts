import type { ErrorCode } from '../errors/catalogue';
import { IMAGE_FORMATS, IMAGE_MAX_BYTES, IMAGE_MIN_HEIGHT, IMAGE_MIN_WIDTH } from '../limits';

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * What every kind of image the product keeps is made into. An upload is stored only as these
 * resized copies (WebP, metadata stripped), never as the file that was sent. A new kind (photos,
 * certificate scans, ad images) is one more entry here.
 */
export interface ImageKindSpec {
  /** Widths of the stored copies in pixels; a smaller upload is never enlarged. */
  readonly widths: readonly number[];
  /** Width of the copy that image fields (`image`) point to. */
  readonly displayWidth: number;
  /** Width divided by height of every copy (cropped around the middle), or null to keep the upload's. */
  readonly aspectRatio: number | null;
}

export const IMAGE_KINDS = {
  /** Shown as a circle, at most about 120 px wide, so square copies for 1× and 2× screens. */
  avatar: { widths: [128, 256, 512], displayWidth: 256, aspectRatio: 1 },
  /** Gallery photos: thumbnails in a grid, the large copy in a viewer; the shape is the photo's own. */
  photo: { widths: [400, 800, 1600], displayWidth: 800, aspectRatio: null },
  /** Scanned certificates: read rather than admired, so wide enough to read the small print. */
  certificate: { widths: [400, 1200], displayWidth: 1200, aspectRatio: null },
  /** Copies of imported social posts' images (issue 20): a grid on the profile's Social tab. */
  social: { widths: [400, 800], displayWidth: 400, aspectRatio: null },
} as const satisfies Record<string, ImageKindSpec>;

export type ImageKind = keyof typeof IMAGE_KINDS;
export const IMAGE_KIND_NAMES = Object.keys(IMAGE_KINDS) as [ImageKind, ...ImageKind[]];

/** Bytes an image file starts with, by format (the "magic numbers"). */
const signatures: Record<ImageFormat, readonly (readonly number[])[]> = {
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // GIF87a and GIF89a
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
};

/** Bytes `sniffImageFormat` needs from the start of a file. */
export const IMAGE_SIGNATURE_BYTES = 8;

/**
 * The format a file's first bytes announce, whatever its name says; null for anything else
 * (SVG, WebP, text, ...). The server also decodes the image, so a file that only starts right
 * is refused there.
 */
export function sniffImageFormat(head: Uint8Array): ImageFormat | null {
  for (const format of IMAGE_FORMATS) {
    const matches = signatures[format].some((signature) =>
      signature.every((byte, index) => head[index] === byte),
    );
    if (matches) return format;
  }
  return null;
}

export interface ImageFileInput {
  /** The format the content has (`sniffImageFormat`), null when it is none we take. */
  format: ImageFormat | null;
  sizeBytes: number;
  /** Known once the image is decoded; the size check is skipped until then. */
  width?: number;
  height?: number;
}

/**
 * Image upload rules (SPEC §5): JPEG, GIF or PNG by content (1023), at most 1 MB (1024), at
 * least the minimum size in pixels (1153).
 */
export function validateImageFile({
  format,
  sizeBytes,
  width,
  height,
}: ImageFileInput): ErrorCode | null {
  if (sizeBytes > IMAGE_MAX_BYTES) return 1024;
  if (format === null) return 1023;
  if (
    (width !== undefined && width < IMAGE_MIN_WIDTH) ||
    (height !== undefined && height < IMAGE_MIN_HEIGHT)
  ) {
    return 1153;
  }
  return null;
}
