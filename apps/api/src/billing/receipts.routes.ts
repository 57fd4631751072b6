import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZReceiptParamsSchema,
  ZReceiptSchema,
  ZReceiptsSchema,
} from '@fitmarket/core/api/receipts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { getOwnReceipt, listOwnReceipts } from './receipts';

/** The buyer's receipts (account area); registered in app.ts's signed-in scope. */
export const receiptRoutes: FastifyPluginAsyncZod = async (signedIn) => {
  const db = signedIn.deps.database.db;

  signedIn.get(
    '/account/receipts',
    {
      schema: {
        tags: ['payments'],
        summary: "The signed-in buyer's receipts, newest first",
        description: "Signed in (401 with 1002). Only the caller's own receipts.",
        response: { 200: dataEnvelope(ZReceiptsSchema) },
      },
    },
    async (request) => ({ data: await listOwnReceipts(db, currentUser(request).id) }),
  );

  signedIn.get(
    '/account/receipts/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'One receipt of the signed-in buyer (its printable page)',
        description:
          "Signed in (401 with 1002). Another buyer's receipt is 404 with 1302, as a missing one.",
        params: ZReceiptParamsSchema,
        response: { 200: dataEnvelope(ZReceiptSchema) },
      },
    },
    async (request) => ({
      data: await getOwnReceipt(db, currentUser(request).id, request.params.id),
    }),
  );
};
