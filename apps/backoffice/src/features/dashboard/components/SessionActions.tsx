import { Avatar } from '@fitmarket/ui/Avatar';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentStaff } from '../../../lib/currentStaff';
import { useLogout } from '../api/logout';

export interface SessionActionsProps {
  /** In the header the pieces sit in a row; in the mobile menu, stacked. */
  layout: 'row' | 'stack';
  onNavigate?: () => void;
}

/** Who is signed in, the way to their account, and signing out. */
export function SessionActions({ layout, onNavigate }: SessionActionsProps) {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  const logout = useLogout();
  const name = `${staff.first_name} ${staff.last_name}`.trim();
  const Container = layout === 'row' ? Group : Stack;

  return (
    <Container gap="sm" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Avatar name={name} image={staff.image} size="sm" />
        <Text size="sm" fw={600} data-testid="signed-in-user" truncate maw={220}>
          <VisuallyHidden>{t('backoffice.dashboard.signedInAs')} </VisuallyHidden>
          {name}
        </Text>
      </Group>
      <Button component={Link} to="/dashboard/account" variant="light" onClick={onNavigate}>
        {t('backoffice.dashboard.account')}
      </Button>
      <Button variant="default" onClick={() => logout.mutate()} loading={logout.isPending}>
        {t('backoffice.dashboard.signOut')}
      </Button>
    </Container>
  );
}
