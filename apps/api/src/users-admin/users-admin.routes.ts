import {
  ADMIN_USERS_CSV_COLUMNS,
  ADMIN_USERS_MAX_PER_PAGE,
  adminUsersPageSize,
  ZActivateUserSchema,
  ZAdminUserIdParamsSchema,
  ZAdminUserSchema,
  ZAdminUsersFilterSchema,
  ZAdminUsersQuerySchema,
  ZAuditHistoryQuerySchema,
  ZBlockUserSchema,
  ZPromoteUserSchema,
  ZPublishUserSchema,
  ZUserHistorySchema,
} from '@fitmarket/core/api/admin-users';
import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import type { MembershipId } from '@fitmarket/core/limits';
import { REASON_MAX, REASON_MIN_TO_ENABLE } from '@fitmarket/core/limits';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../access/guard';
import { authorize } from '../access/permissions';
import { auditHistory } from '../audit/history';
import { sendCsv } from '../csv/csv-export';
import { endSessionSockets } from '../live/tell-user';
import { fullName } from '../shared/person';
import { activateUser, blockUser, promoteUser, setPublished } from './actions';
import { loadAdminUser, toAdminUser } from './admin-user';
import { adminUserCsvRows, listAdminUsers } from './list';

const STAFF_ONLY = 'Staff only (no token 401 with 1002, not staff 403 with 1317).';
const ACTION_REFUSALS =
  'Unknown id 404 with 1302; an owner 403 with 1340. Answers the user as they are now.';
const userAnswer = { 200: dataEnvelope(ZAdminUserSchema) };

/** The back-office users (SPEC §2 back-office 2, §7 /users calls); in the staff-only scope. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const db = deps.database.db;
  const standing = (request: FastifyRequest) => ({
    db,
    mail: deps.mail,
    webUrl: deps.config.webUrl,
    jobs: deps.jobs,
    pubsub: deps.pubsub,
    log: request.log,
  });

  app.get(
    '/users',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Users, newest first, paged, with search and filters',
        description:
          `${STAFF_ONLY} \`search\` matches part of the name or the e-mail (any case); ` +
          '`role`, `membership` (1-3), `blocked` and `published` (`true`/`false`; only ' +
          'professionals are ever published, so `published=false` also lists everyone else) filter. ' +
          `Page from 1; \`limit\` (or \`per_page\`) 1-${ADMIN_USERS_MAX_PER_PAGE}, default 10. ` +
          'meta.pagination: `filtered` matches the filters, `total` counts every user.',
        querystring: ZAdminUsersQuerySchema,
        response: { 200: pagedEnvelope(ZAdminUserSchema) },
      },
    },
    async (request) => {
      authorize(currentUser(request), 'users.read', null);
      const { page, limit, per_page, ...filter } = request.query;
      return listAdminUsers(db, filter, page, adminUsersPageSize({ limit, per_page }));
    },
  );

  app.get(
    '/users/export.csv',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Every user matching the filters, as CSV (streamed)',
        description:
          `${STAFF_ONLY} The filters of GET /users; rows by id, UTF-8 with a byte-order mark. ` +
          'Read from the database in batches while it is sent, so any number of users fits.',
        querystring: ZAdminUsersFilterSchema,
      },
    },
    async (request, reply) => {
      authorize(currentUser(request), 'users.read', null);
      const day = new Date().toISOString().slice(0, 10);
      return sendCsv(
        reply,
        `fitmarket-users-${day}.csv`,
        ADMIN_USERS_CSV_COLUMNS,
        adminUserCsvRows(db, request.query),
      );
    },
  );

  app.get(
    '/users/:id/history',
    {
      schema: {
        tags: ['back-office'],
        summary: "A user's audit history: staff actions on them, newest first, paged",
        description: `${STAFF_ONLY} Unknown id 404 with 1302. per_page 1-${ADMIN_USERS_MAX_PER_PAGE}.`,
        params: ZAdminUserIdParamsSchema,
        querystring: ZAuditHistoryQuerySchema,
        response: { 200: ZUserHistorySchema },
      },
    },
    async (request) => {
      authorize(currentUser(request), 'users.read', null);
      const { id } = request.params;
      const user = await loadAdminUser(db, id);
      const { page, per_page } = request.query;
      const history = await auditHistory(db, { type: 'user', id }, page, per_page);
      // Whom the entries are about, so the page can name them however it was opened.
      return { ...history, meta: { ...history.meta, user: { id, name: fullName(user) } } };
    },
  );

  app.post(
    '/users/promote',
    {
      schema: {
        tags: ['back-office'],
        summary: "Change a user's membership",
        description:
          `${STAFF_ONLY} \`membership\` 1 Free, 2 Basic, 3 Premium (else 422 with 1301). ` +
          `${ACTION_REFUSALS} A lifetime membership 409 with 1344. Audited.`,
        body: ZPromoteUserSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const { id, membership } = request.body;
      const user = await promoteUser(
        standing(request),
        currentUser(request),
        id,
        membership as MembershipId,
      );
      return { data: toAdminUser(user) };
    },
  );

  for (const [path, published] of [
    ['/users/publish', true],
    ['/users/unpublish', false],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['back-office'],
          summary: published ? 'Publish a professional' : 'Unpublish a professional',
          description:
            `${STAFF_ONLY} ${ACTION_REFUSALS} Not a professional 409 with 1342` +
            `${published ? '; an incomplete profile 409 with 1343' : ''}. Audited; search follows.`,
          body: ZPublishUserSchema,
          response: userAnswer,
        },
      },
      async (request) => ({
        data: toAdminUser(
          await setPublished(standing(request), currentUser(request), request.body.id, published),
        ),
      }),
    );
  }

  app.post(
    '/users/block',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Block a user with a reason',
        description:
          `${STAFF_ONLY} \`reason\` ${REASON_MIN_TO_ENABLE}-${REASON_MAX} characters (else 422 ` +
          `with 1301, missing 1307). ${ACTION_REFUSALS} Oneself 403 with 1341; already blocked ` +
          '409 with 1345. Ends all their sessions (their next request: 1311 with the reason), ' +
          'takes a professional out of search, e-mails them the reason in their language. Audited.',
        body: ZBlockUserSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const { id, reason } = request.body;
      const user = await blockUser({ db, mail: deps.mail }, currentUser(request), id, reason);
      await endSessionSockets({ pubsub: deps.pubsub, log: request.log }, id);
      return { data: toAdminUser(user) };
    },
  );

  app.post(
    '/users/activate',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Lift the block on a user',
        description:
          `${STAFF_ONLY} ${ACTION_REFUSALS} Not blocked 409 with 1346. They may sign in again ` +
          '(earlier sessions stay ended) and are told by e-mail. Audited.',
        body: ZActivateUserSchema,
        response: userAnswer,
      },
    },
    async (request) => {
      const user = await activateUser(
        { db, mail: deps.mail },
        currentUser(request),
        request.body.id,
      );
      return { data: toAdminUser(user) };
    },
  );
};
