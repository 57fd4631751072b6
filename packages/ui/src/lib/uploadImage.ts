import { type TUploadedImage, ZUploadedImageSchema } from '@fitmarket/core/api/uploads';
import {
  IMAGE_SIGNATURE_BYTES,
  type ImageKind,
  sniffImageFormat,
  validateImageFile,
} from '@fitmarket/core/rules/image';
import { ApiError, apiRequest } from './apiClient';
import { loadErrorText } from './i18n';

/**
 * POST /v1/uploads: stores an image of the given kind and answers its id and copies. The same
 * rules the server applies to the content (format by its first bytes, at most 1 MB) are checked
 * here first, so a wrong file is refused at once, without sending it; the server checks again,
 * and also the size in pixels.
 */
export async function uploadImage(file: Blob, kind: ImageKind): Promise<TUploadedImage> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  const refused = validateImageFile({ format: sniffImageFormat(head), sizeBytes: file.size });
  if (refused !== null) {
    throw new ApiError(422, [{ code: refused, message: await loadErrorText(refused) }]);
  }
  const form = new FormData();
  form.append('file', file);
  return apiRequest(`/v1/uploads?kind=${kind}`, {
    schema: ZUploadedImageSchema,
    method: 'POST',
    body: form,
  });
}
