import { z } from 'zod';

/**
 * GET /v1/catalogue (public): the reference data profile forms pick from, labels in the
 * request's language (Accept-Language). Profiles store the ids.
 */
export const ZSpecialitySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
});
export type TSpeciality = z.infer<typeof ZSpecialitySchema>;

/** A sub-service: what a professional prices (ZServiceInputSchema.service_id). */
export const ZSubServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
});

/** A main service and its sub-services (SPEC §3 "the service tree has an id plus children"). */
export const ZMainServiceSchema = ZSubServiceSchema.extend({
  children: z.array(ZSubServiceSchema),
});
export type TMainService = z.infer<typeof ZMainServiceSchema>;

export const ZCatalogueSchema = z.object({
  /** In label order. */
  specialities: z.array(ZSpecialitySchema),
  services: z.array(ZMainServiceSchema),
});
export type TCatalogue = z.infer<typeof ZCatalogueSchema>;

/**
 * GET /v1/admin/professionals/specialities and /services (staff, SPEC §7): the back-office's
 * filter data. Both labels, whatever the staff member's language, and how many professionals
 * list each (published or not).
 */
export const ZAdminSpecialitySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label_en: z.string(),
  label_fi: z.string(),
  professionals: z.number().int(),
});
export type TAdminSpeciality = z.infer<typeof ZAdminSpecialitySchema>;

const ZAdminSubServiceSchema = ZAdminSpecialitySchema;

/** A main service and its sub-services; it counts those offering it or any of its children. */
export const ZAdminServiceSchema = ZAdminSubServiceSchema.extend({
  children: z.array(ZAdminSubServiceSchema),
});
export type TAdminService = z.infer<typeof ZAdminServiceSchema>;
