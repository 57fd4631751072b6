import { seedCatalogue } from '../catalogue/reference-data';
import { ensureSearchDocuments } from '../search/search-document';
import type { DatabaseHandle } from './client';

/**
 * Brings a database up to date: the committed migrations, then the reference data every
 * installation has (specialities, the service tree), and the search documents when they are stale. Safe when several processes do it at once
 * on one PostgreSQL database: they take turns under an advisory lock, and only the first finds
 * anything to do.
 */
export async function migrateDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate(async () => {
    await seedCatalogue(database.db);
    // Missing or made by another analyser (Voikko installed or removed since): rebuilt once.
    await ensureSearchDocuments(database.db);
  });
}
