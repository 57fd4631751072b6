import { dataExportFileName, ZDataExportSchema } from '@fitmarket/core/api/data-export';
import { DATA_EXPORTS_PER_HOUR } from '@fitmarket/core/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../access/guard';
import { createPerUserLimit } from '../../shared/per-user-limit';
import { exportPersonalData } from './export-data';

/** "Download my data" (GDPR Art. 15 and 20): the signed-in person's own data, nobody else's. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (signedIn) => {
  const countExport = createPerUserLimit(signedIn.deps.database.db, {
    name: 'data-export',
    points: DATA_EXPORTS_PER_HOUR,
    seconds: 3600,
    code: 1151,
  });
  signedIn.get(
    '/me/export',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Download all my data as a JSON file',
        description:
          'Everything stored about the signed-in person (GDPR Art. 15 and 20), one section per ' +
          'kind of record; password and token hashes left out. Sent as an attachment. ' +
          `${DATA_EXPORTS_PER_HOUR} per hour (then 429 with 1151). docs/operations.md "Data export".`,
        response: { 200: ZDataExportSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await countExport(user.id);
      const data = await exportPersonalData(signedIn.deps.database.db, user.id);
      // Sent as text: dates become ISO strings, and the schema's encoder need not walk it again.
      return reply
        .type('application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${dataExportFileName(data.exportedAt)}"`,
        )
        .send(JSON.stringify(data, null, 2) as never);
    },
  );
};
