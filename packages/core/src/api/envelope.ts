import { z } from 'zod';

/** One error as the API returns it (DESIGN.md "API conventions"). */
export const ZApiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  field: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

export const ZApiErrorResponseSchema = z.object({ errors: z.array(ZApiErrorSchema) });
export type TApiErrorResponse = z.infer<typeof ZApiErrorResponseSchema>;

/** `{ data: ... }` around every successful answer. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const ZPaginationSchema = z.object({
  filtered: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
});
export type TPagination = z.infer<typeof ZPaginationSchema>;

export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: z.object({ pagination: ZPaginationSchema }) });
}
