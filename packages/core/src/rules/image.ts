import type { ErrorCode } from '../errors/catalogue';
import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MIN_HEIGHT, IMAGE_MIN_WIDTH } from '../limits';

export interface ImageFileInput {
  name: string;
  sizeBytes: number;
  /** Known once the image is decoded; the size check is skipped until then. */
  width?: number;
  height?: number;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Image upload rules (SPEC §5): jpg, jpeg, gif or png, at most 1 MB, not too small. */
export function validateImageFile({
  name,
  sizeBytes,
  width,
  height,
}: ImageFileInput): ErrorCode | null {
  const extension = extensionOf(name);
  if (!IMAGE_EXTENSIONS.some((allowed) => allowed === extension)) return 1023;
  if (sizeBytes > IMAGE_MAX_BYTES) return 1024;
  if (
    (width !== undefined && width < IMAGE_MIN_WIDTH) ||
    (height !== undefined && height < IMAGE_MIN_HEIGHT)
  ) {
    return 1153;
  }
  return null;
}
