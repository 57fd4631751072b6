import type { TSocialConnection, TSocialItemUpdate } from '@fitmarket/core/api/social-activity';
import type { SocialProviderId } from '@fitmarket/core/rules/social-activity';
import { apiRequest } from '@fitmarket/ui/lib/apiClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The professional's connected providers and imported posts (docs/social-activity.md). */

const schemas = () => import('@fitmarket/core/api/social-activity');
/** While a first import runs the connections are read again this often (ms). */
export const IMPORT_POLL_MS = 2000;

/** GET /v1/me/social/providers: every provider and whether it is offered here. */
export function useSocialProviders() {
  return useQuery({
    queryKey: ['social', 'providers'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/me/social/providers', {
        schema: async () => (await schemas()).ZSocialProviderListSchema,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET /v1/me/social/connections, read again every IMPORT_POLL_MS while a first import runs; when
 * one ends, the posts and suggestions are read again.
 */
export function useSocialConnections() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['social', 'connections'],
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<TSocialConnection[]>(['social', 'connections']);
      const connections = await apiRequest('/v1/me/social/connections', {
        schema: async () => (await schemas()).ZSocialConnectionListSchema,
        signal,
      });
      // An import was running: its posts so far (and at its end all of them) show.
      if (before?.some((connection) => connection.first_import_pending)) {
        void queryClient.invalidateQueries({ queryKey: ['social', 'items'] });
        void queryClient.invalidateQueries({ queryKey: ['social', 'suggestions'] });
      }
      return connections;
    },
    refetchInterval: (query) =>
      query.state.data?.some((connection) => connection.first_import_pending)
        ? IMPORT_POLL_MS
        : false,
  });
}

/** GET /v1/me/social/items: every imported post, hidden ones too, newest first. */
export function useSocialItems() {
  return useQuery({
    queryKey: ['social', 'items'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/me/social/items', {
        schema: async () => (await schemas()).ZSocialItemListSchema,
        signal,
      }),
  });
}

/** GET /v1/me/social/suggestions: the best posts not yet featured nor hidden. */
export function useSocialSuggestions() {
  return useQuery({
    queryKey: ['social', 'suggestions'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/me/social/suggestions', {
        schema: async () => (await schemas()).ZSocialItemListSchema,
        signal,
      }),
  });
}

/** POST /v1/me/social/connections, then the browser goes to the provider's consent page. */
export function useConnectProvider() {
  return useMutation({
    mutationFn: (provider: SocialProviderId) =>
      apiRequest('/v1/me/social/connections', {
        method: 'POST',
        body: { provider },
        schema: async () => (await import('@fitmarket/core/api/auth')).ZRedirectSchema,
      }),
    onSuccess: ({ redirect }) => window.location.assign(redirect),
  });
}

/** A change that answers the connections list: it replaces the cached one. */
function useConnectionsChange<T>(request: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (connections) => {
      queryClient.setQueryData(['social', 'connections'], connections);
      await queryClient.invalidateQueries({ queryKey: ['social', 'items'] });
      void queryClient.invalidateQueries({ queryKey: ['social', 'suggestions'] });
    },
  });
}

/** PUT /v1/me/social/connections/{id}/default. */
export function useSetDefaultConnection() {
  return useConnectionsChange((id: number) =>
    apiRequest(`/v1/me/social/connections/${id}/default`, {
      method: 'PUT',
      schema: async () => (await schemas()).ZSocialConnectionListSchema,
    }),
  );
}

/** DELETE /v1/me/social/connections/{id}?items=remove|keep. */
export function useDisconnect() {
  return useConnectionsChange(({ id, items }: { id: number; items: 'remove' | 'keep' }) =>
    apiRequest(`/v1/me/social/connections/${id}?items=${items}`, {
      method: 'DELETE',
      schema: async () => (await schemas()).ZSocialConnectionListSchema,
    }),
  );
}

/** PATCH /v1/me/social/items/{id}: override, feature, hide or mark commercial. */
export function useUpdateSocialItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TSocialItemUpdate }) =>
      apiRequest(`/v1/me/social/items/${id}`, {
        method: 'PATCH',
        body: change,
        schema: async () => (await schemas()).ZSocialItemSchema,
      }),
    onSuccess: (item) => {
      queryClient.setQueryData(['social', 'items'], (items: { id: number }[] | undefined) =>
        items?.map((other) => (other.id === item.id ? item : other)),
      );
      void queryClient.invalidateQueries({ queryKey: ['social', 'suggestions'] });
    },
  });
}
