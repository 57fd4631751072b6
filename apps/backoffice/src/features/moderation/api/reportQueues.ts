import type { TPagination } from '@fitmarket/core/api/envelope';
import type { TReportedMessage } from '@fitmarket/core/api/messaging';
import type { ReportDecision } from '@fitmarket/core/api/reports';
import type { TReportedReview } from '@fitmarket/core/api/reviews';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

/** The two back-office queues (GET /v1/admin/{queue}) and the items each lists. */
export interface QueueItems {
  'message-reports': TReportedMessage;
  'review-reports': TReportedReview;
}
export type Queue = keyof QueueItems;

const queueKey = (queue: Queue) => [...ADMIN_QUERY_KEY, 'moderation', queue] as const;

/** The item's schema; the schemas (and zod) load with the first request, not with the page. */
async function itemSchema(queue: Queue) {
  return queue === 'message-reports'
    ? (await import('@fitmarket/core/api/messaging')).ZReportedMessageSchema
    : (await import('@fitmarket/core/api/reviews')).ZReportedReviewSchema;
}

/** One page of a queue, the longest waiting first. */
export function useReportQueue<Q extends Queue>(queue: Q, page: number) {
  return useQuery({
    queryKey: [...queueKey(queue), page],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/${queue}?page=${page}`, {
        schema: async () => {
          const { pagedEnvelope } = await import('@fitmarket/core/api/envelope');
          return pagedEnvelope(await itemSchema(queue));
        },
        envelope: true,
        signal,
        // The schema follows `queue`; the compiler cannot tie the two together.
      }) as Promise<{ data: QueueItems[Q][]; meta: { pagination: TPagination } }>,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /v1/admin/{queue}/{id}/{decision}: the item leaves the queue, so every loaded page of it
 * reloads, and so does the author's history, where the decision is recorded.
 */
export function useModerationDecision(queue: Queue) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
      reason,
    }: {
      id: number;
      decision: ReportDecision;
      reason?: string;
    }) =>
      apiRequest(`/v1/admin/${queue}/${id}/${decision}`, {
        method: 'POST',
        body: reason === undefined ? undefined : { reason },
        schema: async () => (await import('@fitmarket/core/api/auth')).ZOkSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queueKey(queue) }),
        queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'users', 'history'] }),
      ]),
  });
}
