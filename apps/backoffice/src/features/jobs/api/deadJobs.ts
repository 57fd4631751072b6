import type { TJob } from '@fitmarket/core/api/jobs';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_QUERY_KEY } from '../../../lib/me';

const DEAD_JOBS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'jobs', 'dead'] as const;

/** GET /v1/admin/jobs?status=dead: one page of the jobs that ran out of attempts. */
export function useDeadJobs(page: number) {
  return useQuery({
    queryKey: [...DEAD_JOBS_QUERY_KEY, page],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/admin/jobs?status=dead&page=${page}`, {
        schema: async () => {
          const { pagedEnvelope } = await import('@fitmarket/core/api/envelope');
          const { ZJobSchema } = await import('@fitmarket/core/api/jobs');
          return pagedEnvelope(ZJobSchema);
        },
        envelope: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /v1/admin/jobs/{id}/retry: the job queued again; the dead list no longer has it. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: TJob['id']) =>
      apiRequest(`/v1/admin/jobs/${id}/retry`, {
        method: 'POST',
        schema: async () => (await import('@fitmarket/core/api/jobs')).ZJobSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEAD_JOBS_QUERY_KEY }),
  });
}
