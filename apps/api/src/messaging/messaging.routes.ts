import { ZOkSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZConversationListQuerySchema,
  ZConversationParamsSchema,
  ZConversationSchema,
  ZMessageParamsSchema,
  ZMessageSchema,
  ZReadReceiptSchema,
  ZReasonSchema,
  ZSendMessageSchema,
  ZStartConversationSchema,
  ZThreadPageSchema,
  ZThreadQuerySchema,
  ZUnreadCountSchema,
} from '@fitmarket/core/api/messaging';
import { MESSAGE_SEND_LIMIT_PER_MINUTE } from '@fitmarket/core/limits';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { createPerUserLimit } from '../shared/per-user-limit';
import {
  blockConversation,
  getConversation,
  listConversations,
  startConversation,
  unblockConversation,
  unreadMessageCount,
} from './conversations';
import { markConversationRead, sendMessage, threadPage } from './messages';
import { reportMessage } from './report-message';

const tags = ['messenger'];
const notYours =
  'Only its two people (404 with 1302 for anyone else, as for one that does not exist).';

/** The messenger (SPEC §2); registered inside a signed-in group. */
export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const live = (request: FastifyRequest) => ({ db, pubsub: app.deps.pubsub, log: request.log });
  // Across conversations, so a script cannot flood people.
  const countMessage = createPerUserLimit(db, {
    name: 'message',
    points: MESSAGE_SEND_LIMIT_PER_MINUTE,
    seconds: 60,
    code: 1375,
  });

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'My conversations, most recent first',
        description:
          'Paged (page from 1, per_page 1-100, default 10). Each with the other person, the ' +
          'last message, my unread count and whether it is blocked.',
        querystring: ZConversationListQuerySchema,
        response: { 200: pagedEnvelope(ZConversationSchema) },
      },
    },
    async (request) =>
      listConversations(db, currentUser(request), request.query.page, request.query.per_page),
  );

  app.post(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'Contact a professional',
        description:
          'Opens the conversation with a published, unblocked professional (404 with 1302 ' +
          'otherwise), or answers the one that exists (200 rather than 201). Oneself: 422 ' +
          'with 1372. `booking_id` records the booking it was started from.',
        body: ZStartConversationSchema,
        response: {
          200: dataEnvelope(ZConversationSchema),
          201: dataEnvelope(ZConversationSchema),
        },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await startConversation(
        db,
        currentUser(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ data: conversation });
    },
  );

  app.get(
    '/conversations/unread-count',
    {
      schema: {
        tags,
        summary: 'How many messages I have not read',
        response: { 200: dataEnvelope(ZUnreadCountSchema) },
      },
    },
    async (request) => ({ data: { count: await unreadMessageCount(db, currentUser(request).id) } }),
  );

  app.get(
    '/conversations/:id',
    {
      schema: {
        tags,
        summary: 'One of my conversations',
        description: notYours,
        params: ZConversationParamsSchema,
        response: { 200: dataEnvelope(ZConversationSchema) },
      },
    },
    async (request) => ({
      data: await getConversation(db, currentUser(request), request.params.id),
    }),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'A page of the thread, newest first',
        description: `${notYours} Pass meta.next_before as \`before\` for older messages.`,
        params: ZConversationParamsSchema,
        querystring: ZThreadQuerySchema,
        response: { 200: ZThreadPageSchema },
      },
    },
    async (request) => threadPage(db, currentUser(request), request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message',
        description:
          `${notYours} Plain text: empty is 422 with 1252, too long 422 with 1370; a blocked ` +
          `conversation is 403 with 1371; more than ${MESSAGE_SEND_LIMIT_PER_MINUTE} messages a minute is 429 with 1375 and ` +
          'Retry-After. Both people get it live.',
        params: ZConversationParamsSchema,
        body: ZSendMessageSchema,
        response: { 201: dataEnvelope(ZMessageSchema) },
      },
    },
    async (request, reply) => {
      await countMessage(currentUser(request).id);
      const message = await sendMessage(
        live(request),
        currentUser(request),
        request.params.id,
        request.body.body,
      );
      return reply.status(201).send({ data: message });
    },
  );

  app.post(
    '/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark the conversation read',
        description: `${notYours} The other person sees the read receipt live.`,
        params: ZConversationParamsSchema,
        response: { 200: dataEnvelope(ZReadReceiptSchema) },
      },
    },
    async (request) => ({
      data: await markConversationRead(live(request), currentUser(request), request.params.id),
    }),
  );

  app.put(
    '/conversations/:id/block',
    {
      schema: {
        tags,
        summary: 'Block the conversation',
        description: `${notYours} Nobody can send in it until the blocker unblocks it.`,
        params: ZConversationParamsSchema,
        response: { 200: dataEnvelope(ZConversationSchema) },
      },
    },
    async (request) => ({
      data: await blockConversation(live(request), currentUser(request), request.params.id),
    }),
  );

  app.delete(
    '/conversations/:id/block',
    {
      schema: {
        tags,
        summary: 'Unblock the conversation',
        description: `${notYours} Only the person who blocked it (403 with 1374).`,
        params: ZConversationParamsSchema,
        response: { 200: dataEnvelope(ZConversationSchema) },
      },
    },
    async (request) => ({
      data: await unblockConversation(live(request), currentUser(request), request.params.id),
    }),
  );

  app.post(
    '/messages/:id/report',
    {
      schema: {
        tags,
        summary: "Report the other person's message to staff",
        description:
          `${notYours} A reason of 3-250 characters (1307 empty, 1301 otherwise); one's own ` +
          'message is 422 with 1373, a booking update 422 with 1376. Reporting again changes nothing.',
        params: ZMessageParamsSchema,
        body: ZReasonSchema,
        response: { 200: dataEnvelope(ZOkSchema) },
      },
    },
    async (request) => {
      await reportMessage(db, currentUser(request), request.params.id, request.body.reason);
      return { data: { ok: true as const } };
    },
  );
};
