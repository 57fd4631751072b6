import { z } from 'zod';
import { pageQueryShape } from './envelope';

/** A durable job's state (docs/jobs.md): dead ones ran out of attempts and wait for staff. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'dead'] as const;
export const ZJobStatusSchema = z.enum(JOB_STATUSES);
export type TJobStatus = z.infer<typeof ZJobStatusSchema>;

/** GET /v1/admin/jobs (staff): one status's jobs, paged like SPEC "Paged table data". */
export const ZJobsQuerySchema = z.object({
  status: ZJobStatusSchema.default('dead'),
  ...pageQueryShape,
});
export type TJobsQuery = z.input<typeof ZJobsQuerySchema>;

export const ZJobIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/** A job as staff see it: what it is and how it went, not its payload (it may hold links). */
export const ZJobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ZJobStatusSchema,
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** The error of the last failed run. */
  last_error: z.string().nullable(),
  run_at: z.iso.datetime(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TJob = z.infer<typeof ZJobSchema>;
