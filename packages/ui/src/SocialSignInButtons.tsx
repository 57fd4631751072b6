import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { apiRequest } from './lib/apiClient';

// Sign-in pages are first pages: the schemas (and zod) load with the requests.
const providerListSchema = async () =>
  (await import('@fitmarket/core/api/social')).ZSocialProviderListSchema;

/**
 * The buttons come after the list of providers, below the e-mail form, so their code (and the
 * divider's) is not part of the sign-in page's first load: it loads while the list does.
 */
const loadButtons = () => import('./SocialProviderButtons');
const SocialProviderButtons = lazy(async () => ({
  default: (await loadButtons()).SocialProviderButtons,
}));

export interface SocialSignInButtonsProps {
  /** The API path that answers `{ redirect }` for a provider, e.g. with `?intent=signup`. */
  endpoint: (providerId: string) => string;
}

/**
 * "Continue with <provider>" for each sign-in provider the server offers. Nothing is shown when
 * there are none or the list cannot be loaded: the e-mail form above still works.
 */
export function SocialSignInButtons({ endpoint }: SocialSignInButtonsProps) {
  const providers = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/auth/providers', { schema: providerListSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    void loadButtons();
  }, []);

  if (!providers.data || providers.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SocialProviderButtons providers={providers.data} endpoint={endpoint} />
    </Suspense>
  );
}
