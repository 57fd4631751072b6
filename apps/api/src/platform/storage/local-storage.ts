import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { assertSafeContentType, assertValidStorageKey, keyInUrl } from './stored-file';

/** URL prefix under which uploadsRoutes serves these files. */
export const LOCAL_UPLOADS_URL_PREFIX = '/uploads/';

/**
 * Files under `<dataDir>/uploads/<key>`, each with its content type in a sidecar file named
 * `<key>#content-type`: `#` cannot occur in a key, so a sidecar never collides with a file.
 */
export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'uploads');

  function pathsOf(key: string) {
    assertValidStorageKey(key);
    const file = path.join(root, key);
    return { file, contentTypeFile: `${file}#content-type` };
  }

  const url = (key: string) => {
    assertValidStorageKey(key);
    return `${LOCAL_UPLOADS_URL_PREFIX}${key}`;
  };

  return {
    async put(key, body, contentType) {
      assertSafeContentType(contentType);
      const { file, contentTypeFile } = pathsOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(contentTypeFile, contentType);
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}#${randomBytes(6).toString('hex')}.partial`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
      return { key, url: url(key) };
    },

    async get(key) {
      const { file, contentTypeFile } = pathsOf(key);
      try {
        const [body, contentType] = await Promise.all([
          fs.readFile(file),
          fs.readFile(contentTypeFile, 'utf8'),
        ]);
        return { body, contentType };
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const { file, contentTypeFile } = pathsOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(contentTypeFile, { force: true });
    },

    url,
    keyOf: (address) => keyInUrl(address, LOCAL_UPLOADS_URL_PREFIX),
  };
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  // EISDIR/ENOTDIR: the key names a folder, or passes through a file; either way no such file.
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}
