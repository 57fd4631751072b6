import { z } from 'zod';
import { IMAGE_FORMATS } from '../limits';
import { IMAGE_KIND_NAMES } from '../rules/image';

/**
 * Uploading images (POST /v1/uploads) and pointing image fields at them. Every image the
 * product keeps goes through the same pipeline; `kind` says what it is for, and so which copies
 * are made (rules/image.ts).
 */

export const ZImageKindSchema = z.enum(IMAGE_KIND_NAMES);

/** POST /v1/uploads?kind=…; the image itself is the multipart part named `file`. */
export const ZUploadQuerySchema = z.object({ kind: ZImageKindSchema });

/** One stored copy of an upload. */
export const ZImageVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  format: z.literal('webp'),
  bytes: z.number().int(),
  url: z.string(),
});
export type TImageVariant = z.infer<typeof ZImageVariantSchema>;

/** An uploaded image, as the upload answers it. */
export const ZUploadedImageSchema = z.object({
  /** What image fields take (`image`). */
  id: z.uuid(),
  kind: ZImageKindSchema,
  /** The format the upload was, by its content. */
  format: z.enum(IMAGE_FORMATS),
  /** Size of the upload, upright. */
  width: z.number().int(),
  height: z.number().int(),
  /** The copy image fields show once this file is put in one. */
  url: z.string(),
  variants: z.array(ZImageVariantSchema),
  created_at: z.string(),
});
export type TUploadedImage = z.infer<typeof ZUploadedImageSchema>;

/**
 * An image field in a request: the id of an image the same person uploaded, or the address
 * the API gave for one of its copies (so an unchanged `image` can be sent back), or null to
 * remove the image. Anything else is refused with 422 and 1301: other people's files, other
 * sites' addresses, `data:` and `javascript:` URLs.
 */
export const ZImageFieldSchema = z.string().trim().max(2048).nullable();
