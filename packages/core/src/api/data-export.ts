import { z } from 'zod';

/** The version of the file's layout; raised when a section changes meaning. */
export const DATA_EXPORT_FORMAT = 1;

/**
 * GET /v1/me/export: everything the service keeps about the signed-in person (GDPR Art. 15 and
 * 20), as one JSON file. Each section is one kind of record (`account`, `bookings`,
 * `messages` ...), its rows with the stored fields, secrets (password and token hashes) left out.
 */
export const ZDataExportSchema = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  exportedAt: z.string(),
  userId: z.number().int(),
  sections: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type TDataExport = z.infer<typeof ZDataExportSchema>;

/** The file name the download is saved as, e.g. fitmarket-data-2026-11-26.json. */
export function dataExportFileName(exportedAt: string): string {
  return `fitmarket-data-${exportedAt.slice(0, 10)}.json`;
}
