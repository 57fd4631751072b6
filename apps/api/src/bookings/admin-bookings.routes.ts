import {
  ZAdminBookingListQuerySchema,
  ZAdminBookingSchema,
} from '@fitmarket/core/api/admin-bookings';
import { ZAdminUserIdParamsSchema } from '@fitmarket/core/api/admin-users';
import { pagedEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { loadAdminUser } from '../users-admin/admin-user';
import { listUserBookingsForStaff } from './admin-bookings';

/** The back-office's read-only bookings of one person (issue 18); in the staff-only scope. */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  app.get(
    '/users/:id/bookings',
    {
      schema: {
        tags: ['back-office'],
        summary: "A person's bookings, latest start first, paged (read-only)",
        description:
          'Staff only (no token 401 with 1002, not staff 403 with 1317). Unknown id 404 with ' +
          '1302. `as` (professional or customer) keeps one side. Status, times, who cancelled ' +
          'and why; never the private notes or the price. per_page 1-100, default 10.',
        params: ZAdminUserIdParamsSchema,
        querystring: ZAdminBookingListQuerySchema,
        response: { 200: pagedEnvelope(ZAdminBookingSchema) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { id } = request.params;
      const bookings = await listUserBookingsForStaff(db, actor, id, request.lang, request.query);
      // An unknown person is 404, not an empty list.
      if (bookings.data.length === 0) await loadAdminUser(db, id);
      return bookings;
    },
  );
};
