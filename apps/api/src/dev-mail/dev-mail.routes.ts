import { ZLatestMailQuerySchema, ZLatestMailSchema } from '@fitmarket/core/api/dev-mail';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error';
import { newestMails, newestMailTo } from './mailbox';
import { renderMailboxPage } from './mailbox-page';

const MAILBOX_PAGE_SIZE = 50;

/**
 * The development mailbox: every mail the app "sent", readable in a browser, and the newest
 * one per address as JSON for tests. Registered only in the demo (DEMO).
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await newestMails(app.deps.database.db, MAILBOX_PAGE_SIZE);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailboxPage(mails));
  });

  app.get(
    '/dev/mail/latest',
    {
      schema: {
        hide: true,
        querystring: ZLatestMailQuerySchema,
        response: { 200: dataEnvelope(ZLatestMailSchema) },
      },
    },
    async (request) => {
      const mail = await newestMailTo(app.deps.database.db, request.query.to);
      if (!mail) throw new AppError({ code: 1302 });
      return {
        data: {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          links: mail.links,
          created_at: mail.createdAt.toISOString(),
        },
      };
    },
  );
};
