import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { rememberIntendedRoute } from '../../../lib/intendedRoute';
import { useAuthToken } from '../../../lib/session';

/**
 * Messaging comes with a later issue; until then the button says so honestly (and a guest is
 * offered to sign in) instead of pretending to send anything.
 */
export function ContactButton({ name }: { name: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const signedIn = useAuthToken() !== null;
  const { pathname } = useLocation();
  return (
    <>
      <Button variant="light" onClick={open}>
        {t('publicProfile.contact')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('publicProfile.contactTitle', { name })}>
        <Stack gap="md">
          <Text>{t('publicProfile.contactLater', { name })}</Text>
          {!signedIn && <Text c="dimmed">{t('publicProfile.contactSignIn')}</Text>}
          <Group justify="flex-end">
            {!signedIn && (
              <Button component={Link} to="/signin" onClick={() => rememberIntendedRoute(pathname)}>
                {t('web.header.signIn')}
              </Button>
            )}
            <Button variant="default" onClick={close}>
              {t('publicProfile.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
