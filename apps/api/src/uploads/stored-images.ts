import { randomUUID } from 'node:crypto';
import type { TUploadedImage } from '@fitmarket/core/api/uploads';
import { IMAGE_KINDS, type ImageKind } from '@fitmarket/core/rules/image';
import { and, eq, exists, inArray, like, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  campaigns,
  files,
  professionalCertificates,
  professionalPhotos,
  type StoredVariant,
  socialItemMedia,
  users,
} from '../db/schema';
import type { FileStorage } from '../platform/storage/file-storage';
import { processImage } from './image-pipeline';

export type StoredFile = typeof files.$inferSelect;

interface Deps {
  db: Database;
  storage: FileStorage;
}

/**
 * Where a copy lies: the file's random id in the path means an address never shows other
 * content, so it is served with a year-long, immutable cache.
 */
export function variantKey(kind: string, fileId: string, nominalWidth: number): string {
  return `${kind}/${fileId}/${nominalWidth}.webp`;
}

/** The id of the file a key of `kind` belongs to, or null when the key is not one of ours. */
export function fileIdInKey(key: string, kind: ImageKind): string | null {
  const match = /^([a-z]+)\/([0-9a-f-]{36})\/\d+\.webp$/.exec(key);
  return match?.[1] === kind ? (match[2] ?? null) : null;
}

/** The address image fields show for a file: its kind's display copy. */
export function displayUrl(storage: FileStorage, file: Pick<StoredFile, 'id' | 'kind'>): string {
  const kind = file.kind as ImageKind;
  return storage.url(variantKey(kind, file.id, IMAGE_KINDS[kind].displayWidth));
}

export function toUploadedImage(storage: FileStorage, file: StoredFile): TUploadedImage {
  return {
    id: file.id,
    kind: file.kind as ImageKind,
    format: file.format as TUploadedImage['format'],
    width: file.width,
    height: file.height,
    url: displayUrl(storage, file),
    variants: file.variants.map(({ key, ...variant }) => ({ ...variant, url: storage.url(key) })),
    created_at: file.createdAt.toISOString(),
  };
}

/**
 * Checks an upload, stores its copies and records them as the owner's file. Should storing or
 * recording fail, the copies already stored are removed again.
 */
export async function storeImage(
  { db, storage }: Deps,
  input: { ownerId: number; kind: ImageKind; body: Buffer },
): Promise<StoredFile> {
  const image = await processImage(input.body, input.kind);
  const id = randomUUID();
  const copies = image.copies.map((copy) => ({
    body: copy.body,
    variant: {
      key: variantKey(input.kind, id, copy.nominalWidth),
      width: copy.width,
      height: copy.height,
      format: 'webp',
      bytes: copy.body.length,
    } satisfies StoredVariant,
  }));
  const variants = copies.map((copy) => copy.variant);
  try {
    await Promise.all(
      copies.map(({ body, variant }) => storage.put(variant.key, body, 'image/webp')),
    );
    const [file] = await db
      .insert(files)
      .values({
        id,
        ownerId: input.ownerId,
        kind: input.kind,
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: input.body.length,
        variants,
      })
      .returning();
    if (!file) throw new Error('insert into files returned nothing');
    return file;
  } catch (error) {
    await removeCopies(storage, variants);
    throw error;
  }
}

/**
 * Whether anything shows the file: an avatar, a gallery photo, a certificate scan, an ad's image
 * or an imported social post's image (social_item_media). A new image field adds its column
 * here, so the clean-ups below never delete what a page shows (the foreign keys would refuse it
 * anyway, and fail the whole clean-up).
 */
function isReferenced(db: Database, fileId: AnyPgColumn): SQL {
  // or() types its answer as possibly undefined; with several conditions it never is.
  return or(
    // An ad keeps its image's address (`<kind>/<file id>/<width>.webp` in any storage), not
    // the file: a campaign is kept for the bookkeeping, so its image stays while it does.
    exists(
      db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(like(campaigns.adImage, sql`'%/' || ${fileId} || '/%'`)),
    ),
    exists(db.select({ id: users.id }).from(users).where(eq(users.imageFileId, fileId))),
    exists(
      db
        .select({ id: professionalPhotos.id })
        .from(professionalPhotos)
        .where(eq(professionalPhotos.fileId, fileId)),
    ),
    exists(
      db
        .select({ id: professionalCertificates.id })
        .from(professionalCertificates)
        .where(eq(professionalCertificates.imageFileId, fileId)),
    ),
    exists(
      db
        .select({ id: socialItemMedia.itemId })
        .from(socialItemMedia)
        .where(eq(socialItemMedia.fileId, fileId)),
    ),
  ) as SQL;
}

/**
 * Deletes files an image field no longer shows (a replaced avatar, photos taken out of the
 * gallery): their records, then their copies. One that something shows again (the same upload
 * saved twice) stays.
 */
export async function discardUnusedFiles(
  { db, storage }: Deps,
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  const removed = await db
    .delete(files)
    .where(and(inArray(files.id, [...fileIds]), not(isReferenced(db, files.id))))
    .returning();
  await removeCopies(
    storage,
    removed.flatMap((file) => file.variants),
  );
}

/**
 * Deletes uploads of any kind made before `uploadedBefore` that nothing shows: picked and then
 * not saved, or replaced while the old one could not go. A scheduled job calls this (a day is
 * a fair grace period: a form left open overnight still saves). Answers how many went.
 */
export async function discardAbandonedUploads(
  { db, storage }: Deps,
  uploadedBefore: Date,
): Promise<number> {
  const removed = await db
    .delete(files)
    .where(and(lt(files.createdAt, uploadedBefore), not(isReferenced(db, files.id))))
    .returning();
  await removeCopies(
    storage,
    removed.flatMap((file) => file.variants),
  );
  return removed.length;
}

/**
 * The copies of every file a user uploaded. Deleting the account deletes the records (foreign
 * key); the caller removes these from storage once that is committed.
 */
export async function copiesOwnedBy(
  db: Database,
  ownerId: number,
): Promise<Pick<StoredVariant, 'key'>[]> {
  const owned = await db
    .select({ variants: files.variants })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return owned.flatMap((file) => file.variants);
}

/** Removes stored copies; one already gone, or failing to go, does not stop the others. */
export async function removeCopies(
  storage: FileStorage,
  variants: readonly Pick<StoredVariant, 'key'>[],
): Promise<void> {
  await Promise.allSettled(variants.map((variant) => storage.delete(variant.key)));
}
