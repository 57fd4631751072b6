import { Avatar } from '@fitmarket/ui/Avatar';
import { Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../../lib/me';
import { useSignOut } from '../api/signOut';
import { GuestBurger } from './AccountMenu';

/** A guest's menu on a phone, open from the start: it loads when the visitor opens it. */
export function GuestMenu() {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(true);
  return (
    <Menu opened={opened} onChange={toggle} position="bottom-end">
      <Menu.Target>
        <GuestBurger opened={opened} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/signin">
          {t('web.header.signIn')}
        </Menu.Item>
        <Menu.Item component={Link} to="/signup">
          {t('web.header.signUp')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const me = useMe();
  const signOut = useSignOut();
  if (me.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  // Without the user (server unreachable) the menu still lets them sign out.
  const name = me.data
    ? `${me.data.first_name} ${me.data.last_name}`.trim() || me.data.email
    : t('web.header.accountMenu');
  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        <UnstyledButton aria-label={name} data-testid="account-menu">
          <Group gap="xs" wrap="nowrap">
            <Avatar name={name} image={me.data?.image} size="md" />
            <Text fw={500} visibleFrom="sm" maw={180} truncate>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{me.data?.email ?? name}</Menu.Label>
        {me.data?.role === 'professional' && (
          <Menu.Item component={Link} to="/account/basic-info">
            {t('web.header.profile')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/account/settings">
          {t('web.header.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/following">
          {t('web.header.following')}
        </Menu.Item>
        <Menu.Item onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t('web.header.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
