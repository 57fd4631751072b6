import { isLanguage } from '@fitmarket/core/language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { WebhookSignatureError } from '../platform/payments/payment-provider';
import { TEST_CHECKOUT_PATH } from '../platform/payments/test-provider';
import { applyPaymentEvent } from './apply-payment-event';
import { chooseTestOutcome, findTestCheckout } from './test-checkout';
import { renderTestCheckoutPage } from './test-checkout-page';

/**
 * The provider's webhook. Its JSON is kept as the raw bytes (this plugin's parser only), since
 * the signature covers exactly those; a wrong one is refused with 1390 and changes nothing.
 */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/payments/webhook',
    {
      schema: {
        summary: 'A payment provider event (Stripe webhook), verified by its signature',
        tags: ['payments'],
        response: { 200: z.object({ received: z.literal(true), result: z.string() }) },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: ReturnType<typeof app.deps.payments.parseWebhook>;
      try {
        event = app.deps.payments.parseWebhook(body, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError({ code: 1390 });
        throw error;
      }
      const result = await applyPaymentEvent(app.deps, app.deps.payments.name, event);
      request.log.info({ eventId: event.eventId, kind: event.kind, result }, 'payment webhook');
      return { received: true as const, result };
    },
  );
};

const ZReferenceParams = z.object({ reference: z.string().min(1).max(100) });

/** The test provider's checkout page (payments/test-checkout-page.ts) and its plain form. */
const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.get(
    '/payments/test-checkout/:reference',
    {
      schema: {
        summary: 'The test checkout page (TEST MODE; only with PAYMENTS_PROVIDER=test)',
        tags: ['payments'],
        params: ZReferenceParams,
        querystring: z.object({ lang: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const checkout = await findTestCheckout(app.deps, request.params.reference);
      const lang = isLanguage(request.query.lang) ? request.query.lang : checkout.buyerLanguage;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          renderTestCheckoutPage(
            checkout,
            lang,
            `${TEST_CHECKOUT_PATH}/${request.params.reference}`,
          ),
        );
    },
  );
  app.post(
    '/payments/test-checkout/:reference',
    {
      schema: {
        summary: "The test checkout's choice: pay, fail or leave; answers with the return page",
        tags: ['payments'],
        params: ZReferenceParams,
        body: z.object({ outcome: z.enum(['pay', 'fail', 'abandon']) }),
      },
    },
    async (request, reply) => {
      const target = await chooseTestOutcome(
        app.deps,
        request.params.reference,
        request.body.outcome,
      );
      return reply.redirect(target, 303);
    },
  );
};

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(webhookRoutes);
  await app.register(testCheckoutRoutes);
};
