import {
  ADMIN_PAYMENT_COLUMNS,
  ZAdminPaymentFiltersSchema,
  ZAdminPaymentListParamsSchema,
  ZAdminPaymentListQuerySchema,
  ZAdminPaymentListSchema,
  ZAdminRefundParamsSchema,
  ZAdminRefundRequestSchema,
  ZAdminRefundSchema,
} from '@fitmarket/core/api/admin-payments';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { authorize } from '../access/permissions';
import { sendCsv } from '../csv/csv-export';
import { refundMembershipPayment } from '../memberships/refund-membership';
import { adminPaymentCsvRows, adminPaymentList } from './admin-payments';

const LISTS_DESCRIPTION =
  'Staff only (no token 401 with 1002, not staff 403 with 1317). `list` is payments, refunds, ' +
  'subscriptions or receipts, newest first; money in integer minor units. Filters: from/to ' +
  '(UTC days, both included), q (part of an e-mail or order id; a receipt number for ' +
  'receipts), status (the payment status; for subscriptions theirs). Bad values 422 with 1301.';

/** The back-office payments page (issue 19); registered in the staff-only scope. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.db;

  app.get(
    '/payments/:list',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Payments, refunds, subscriptions or receipts, one page with its columns',
        description: LISTS_DESCRIPTION,
        params: ZAdminPaymentListParamsSchema,
        querystring: ZAdminPaymentListQuerySchema,
        response: { 200: ZAdminPaymentListSchema },
      },
    },
    async (request) => {
      authorize(currentUser(request), 'payments.read', null);
      return adminPaymentList(db, request.params.list, request.query);
    },
  );

  app.get(
    '/payments/:list/export.csv',
    {
      schema: {
        tags: ['back-office'],
        summary: 'A payments list with its filters as a CSV file',
        description: `${LISTS_DESCRIPTION} Streamed in batches (UTF-8 with a byte order mark, RFC 4180, a header row of the column names).`,
        params: ZAdminPaymentListParamsSchema,
        querystring: ZAdminPaymentFiltersSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      authorize(currentUser(request), 'payments.read', null);
      const { list } = request.params;
      return sendCsv(
        reply,
        `${list}.csv`,
        ADMIN_PAYMENT_COLUMNS[list],
        adminPaymentCsvRows(db, list, request.query),
      );
    },
  );

  app.post(
    '/payments/:id/refund',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Refund a membership payment in full',
        description:
          'Staff only (no token 401 with 1002, not staff 403 with 1317). Refunds all that is ' +
          'not refunded yet of a paid membership payment, through the provider, as a job; the ' +
          'buyer gets a credit note by e-mail. When the month it paid for is running or to come, ' +
          'the subscription ends now and its billing stops. Audited with the optional `reason`. ' +
          'Asked again, answers the first request (`requested_now: false`) and does nothing. ' +
          'Unknown payment 404 with 1302; not a paid membership payment 409 with 1399.',
        params: ZAdminRefundParamsSchema,
        body: ZAdminRefundRequestSchema,
        response: { 200: dataEnvelope(ZAdminRefundSchema) },
      },
    },
    async (request) => ({
      data: await refundMembershipPayment(
        deps,
        currentUser(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );
};
