import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZAccountMembershipSchema,
  ZCheckoutStartedSchema,
  ZInsightsSchema,
  ZMembershipCheckoutRequestSchema,
} from '@fitmarket/core/api/memberships';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { professionalInsightWeeks } from './insights';
import {
  accountMembership,
  cancelMembership,
  renewMembershipForTest,
  startMembershipCheckout,
} from './subscriptions';

const PROFESSIONAL_ONLY =
  'Professionals only (no token 401 with 1002, another role 403 with 1326).';

/**
 * A professional's membership (issue 19): the level and subscription, buying Basic or Premium
 * through the checkout, cancelling at the period's end, the test provider's renewal, and
 * Premium's insights. Registered in app.ts's signed-in scope.
 */
export const accountMembershipRoutes: FastifyPluginAsyncZod = async (signedIn) => {
  const { deps } = signedIn;

  signedIn.get(
    '/account/membership',
    {
      schema: {
        tags: ['memberships'],
        summary: "The professional's membership, subscription and the levels' prices",
        description: `${PROFESSIONAL_ONLY} Prices are monthly, VAT included, in the profile's currency.`,
        response: { 200: dataEnvelope(ZAccountMembershipSchema) },
      },
    },
    async (request) => ({ data: await accountMembership(deps, currentUser(request).id) }),
  );

  signedIn.post(
    '/account/membership/checkout',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Buy Basic or Premium: a monthly subscription through the checkout',
        description:
          `${PROFESSIONAL_ONLY} Answers the checkout's address; the level starts when the ` +
          'first month is paid. A lifetime member 409 with 1344; the level already running ' +
          '409 with 1385; an invalid business ID 422 with 1386. A newer level replaces a ' +
          'running one when paid.',
        body: ZMembershipCheckoutRequestSchema,
        response: { 201: dataEnvelope(ZCheckoutStartedSchema) },
      },
    },
    async (request, reply) => {
      const started = await startMembershipCheckout(deps, currentUser(request).id, request.body);
      return reply.status(201).send({ data: started });
    },
  );

  signedIn.post(
    '/account/membership/cancel',
    {
      schema: {
        tags: ['memberships'],
        summary: 'Cancel the membership at the end of the paid month',
        description: `${PROFESSIONAL_ONLY} No running subscription 409 with 1388. Repeatable.`,
        response: { 200: dataEnvelope(ZAccountMembershipSchema) },
      },
    },
    async (request) => ({ data: await cancelMembership(deps, currentUser(request).id) }),
  );

  signedIn.post(
    '/account/membership/test-renew',
    {
      schema: {
        tags: ['memberships'],
        summary: 'TEST MODE: pay the next month now, as the provider would',
        description:
          `${PROFESSIONAL_ONLY} Only with PAYMENTS_PROVIDER=test (otherwise 404 with 1302). ` +
          'No running or a cancelled subscription 409 with 1388.',
        response: { 200: dataEnvelope(ZAccountMembershipSchema) },
      },
    },
    async (request) => ({ data: await renewMembershipForTest(deps, currentUser(request).id) }),
  );

  signedIn.get(
    '/account/insights',
    {
      schema: {
        tags: ['memberships'],
        summary: "Premium's weekly insights: profile views, search appearances, bookings",
        description: `${PROFESSIONAL_ONLY} Premium only (403 with 1387). Eight weeks, newest first.`,
        response: { 200: dataEnvelope(ZInsightsSchema) },
      },
    },
    async (request) => ({
      data: await professionalInsightWeeks(deps.database.db, currentUser(request).id),
    }),
  );
};
