import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_NUMBER, MAX_PAGE_SIZE, MIN_PAGE_SIZE } from '../limits';

/**
 * packages/core/src/api is the contract between the API and its clients: every request and
 * answer shape lives here, once, as a zod schema (`ZSomethingSchema`) with its inferred type
 * (`TSomething`), in one file per domain. The API validates requests and answers with these
 * schemas (and /docs is generated from them); both SPAs type their calls with the inferred types
 * and parse every answer with the schema (`apiRequest(path, { schema })` in packages/ui). Change
 * a shape here, and the compiler shows every place on both sides that must follow.
 */

/** One error as the API returns it (DESIGN.md "API conventions"). */
export const ZApiErrorSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  field: z.string().optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;

export const ZApiErrorResponseSchema = z.object({ errors: z.array(ZApiErrorSchema) });
export type TApiErrorResponse = z.infer<typeof ZApiErrorResponseSchema>;

/** `{ data: ... }` around every successful answer; routes declare their answer with it. */
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

/** `page` and `per_page` of a paged list's query (SPEC "Paged table data"), for its z.object. */
export const pageQueryShape = {
  page: z.coerce.number().int().min(1).max(MAX_PAGE_NUMBER).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(MIN_PAGE_SIZE)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
};

export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: z.object({ pagination: ZPaginationSchema }) });
}

/** The SPEC "Paged table data" meta of one page of `count` rows out of `total`. */
export function pagination(
  total: number,
  page: number,
  perPage: number,
  count: number,
): TPagination {
  const from = count > 0 ? (page - 1) * perPage + 1 : 0;
  return {
    filtered: total,
    total,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    from,
    to: from > 0 ? from + count - 1 : 0,
  };
}
