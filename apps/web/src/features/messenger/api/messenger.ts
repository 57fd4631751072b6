import type { TThreadPage } from '@fitmarket/core/api/messaging';
import { CONVERSATIONS_PAGE_SIZE } from '@fitmarket/core/limits';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const messaging = () => import('@fitmarket/core/api/messaging');
const envelope = () => import('@fitmarket/core/api/envelope');

/** Query keys: live events (live.ts) invalidate them when something changes elsewhere. */
export const MESSENGER_KEYS = {
  all: ['messenger'] as const,
  conversations: ['messenger', 'conversations'] as const,
  conversation: (id: number) => ['messenger', 'conversation', id] as const,
  thread: (id: number) => ['messenger', 'thread', id] as const,
  unread: ['messenger', 'unread'] as const,
};

/** GET /v1/conversations: the first 50, most recent first. */
export function useConversations() {
  return useQuery({
    queryKey: MESSENGER_KEYS.conversations,
    queryFn: ({ signal }) =>
      apiRequest(`/v1/conversations?per_page=${CONVERSATIONS_PAGE_SIZE}`, {
        schema: async () =>
          (await envelope()).pagedEnvelope((await messaging()).ZConversationSchema),
        envelope: true,
        signal,
      }),
  });
}

/** GET /v1/conversations/{id}: the thread's header (the other person, blocked or not). */
export function useConversation(id: number) {
  return useQuery({
    queryKey: MESSENGER_KEYS.conversation(id),
    queryFn: ({ signal }) =>
      apiRequest(`/v1/conversations/${id}`, {
        schema: async () => (await messaging()).ZConversationSchema,
        signal,
      }),
  });
}

/** GET /v1/conversations/{id}/messages: newest page first, older pages on demand. */
export function useThread(id: number) {
  return useInfiniteQuery({
    queryKey: MESSENGER_KEYS.thread(id),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }): Promise<TThreadPage> =>
      apiRequest(`/v1/conversations/${id}/messages${pageParam ? `?before=${pageParam}` : ''}`, {
        schema: async () => (await messaging()).ZThreadPageSchema,
        envelope: true,
        signal,
      }),
    getNextPageParam: (last) => last.meta.next_before ?? undefined,
  });
}

/** POST /v1/conversations/{id}/messages; the thread reloads (the socket may beat it). */
export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest(`/v1/conversations/${id}/messages`, {
        method: 'POST',
        body: { body },
        schema: async () => (await messaging()).ZMessageSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSENGER_KEYS.all }),
  });
}

/** POST /v1/conversations/{id}/read: read receipts, and the unread counts drop. */
export function useMarkRead(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/v1/conversations/${id}/read`, {
        method: 'POST',
        schema: async () => (await messaging()).ZReadReceiptSchema,
      }),
    onSuccess: (receipt) => {
      if (receipt.marked === 0) return;
      void queryClient.invalidateQueries({ queryKey: MESSENGER_KEYS.conversations });
      void queryClient.invalidateQueries({ queryKey: MESSENGER_KEYS.unread });
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}

/** PUT or DELETE /v1/conversations/{id}/block. */
export function useBlock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      apiRequest(`/v1/conversations/${id}/block`, {
        method: block ? 'PUT' : 'DELETE',
        schema: async () => (await messaging()).ZConversationSchema,
      }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(MESSENGER_KEYS.conversation(id), conversation);
      void queryClient.invalidateQueries({ queryKey: MESSENGER_KEYS.conversations });
    },
  });
}

/** POST /v1/messages/{id}/report. */
export function useReportMessage() {
  return useMutation({
    mutationFn: ({ messageId, reason }: { messageId: number; reason: string }) =>
      apiRequest(`/v1/messages/${messageId}/report`, {
        method: 'POST',
        body: { reason },
        schema: async () => (await import('@fitmarket/core/api/auth')).ZOkSchema,
      }),
  });
}

/** GET /v1/conversations/unread-count: the header's messages badge. */
export function useUnreadMessages() {
  return useQuery({
    queryKey: MESSENGER_KEYS.unread,
    queryFn: ({ signal }) =>
      apiRequest('/v1/conversations/unread-count', {
        schema: async () => (await messaging()).ZUnreadCountSchema,
        signal,
      }),
  });
}
