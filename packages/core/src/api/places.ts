import { z } from 'zod';

/**
 * Places for location fields (GET /v1/places?q=…, public): the geocoder adapter's suggestions
 * (platform/geocoder: an offline gazetteer of Finnish places by default, an HTTP geocoder in
 * production). A profile stores a place by its id; the server looks it up again, so names and
 * coordinates always come from the geocoder.
 */
export const PLACE_KINDS = ['municipality', 'district', 'postal_area'] as const;
export const ZPlaceKindSchema = z.enum(PLACE_KINDS);

export const ZPlacesQuerySchema = z.object({
  /** What the person typed so far; matched from the start of any name (Finnish or Swedish). */
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type TPlacesQuery = z.infer<typeof ZPlacesQuerySchema>;

export const ZPlaceSchema = z.object({
  /** Stable id to send back (ZLocationsRequestSchema). */
  id: z.string(),
  kind: ZPlaceKindSchema,
  /** The name in the request's language where the place has one (Turku / Åbo). */
  name: z.string(),
  /** The whole address line to show: "Kallio, Helsinki", "00530 Helsinki". */
  formatted: z.string(),
  /** The municipality the place lies in (itself for a municipality). */
  city: z.string(),
  postal_code: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
});
export type TPlace = z.infer<typeof ZPlaceSchema>;

export const ZPlacesSchema = z.array(ZPlaceSchema);

/** GET /v1/places/{id}: an id a suggestion gave ("m:091", "p:00530", "d:091:kallio", "osm:N1"). */
export const ZPlaceParamsSchema = z.object({
  id: z.string().min(1).max(100),
});
export type TPlaceParams = z.infer<typeof ZPlaceParamsSchema>;
