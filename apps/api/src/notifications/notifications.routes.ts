import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import { ZUnreadCountSchema } from '@fitmarket/core/api/messaging';
import {
  ZNotificationListQuerySchema,
  ZNotificationParamsSchema,
  ZNotificationSchema,
  ZNotificationsReadSchema,
} from '@fitmarket/core/api/notifications';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from './notifications';

const tags = ['notifications'];

/** The notifications menu; registered inside a signed-in group. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const live = (request: FastifyRequest) => ({ db, pubsub: app.deps.pubsub, log: request.log });

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first',
        description:
          'Paged (page from 1, per_page 1-100, default 10). Messages of one conversation ' +
          'share one notification while it is unread (`data.count`).',
        querystring: ZNotificationListQuerySchema,
        response: { 200: pagedEnvelope(ZNotificationSchema) },
      },
    },
    async (request) =>
      listNotifications(db, currentUser(request), request.query.page, request.query.per_page),
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many notifications I have not read (the badge)',
        response: { 200: dataEnvelope(ZUnreadCountSchema) },
      },
    },
    async (request) => ({
      data: { count: await unreadNotificationCount(db, currentUser(request).id) },
    }),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: dataEnvelope(ZNotificationsReadSchema) },
      },
    },
    async (request) => ({
      data: { marked: await markAllNotificationsRead(live(request), currentUser(request)) },
    }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications read',
        description: "Somebody else's is 404 with 1302, as one that does not exist.",
        params: ZNotificationParamsSchema,
        response: { 200: dataEnvelope(ZNotificationSchema) },
      },
    },
    async (request) => ({
      data: await markNotificationRead(live(request), currentUser(request), request.params.id),
    }),
  );
};
