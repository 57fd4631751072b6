import { ZMeSchema } from '@fitmarket/core/api/auth';
import { dataEnvelope } from '@fitmarket/core/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../access/guard';
import { toMe } from '../me';
import { upgradeToProfessional } from './upgrade-to-professional';

export const upgradeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/me/upgrade',
    {
      schema: {
        tags: ['marketplace auth'],
        summary: 'Become a professional (customers only)',
        description:
          'The page asks the person to confirm first. Creates an empty, unpublished professional ' +
          'profile and answers the updated user; 403 with 1305 for any role but customer.',
        response: { 200: dataEnvelope(ZMeSchema) },
      },
    },
    async (request) => {
      const user = await upgradeToProfessional(app.deps.database.db, currentUser(request));
      return { data: toMe(user) };
    },
  );
};
