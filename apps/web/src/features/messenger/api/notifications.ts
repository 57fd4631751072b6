import { LONG_PAGE_SIZE } from '@fitmarket/core/limits';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const NOTIFICATIONS_KEY = ['notifications'] as const;
const notifications = () => import('@fitmarket/core/api/notifications');

/** GET /v1/notifications/unread-count: the badge. */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'unread'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/notifications/unread-count', {
        schema: async () => (await import('@fitmarket/core/api/messaging')).ZUnreadCountSchema,
        signal,
      }),
  });
}

/** GET /v1/notifications: the newest 20, loaded when the menu opens. */
export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(`/v1/notifications?per_page=${LONG_PAGE_SIZE}`, {
        schema: async () =>
          (await import('@fitmarket/core/api/envelope')).pagedEnvelope(
            (await notifications()).ZNotificationSchema,
          ),
        envelope: true,
        signal,
      }),
  });
}

/** POST /v1/notifications/read, or /v1/notifications/{id}/read for one. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | 'all') => {
      if (id === 'all') {
        await apiRequest('/v1/notifications/read', {
          method: 'POST',
          schema: async () => (await notifications()).ZNotificationsReadSchema,
        });
      } else {
        await apiRequest(`/v1/notifications/${id}/read`, {
          method: 'POST',
          schema: async () => (await notifications()).ZNotificationSchema,
        });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}
