import { ZDashboardSchema } from '@fitmarket/core/api/dashboard';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { authorize } from '../access/permissions';
import { dashboardCounts } from './dashboard';

/** The back-office dashboard home; registered in the staff-only scope of admin.routes.ts. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['back-office'],
        summary: 'The numbers of the dashboard home',
        description:
          'Staff only (no token 401 with 1002, not staff 403 with 1317). New customers and ' +
          'professionals of the last 7 days, professionals not blocked and not yet published, ' +
          'paid search campaigns and search ads awaiting approval, searches since midnight UTC, ' +
          'feedback questionnaires of the last 7 days.',
        response: { 200: dataEnvelope(ZDashboardSchema) },
      },
    },
    async (request) => {
      authorize(currentUser(request), 'dashboard.read', null);
      return { data: await dashboardCounts(app.deps.database.db) };
    },
  );
};
