import type {
  TCertificatesRequest,
  TPhotosRequest,
} from '@fitmarket/core/api/professional-profile';
import { perksOf } from '@fitmarket/core/rules/membership';
import { validateCertificateCount, validatePhotoCount } from '@fitmarket/core/rules/profile';
import { validateRequired } from '@fitmarket/core/rules/text';
import { eq } from 'drizzle-orm';
import type { Actor } from '../access/permissions';
import type { AuthenticatedUser } from '../auth/tokens';
import type { Database } from '../db/client';
import { professionalCertificates, professionalPhotos } from '../db/schema';
import { AppError } from '../errors/app-error';
import type { FileStorage } from '../platform/storage/file-storage';
import { ownImage } from '../uploads/image-field';
import { discardUnusedFiles } from '../uploads/stored-images';
import { lockProfile } from './own-profile';

interface Deps {
  db: Database;
  storage: FileStorage;
}

type Owner = Actor & Pick<AuthenticatedUser, 'membershipId'>;

/** Files the list held before a save and holds no longer: they go once it is committed. */
function dropped(before: (string | null)[], after: (string | null)[]): string[] {
  const kept = new Set(after);
  return before.filter((id): id is string => id !== null && !kept.has(id));
}

/**
 * PUT /v1/me/professional/certificates: replaces the list in order. How many the membership
 * allows (1321 with the number); a title each (1307); a scan is an upload of kind certificate
 * by the same person, or none.
 */
export async function saveCertificates(
  deps: Deps,
  user: Owner,
  input: TCertificatesRequest,
): Promise<void> {
  const countCode = validateCertificateCount(input.certificates.length, user.membershipId);
  if (countCode !== null) {
    const max = perksOf(user.membershipId).maxCertificates;
    throw new AppError({ code: countCode, field: 'certificates', vars: { max } });
  }
  const untitled = input.certificates.flatMap((certificate, index) => {
    const code = validateRequired(certificate.title);
    return code === null ? [] : [{ code, field: `certificates.${index}.title` }];
  });
  if (untitled.length > 0) throw new AppError(untitled);

  const removed = await deps.db.transaction(async (tx) => {
    await lockProfile(tx, user.id);
    const rows = [];
    for (const [position, certificate] of input.certificates.entries()) {
      const scan =
        certificate.image === null || certificate.image === ''
          ? null
          : await ownImage(
              { db: tx, storage: deps.storage },
              user,
              certificate.image,
              'certificate',
              `certificates.${position}.image`,
            );
      rows.push({
        userId: user.id,
        idNumber: certificate.id_number || null,
        title: certificate.title,
        imageFileId: scan?.fileId ?? null,
        image: scan?.image ?? null,
        position,
      });
    }
    const before = await tx
      .delete(professionalCertificates)
      .where(eq(professionalCertificates.userId, user.id))
      .returning({ fileId: professionalCertificates.imageFileId });
    if (rows.length > 0) await tx.insert(professionalCertificates).values(rows);
    return dropped(
      before.map((row) => row.fileId),
      rows.map((row) => row.imageFileId),
    );
  });
  await discardUnusedFiles(deps, removed);
}

/**
 * PUT /v1/me/professional/photos: replaces the gallery in order. How many the membership
 * allows (1322 with the number); each an upload of kind photo by the same person, by its id or
 * by the address the gallery gave for it.
 */
export async function savePhotos(deps: Deps, user: Owner, input: TPhotosRequest): Promise<void> {
  const countCode = validatePhotoCount(input.photos.length, user.membershipId);
  if (countCode !== null) {
    const max = perksOf(user.membershipId).maxPhotos;
    throw new AppError({ code: countCode, field: 'photos', vars: { max } });
  }

  const removed = await deps.db.transaction(async (tx) => {
    await lockProfile(tx, user.id);
    const rows = [];
    for (const [position, photo] of input.photos.entries()) {
      const image = await ownImage(
        { db: tx, storage: deps.storage },
        user,
        photo.image,
        'photo',
        `photos.${position}.image`,
      );
      rows.push({ userId: user.id, ...image, caption: photo.caption, position });
    }
    const before = await tx
      .delete(professionalPhotos)
      .where(eq(professionalPhotos.userId, user.id))
      .returning({ fileId: professionalPhotos.fileId });
    if (rows.length > 0) await tx.insert(professionalPhotos).values(rows);
    return dropped(
      before.map((row) => row.fileId),
      rows.map((row) => row.fileId),
    );
  });
  await discardUnusedFiles(deps, removed);
}
