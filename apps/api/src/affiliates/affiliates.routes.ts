import { ZAffiliateSchema, ZAffiliatesQuerySchema } from '@fitmarket/core/api/affiliates';
import { pagedEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { authorize } from '../access/permissions';
import { listAffiliates } from './affiliates';

/** The professionals affiliates page; registered in the staff-only scope of admin.routes.ts. */
export const adminAffiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/affiliates',
    {
      schema: {
        tags: ['back-office'],
        summary: "Professionals' affiliate partners and discount codes, newest first, paged",
        description:
          'Staff only (no token 401 with 1002, not staff 403 with 1317). SPEC §3 "Affiliate ' +
          'row" (first_name, last_name, name: the partner, code) plus the professional\'s id, ' +
          'image and slug. `search` narrows to a part of the name, partner or code ' +
          '(`meta.pagination.filtered` counts those, `total` every row); page from 1, per_page ' +
          '1-100 (default 10). Bad values 422 with 1301.',
        querystring: ZAffiliatesQuerySchema,
        response: { 200: pagedEnvelope(ZAffiliateSchema) },
      },
    },
    async (request) => {
      authorize(currentUser(request), 'affiliate.read', null);
      const { search, page, per_page } = request.query;
      return listAffiliates(app.deps.database.db, search || undefined, page, per_page);
    },
  );
};
