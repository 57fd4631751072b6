import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { passedNotice } from '../../../lib/routeState';

/**
 * What the page before sent the visitor home for: a page that needs signing in (SPEC §2, with a
 * way to sign in), or a finished sign-up.
 */
export function SessionNotice() {
  const { t } = useTranslation();
  const notice = passedNotice(useLocation().state);
  if (notice === 'signInRequired') {
    return (
      <Container size="lg" pt="md">
        <Alert color="yellow" variant="light" data-testid="sign-in-required">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('web.notices.signInRequired')}</Text>
            <Button component={Link} to="/signin" size="xs">
              {t('web.notices.signIn')}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  if (notice === 'emailConfirmed' || notice === 'welcome') {
    return (
      <Container size="lg" pt="md">
        <Alert color="teal" variant="light" role="status" data-testid="welcome">
          {t(`web.notices.${notice}`)}
        </Alert>
      </Container>
    );
  }
  return null;
}
