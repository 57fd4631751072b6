import type { TBasicInfoRequest } from '@fitmarket/core/api/professional-profile';
import { MAX_SPOKEN_LANGUAGES } from '@fitmarket/core/limits';
import { validateBirthDate } from '@fitmarket/core/rules/birth-date';
import { validateSpecialityCount } from '@fitmarket/core/rules/profile';
import { validateSlug } from '@fitmarket/core/rules/slug';
import { validateRequired } from '@fitmarket/core/rules/text';
import { recogniseVideoUrl, validateVideoUrl } from '@fitmarket/core/rules/video';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  professionalProfiles,
  professionalServices,
  professionalSpecialities,
  specialities,
  users,
} from '../db/schema';
import { AppError, type AppErrorItem } from '../errors/app-error';
import { refreshSearchDocuments } from '../search/search-document';
import { lockProfile, stepAtLeast } from './own-profile';
import { isSlugTaken, storedSlug } from './slug';

/** Specialities in the order sent, each once; unknown ids are refused on their place in the list. */
async function checkedSpecialities(db: Database, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const countCode = validateSpecialityCount(unique.length);
  if (countCode !== null) throw new AppError({ code: countCode, field: 'speciality_ids' });
  const known = new Set(
    (
      await db
        .select({ id: specialities.id })
        .from(specialities)
        .where(inArray(specialities.id, unique))
    ).map((row) => row.id),
  );
  const unknown: AppErrorItem[] = ids.flatMap((id, index) =>
    known.has(id) ? [] : [{ code: 1301, field: `speciality_ids.${index}` }],
  );
  if (unknown.length > 0) throw new AppError(unknown);
  return unique;
}

/** The checks that need no database, all reported at once so a form can mark every field. */
function fieldProblems(input: TBasicInfoRequest): AppErrorItem[] {
  const problems: AppErrorItem[] = [];
  const slugCode = validateSlug(input.slug);
  if (slugCode !== null) problems.push({ code: slugCode, field: 'slug' });
  for (const field of ['first_name', 'last_name'] as const) {
    const code = validateRequired(input[field]);
    if (code !== null) problems.push({ code, field });
  }
  if (input.birth_date !== null && validateBirthDate(input.birth_date) !== null) {
    problems.push({ code: 1301, field: 'birth_date' });
  }
  if (new Set(input.languages).size > MAX_SPOKEN_LANGUAGES) {
    problems.push({ code: 1301, field: 'languages' });
  }
  const videoCode = validateVideoUrl(input.header_video_url ?? '');
  if (videoCode !== null) problems.push({ code: videoCode, field: 'header_video_url' });
  return problems;
}

/**
 * PUT /v1/me/professional/basic: names, address, descriptions, personal details, specialities
 * and the header video, in one transaction. Fast registration moves on to step 2 (location).
 */
export async function saveBasicInfo(
  db: Database,
  userId: number,
  input: TBasicInfoRequest,
): Promise<void> {
  const problems = fieldProblems(input);
  if (problems.length > 0) throw new AppError(problems);
  const slug = storedSlug(input.slug);
  const video = input.header_video_url ? recogniseVideoUrl(input.header_video_url) : null;
  const descriptionFi = input.description_fi?.trim() ? input.description_fi : null;

  await db
    .transaction(async (tx) => {
      await lockProfile(tx, userId);
      const specialityIds = await checkedSpecialities(tx, input.speciality_ids);
      if (await isSlugTaken(tx, userId, slug)) {
        // GET /v1/me/professional/slug offers free addresses like it.
        throw new AppError({ code: 1249, field: 'slug' });
      }
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      // A published profile stays complete: its description cannot be emptied in both languages.
      const described = validateRequired(input.description.trim() || (descriptionFi ?? ''));
      if (user?.published && described !== null) {
        throw new AppError({ code: described, field: 'description' });
      }

      await tx
        .update(users)
        .set({
          firstName: input.first_name,
          lastName: input.last_name,
          slug,
          description: input.description,
          descriptionFi,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      await tx
        .update(professionalProfiles)
        .set({
          longDescription: input.long_description,
          longDescriptionFi: input.long_description_fi?.trim() ? input.long_description_fi : null,
          birthDate: input.birth_date,
          gender: input.gender,
          currency: input.currency,
          languages: [...new Set(input.languages)],
          headerVideoUrl: video?.canonicalUrl ?? null,
          registrationStep: stepAtLeast(2),
        })
        .where(eq(professionalProfiles.userId, userId));
      // Prices are in the profile's currency.
      await tx
        .update(professionalServices)
        .set({ currency: input.currency })
        .where(eq(professionalServices.userId, userId));
      await tx.delete(professionalSpecialities).where(eq(professionalSpecialities.userId, userId));
      await tx
        .insert(professionalSpecialities)
        .values(
          specialityIds.map((specialityId, position) => ({ userId, specialityId, position })),
        );
      await refreshSearchDocuments(tx, [userId]);
    })
    .catch((error: unknown) => {
      // Someone took the address between the check above and the save.
      if (isUniqueViolation(error, 'users_slug_unique'))
        throw new AppError({ code: 1249, field: 'slug' });
      throw error;
    });
}
