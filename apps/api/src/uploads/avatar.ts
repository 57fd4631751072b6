import { and, eq } from 'drizzle-orm';
import { type Actor, can } from '../access/permissions';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { FileStorage } from '../platform/storage/file-storage';
import { discardAvatar, displayUrl, fileIdInKey } from './stored-images';

interface Deps {
  db: Database;
  storage: FileStorage;
}

/** The columns of `users` that hold the avatar. */
export interface AvatarColumns {
  imageFileId: string | null;
  image: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What an `image` field in a request asks for, as the columns to save: null removes the avatar;
 * otherwise the value must name an avatar upload of this same user, by its id or by an address
 * we gave for one of its copies (so a client may send back the `image` it got). Anything else,
 * including other people's files, other sites, `data:` and `javascript:` URLs, is refused with
 * 422 and 1301 on the field, the same answer whether or not the file exists.
 */
export async function avatarColumns(
  { db, storage }: Deps,
  user: Actor,
  value: string | null,
  field = 'image',
): Promise<AvatarColumns> {
  if (value === null) return { imageFileId: null, image: null };
  const key = storage.keyOf(value);
  const fileId = uuidPattern.test(value) ? value.toLowerCase() : key && fileIdInKey(key, 'avatar');
  const [file] = fileId
    ? await db
        .select()
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.kind, 'avatar')))
        .limit(1)
    : [];
  if (!file || !can(user, 'file.use', file)) throw new AppError({ code: 1301, field });
  return { imageFileId: file.id, image: displayUrl(storage, file) };
}

/** After a save: the avatar the user had before goes, unless it is still the one shown. */
export async function discardReplacedAvatar(
  deps: Deps,
  previousFileId: string | null,
  saved: AvatarColumns,
): Promise<void> {
  if (previousFileId && previousFileId !== saved.imageFileId) {
    await discardAvatar(deps, previousFileId);
  }
}
