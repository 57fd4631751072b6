import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/**
 * Where uploaded files live. Keys are chosen by our code, e.g. `avatars/12/3f9c1a.png` (rules in
 * stored-file.ts; a method given an invalid key throws). A key names its content for good
 * (files are served with a year-long cache), so a new upload gets a new key. Only image types
 * can be stored (`assertSafeContentType`).
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  /** The file, or null when there is none under this key. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes the file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Where a browser fetches the file. */
  url(key: string): string;
  /** The key of an address `url` handed out, or null for any other address. */
  keyOf(url: string): string | null;
}

/** Without S3_BUCKET files go to DATA_DIR/uploads and the API serves them itself (uploadsRoutes). */
export function usesLocalStorage(config: Config): boolean {
  return !config.S3_BUCKET;
}

export function createFileStorage(config: Config): FileStorage {
  return config.S3_BUCKET
    ? createS3Storage({ ...config, S3_BUCKET: config.S3_BUCKET })
    : createLocalStorage(config.dataDir);
}
