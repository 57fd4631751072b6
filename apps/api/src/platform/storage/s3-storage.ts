import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import {
  assertSafeContentType,
  assertValidStorageKey,
  keyInUrl,
  STORED_FILE_CACHE_CONTROL,
} from './stored-file';

type S3Config = Pick<
  Config,
  'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PUBLIC_URL'
> & { S3_BUCKET: string };

/**
 * Files in an S3 bucket (AWS, or any S3-compatible service through S3_ENDPOINT). Without
 * explicit keys the SDK's usual credential chain applies (environment, instance role).
 */
export function createS3Storage(config: S3Config): FileStorage {
  const bucket = config.S3_BUCKET;
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    // S3-compatible services (MinIO and the like) address buckets by path, not by subdomain.
    forcePathStyle: Boolean(config.S3_ENDPOINT),
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    // The SDK's newer default checksums are not understood by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const baseUrl = (
    config.S3_PUBLIC_URL ??
    (config.S3_ENDPOINT
      ? `${config.S3_ENDPOINT.replace(/\/+$/, '')}/${bucket}`
      : `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com`)
  ).replace(/\/+$/, '');

  const url = (key: string) => {
    assertValidStorageKey(key);
    return `${baseUrl}/${key}`;
  };

  return {
    async put(key, body, contentType) {
      assertValidStorageKey(key);
      assertSafeContentType(contentType);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: STORED_FILE_CACHE_CONTROL,
        }),
      );
      return { key, url: url(key) };
    },

    async get(key) {
      assertValidStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    url,
    keyOf: (address) => keyInUrl(address, `${baseUrl}/`),
  };
}
