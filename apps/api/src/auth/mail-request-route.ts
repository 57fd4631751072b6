import { ZEmailOnlySchema, ZMailQueuedSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import { PUBLIC_MAILS_PER_CLIENT_PER_DAY } from '@fitmarket/core/limits';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertEmailAddress } from '../accounts/email-address';

/** The app as a route plugin sees it (with zod types). */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

interface MailRequestRoute {
  path: string;
  tags: string[];
  summary: string;
  /** What happens after the answer; the common part (limits, codes) is added here. */
  description: string;
  /** Sends whatever mail is due, after the answer has gone out. */
  send(email: string, request: FastifyRequest): Promise<void>;
}

/**
 * A public "mail me a link" route (forgotten password, sign-up confirmation, staff sign-up):
 * it answers the same at once whatever the address, so nobody learns who has an account nor
 * how long a lookup took, and sends afterwards within the address's daily mail budget.
 */
export function mailRequestRoute(app: ZodApp, route: MailRequestRoute) {
  app.post(
    route.path,
    {
      schema: {
        tags: route.tags,
        summary: route.summary,
        description: `Always answers the same, at once. ${route.description} 1170/1018 e-mail missing or invalid, 1151 too many attempts (also past ${PUBLIC_MAILS_PER_CLIENT_PER_DAY} requests for one address from one client a day).`,
        body: ZEmailOnlySchema,
        response: { 200: dataEnvelope(ZMailQueuedSchema) },
      },
    },
    async (request) => {
      await app.deps.authLimiter.consume(request.ip, request.body.email);
      assertEmailAddress(request.body.email);
      await app.deps.authLimiter.consumeMailRequest(request.ip, request.body.email);
      const { email } = request.body;
      request.afterAnswer(() => route.send(email, request));
      return { data: { sent: true as const } };
    },
  );
}
