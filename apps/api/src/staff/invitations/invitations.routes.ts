import { ZOkSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import {
  ZInvitationIdParamsSchema,
  ZStaffInvitationListSchema,
  ZStaffInvitationRowSchema,
  ZStaffInvitationSchema,
} from '@fitmarket/core/api/invitations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../access/guard';
import { authorize } from '../../access/permissions';
import { inviteStaff, listInvitations, withdrawInvitation } from './staff-invitations';

const tags = ['back-office auth'];

/** Who joins the staff is the owners' decision: an admin gets 403 with 1002 here. */
async function requireOwner(request: FastifyRequest): Promise<void> {
  authorize(currentUser(request), 'staff.invite', null);
}

/** Staff invitations; registered inside the staff-only scope, so requireStaff has run. */
export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOwner);

  app.get(
    '/invitations',
    {
      schema: {
        tags,
        summary: 'Staff invitations, newest first (owner only)',
        response: { 200: dataEnvelope(ZStaffInvitationListSchema) },
      },
    },
    async () => ({ data: await listInvitations(app.deps.database.db) }),
  );

  app.post(
    '/invitations',
    {
      schema: {
        tags,
        summary: 'Invite an address to the staff, or refresh its invitation (owner only)',
        description:
          'Mails the invitation with a registration link (BACKOFFICE_LINKS.register + code, ' +
          'valid 7 days) that opens sign-up step 3 for this address; a lost link is asked for ' +
          'again at sign-up step 1. 1087 the address already has an account, ' +
          '1170/1018 e-mail missing or invalid, 1007 daily mail limit.',
        body: ZStaffInvitationSchema,
        response: { 200: dataEnvelope(ZStaffInvitationRowSchema) },
      },
    },
    async (request) => ({
      data: await inviteStaff(app.deps, {
        email: request.body.email,
        role: request.body.role,
        invitedBy: currentUser(request).id,
        language: request.lang,
      }),
    }),
  );

  app.delete(
    '/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation (owner only)',
        description:
          'A registration link already mailed for it stops working. 404 with 1302 for an ' +
          'unknown id.',
        params: ZInvitationIdParamsSchema,
        response: { 200: dataEnvelope(ZOkSchema) },
      },
    },
    async (request) => {
      await withdrawInvitation(app.deps.database.db, currentUser(request).id, request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
