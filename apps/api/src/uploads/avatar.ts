import type { Actor } from '../access/permissions';
import type { Database } from '../db/client';
import type { FileStorage } from '../platform/storage/file-storage';
import { ownImage } from './image-field';
import { discardUnusedFiles } from './stored-images';

interface Deps {
  db: Database;
  storage: FileStorage;
}

/** The columns of `users` that hold the avatar. */
export interface AvatarColumns {
  imageFileId: string | null;
  image: string | null;
}

/**
 * What an `image` field in a request asks for, as the columns to save: null removes the avatar;
 * otherwise an avatar upload of this same user (image-field.ts says what is refused).
 */
export async function avatarColumns(
  deps: Deps,
  user: Actor,
  value: string | null,
  field = 'image',
): Promise<AvatarColumns> {
  if (value === null) return { imageFileId: null, image: null };
  const { fileId, image } = await ownImage(deps, user, value, 'avatar', field);
  return { imageFileId: fileId, image };
}

/** After a save: the avatar the user had before goes, unless it is still the one shown. */
export async function discardReplacedAvatar(
  deps: Deps,
  previousFileId: string | null,
  saved: AvatarColumns,
): Promise<void> {
  if (previousFileId && previousFileId !== saved.imageFileId) {
    await discardUnusedFiles(deps, [previousFileId]);
  }
}
