import { IMAGE_MAX_PIXELS } from '@fitmarket/core/limits';
import {
  IMAGE_KINDS,
  IMAGE_SIGNATURE_BYTES,
  type ImageFormat,
  type ImageKind,
  sniffImageFormat,
  validateImageFile,
} from '@fitmarket/core/rules/image';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors/app-error';

/** One resized copy, ready to store. */
export interface ImageCopy {
  /** The width the kind asks for (the copy is narrower when the upload was). */
  nominalWidth: number;
  body: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  format: ImageFormat;
  /** The upload's size, upright. */
  width: number;
  height: number;
  copies: ImageCopy[];
}

/** WebP at this quality is smaller than the JPEG or PNG it comes from, and looks the same. */
const WEBP_QUALITY = 82;

/**
 * Checks an uploaded image by its content and makes the copies its kind keeps:
 * - the format is what the bytes say, never the file name: JPEG, PNG or GIF, and the decoder
 *   must agree with the first bytes (1023); SVG, HTML and everything else is refused;
 * - at least the minimum size in pixels (1153), and no more pixels than IMAGE_MAX_PIXELS, so a
 *   small file that unpacks to gigabytes is refused before it is decoded (1024);
 * - each copy is turned upright by its EXIF orientation, resized, and written as WebP with no
 *   metadata at all (EXIF with GPS position and camera serial, XMP, comments are dropped);
 * - an animated GIF keeps its first frame: a moving avatar would distract on every page.
 * The caller has already refused anything over 1 MB (1024) while it arrived.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  const format = sniffImageFormat(input.subarray(0, IMAGE_SIGNATURE_BYTES));
  if (format === null) throw new AppError({ code: 1023, field: 'file' });

  // Only the first page of an animated GIF is read (sharp's default).
  const open = () => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    // The header alone, so a giant is measured below rather than taken for a broken file.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // Starts like an image but is none (or is cut short).
    throw new AppError({ code: 1023, field: 'file' });
  }
  if (metadata.format !== format) throw new AppError({ code: 1023, field: 'file' });
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) {
    throw new AppError({ code: 1024, field: 'file' });
  }
  const { width, height } = metadata.autoOrient;
  const tooSmall = validateImageFile({ format, sizeBytes: input.length, width, height });
  if (tooSmall !== null) throw new AppError({ code: tooSmall, field: 'file' });

  const spec = IMAGE_KINDS[kind];
  const upright = open().rotate();
  try {
    const copies = await Promise.all(
      spec.widths.map(async (nominalWidth) => {
        const size = copySize(width, height, nominalWidth, spec.aspectRatio);
        const { data, info } = await upright
          .clone()
          .resize({ ...size, fit: 'cover', position: 'centre' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { nominalWidth, body: data, width: info.width, height: info.height };
      }),
    );
    return { format, width, height, copies };
  } catch {
    // The header was fine but the pixels are broken (a damaged or cut-off file).
    throw new AppError({ code: 1023, field: 'file' });
  }
}

/**
 * The size of one copy: `nominalWidth` wide, or the upload's width when that is less (never
 * enlarged); cut to the kind's aspect ratio around the middle when it has one.
 */
export function copySize(
  width: number,
  height: number,
  nominalWidth: number,
  aspectRatio: number | null,
): { width: number; height: number } {
  if (aspectRatio === null) {
    const copyWidth = Math.min(nominalWidth, width);
    return { width: copyWidth, height: Math.max(1, Math.round((height * copyWidth) / width)) };
  }
  const widestCrop = Math.min(width, Math.floor(height * aspectRatio));
  const copyWidth = Math.min(nominalWidth, widestCrop);
  return { width: copyWidth, height: Math.max(1, Math.round(copyWidth / aspectRatio)) };
}
