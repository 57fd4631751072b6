import { dataEnvelope, pagedEnvelope } from '@fitmarket/core/api/envelope';
import { ZJobIdParamsSchema, ZJobSchema, ZJobsQuerySchema } from '@fitmarket/core/api/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listJobs } from './list-jobs';
import { retryDeadJob } from './retry-job';

const staffOnly = 'Staff only (no token 401 with 1002, not staff 403 with 1317).';

/**
 * The durable jobs (docs/jobs.md) for staff: above all the dead ones, which ran out of attempts
 * (an e-mail that never went out), with their last error, and a retry. Registered in the
 * staff-only scope.
 */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    '/jobs',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Background jobs in one status (dead by default), the latest changed first',
        description: `${staffOnly} \`status\` queued, running, done or dead (default). Paged (page from 1, per_page 1-100, default 10). The payload is not shown: it may hold links.`,
        querystring: ZJobsQuerySchema,
        response: { 200: pagedEnvelope(ZJobSchema) },
      },
    },
    async (request) =>
      listJobs(db, request.query.status, request.query.page, request.query.per_page),
  );

  app.post(
    '/jobs/:id/retry',
    {
      schema: {
        tags: ['back-office'],
        summary: 'Run a dead job again, with a new set of attempts',
        description: `${staffOnly} Only a dead job: any other (or an unknown id) is 404 with 1302.`,
        params: ZJobIdParamsSchema,
        response: { 200: dataEnvelope(ZJobSchema) },
      },
    },
    async (request) => ({ data: await retryDeadJob(app.deps, request.params.id) }),
  );
};
