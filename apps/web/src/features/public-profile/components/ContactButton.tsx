import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { rememberIntendedRoute } from '@fitmarket/ui/lib/intendedRoute';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useContact } from '../../../lib/professionals';
import { useAuthToken } from '../../../lib/session';

/**
 * Opens the conversation with the professional in the messenger. A guest is sent to sign in
 * and comes back to this profile, as for following.
 */
export function ContactButton({ professionalId }: { professionalId: number }) {
  const { t } = useTranslation();
  const signedIn = useAuthToken() !== null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const contact = useContact(professionalId);
  if (!signedIn) {
    return (
      <Button
        variant="light"
        onClick={() => {
          rememberIntendedRoute(pathname);
          void navigate('/signin');
        }}
      >
        {t('publicProfile.contactSignIn')}
      </Button>
    );
  }
  return (
    <Stack gap="xs">
      <Button
        variant="light"
        loading={contact.isPending}
        onClick={() =>
          contact.mutate(undefined, {
            onSuccess: (conversation) => void navigate(`/messages/${conversation.id}`),
          })
        }
        data-testid="contact-button"
      >
        {t('publicProfile.contact')}
      </Button>
      {contact.isError && <ErrorAlerts errors={errorsOf(contact.error)} />}
    </Stack>
  );
}
