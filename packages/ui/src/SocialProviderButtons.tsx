import type { TSocialProvider } from '@fitmarket/core/api/social';
import { Button, Divider, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlerts } from './ErrorAlerts';
import { apiRequest, errorsOf } from './lib/apiClient';
import type { SocialSignInButtonsProps } from './SocialSignInButtons';

const redirectSchema = async () => (await import('@fitmarket/core/api/auth')).ZRedirectSchema;

export interface SocialProviderButtonsProps extends SocialSignInButtonsProps {
  /** The providers the server offers; at least one. */
  providers: readonly TSocialProvider[];
}

/** SocialSignInButtons' buttons, once it knows the providers: each opens its provider's page. */
export function SocialProviderButtons({ providers, endpoint }: SocialProviderButtonsProps) {
  const { t } = useTranslation();
  const start = useMutation({
    mutationFn: (providerId: string) =>
      apiRequest(endpoint(providerId), { schema: redirectSchema }),
    // The provider's page replaces this one, so the button keeps spinning until it opens.
    onSuccess: ({ redirect }) => window.location.assign(redirect),
  });

  const leaving = start.isPending || start.isSuccess;
  return (
    <Stack gap="sm" data-testid="social-sign-in">
      <Divider label={t('accountShared.social.or')} labelPosition="center" />
      {start.isError && <ErrorAlerts errors={errorsOf(start.error)} />}
      {providers.map((provider) => (
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
