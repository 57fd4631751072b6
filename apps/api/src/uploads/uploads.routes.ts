import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { LOCAL_UPLOADS_URL_PREFIX } from '../platform/storage/local-storage';
import {
  isSafeContentType,
  isValidStorageKey,
  STORED_FILE_CACHE_CONTROL,
} from '../platform/storage/stored-file';

/**
 * Serves uploaded files kept on the local disk at `/uploads/<key>`, the URL local storage hands
 * out. Register it only when `usesLocalStorage(config)`: from S3 the browser fetches files
 * directly.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(`${LOCAL_UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isValidStorageKey(key) ? await app.deps.storage.get(key) : null;
    if (!file) throw new AppError({ code: 1302 });
    return (
      reply
        // Whatever a file on disk claims to be, only an image type goes out as such.
        .type(isSafeContentType(file.contentType) ? file.contentType : 'application/octet-stream')
        .header('cache-control', STORED_FILE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        // Uploads come from users: should one ever be HTML or SVG, it must not run as our page.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.body)
    );
  });
};
