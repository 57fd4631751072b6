import fastifyMultipart from '@fastify/multipart';
import { ZUploadedImageSchema, ZUploadQuerySchema } from '@fitmarket/core/api/uploads';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
  UPLOADS_PER_HOUR,
} from '@fitmarket/core/limits';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { currentUser } from '../access/guard';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from '../errors/app-error';
import { storeImage, toUploadedImage } from './stored-images';

/**
 * POST /v1/uploads: the one door for every image the product keeps (avatars now; photos,
 * certificate scans and ad images later, as more kinds). Multipart is accepted here only.
 * Registered in app.ts's signed-in scope.
 */
export const uploadImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    // One file and nothing else; the file is cut off past 1 MB while it arrives, so a large
    // upload never sits in memory whole.
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  const perUser = new RateLimiterDrizzle({
    storeClient: app.deps.database.db,
    schema: rateLimits,
    keyPrefix: 'upload',
    points: UPLOADS_PER_HOUR,
    duration: 3600,
    // The sign-in limiter sweeps the shared table.
    clearExpiredByTimeout: false,
  });

  app.post(
    '/uploads',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image',
        description:
          'Multipart form data with one part, the image file (any field name). The content ' +
          'decides, not the name: JPEG, PNG or GIF (else 422 with 1023), at most 1 MB (413 with ' +
          `1024), at least ${IMAGE_MIN_WIDTH} × ${IMAGE_MIN_HEIGHT} pixels (422 with 1153). ` +
          "Metadata is removed and resized WebP copies are kept; the answer's `id` is what " +
          'image fields (`image`) take. ' +
          `${UPLOADS_PER_HOUR} uploads per hour (429 with 1151).`,
        consumes: ['multipart/form-data'],
        querystring: ZUploadQuerySchema,
        response: { 201: z.object({ data: ZUploadedImageSchema }) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      try {
        await perUser.consume(String(user.id));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        reply.header('retry-after', Math.ceil(error.msBeforeNext / 1000));
        throw new AppError({ code: 1151 }, 429);
      }
      const body = await receiveFile(request);
      const file = await storeImage(
        { db: app.deps.database.db, storage: app.deps.storage },
        { ownerId: user.id, kind: request.query.kind, body },
      );
      return reply.status(201).send({ data: toUploadedImage(app.deps.storage, file) });
    },
  );
};

/** The uploaded file's bytes; multipart's own refusals become catalogue codes. */
async function receiveFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file();
    if (!part) throw new AppError({ code: 1307, field: 'file' });
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError({ code: 1024, field: 'file' });
    }
    if (error instanceof request.server.multipartErrors.InvalidMultipartContentTypeError) {
      throw new AppError({ code: 1300 }, 415);
    }
    // Cut-off or malformed multipart, extra parts or fields.
    throw new AppError({ code: 1300 }, 400);
  }
}
