import { z } from 'zod';

/**
 * GET /v1/catalogue (public): the specialities and the two-level service tree professionals
 * choose from, labelled in the request's language.
 */
export const ZCatalogueEntrySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
});
export type TCatalogueEntry = z.infer<typeof ZCatalogueEntrySchema>;

export const ZCatalogueSchema = z.object({
  specialities: z.array(ZCatalogueEntrySchema),
  /** Main services, each with its sub-services; a professional's service is a sub-service. */
  services: z.array(ZCatalogueEntrySchema.extend({ children: z.array(ZCatalogueEntrySchema) })),
});
export type TCatalogue = z.infer<typeof ZCatalogueSchema>;
