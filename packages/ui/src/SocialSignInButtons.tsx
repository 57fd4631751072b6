import { Button, Divider, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlerts } from './ErrorAlerts';
import { apiRequest, errorsOf } from './lib/apiClient';

// Sign-in pages are first pages: the schemas (and zod) load with the requests.
const providerListSchema = async () =>
  (await import('@fitmarket/core/api/social')).ZSocialProviderListSchema;
const redirectSchema = async () => (await import('@fitmarket/core/api/auth')).ZRedirectSchema;

export interface SocialSignInButtonsProps {
  /** The API path that answers `{ redirect }` for a provider, e.g. with `?intent=signup`. */
  endpoint: (providerId: string) => string;
}

/**
 * "Continue with <provider>" for each sign-in provider the server offers. Nothing is shown when
 * there are none or the list cannot be loaded: the e-mail form above still works.
 */
export function SocialSignInButtons({ endpoint }: SocialSignInButtonsProps) {
  const { t } = useTranslation();
  const providers = useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/auth/providers', { schema: providerListSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const start = useMutation({
    mutationFn: (providerId: string) =>
      apiRequest(endpoint(providerId), { schema: redirectSchema }),
    // The provider's page replaces this one, so the button keeps spinning until it opens.
    onSuccess: ({ redirect }) => window.location.assign(redirect),
  });

  if (!providers.data || providers.data.length === 0) return null;
  const leaving = start.isPending || start.isSuccess;
  return (
    <Stack gap="sm" data-testid="social-sign-in">
      <Divider label={t('accountShared.social.or')} labelPosition="center" />
      {start.isError && <ErrorAlerts errors={errorsOf(start.error)} />}
      {providers.data.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          loading={leaving && start.variables === provider.id}
          disabled={leaving && start.variables !== provider.id}
          onClick={() => start.mutate(provider.id)}
        >
          {t('accountShared.social.continueWith', { name: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
