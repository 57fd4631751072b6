import type { ImageKind } from '@fitmarket/core/rules/image';
import { and, eq } from 'drizzle-orm';
import { type Actor, can } from '../access/permissions';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { FileStorage } from '../platform/storage/file-storage';
import { displayUrl, fileIdInKey } from './stored-images';

interface Deps {
  db: Database;
  storage: FileStorage;
}

/** An image field's value as the columns keep it: the file and its display copy's address. */
export interface OwnImage {
  fileId: string;
  image: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The file an image field (avatar, gallery photo, certificate scan) names: an upload of `kind`
 * by this same user (the permission helper's `file.use`), given by its id or by an address we
 * gave for one of its copies (so a client may send back the `image` it got). Anything else,
 * including other people's files, other kinds, other sites, `data:` and `javascript:` URLs, is
 * refused with 422 and 1301 on the field, the same answer whether or not the file exists.
 */
export async function ownImage(
  { db, storage }: Deps,
  user: Actor,
  value: string,
  kind: ImageKind,
  field: string,
): Promise<OwnImage> {
  const key = storage.keyOf(value);
  const fileId = uuidPattern.test(value) ? value.toLowerCase() : key && fileIdInKey(key, kind);
  const [file] = fileId
    ? await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.kind, kind)))
        .limit(1)
    : [];
  if (!file || !can(user, 'file.use', file)) throw new AppError({ code: 1301, field });
  return { fileId: file.id, image: displayUrl(storage, file) };
}
