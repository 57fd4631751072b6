import { z } from 'zod';

/**
 * GET /v1/map-settings: where maps get their tiles (a Leaflet URL template with {z}/{x}/{y}) and
 * the attribution the tile licence asks for (HTML with links, set by the operator). The same
 * for everyone; the Content-Security-Policy allows images from this host only.
 */
export const ZMapSettingsSchema = z.object({
  tile_url: z.string(),
  attribution: z.string(),
});
export type TMapSettings = z.infer<typeof ZMapSettingsSchema>;
