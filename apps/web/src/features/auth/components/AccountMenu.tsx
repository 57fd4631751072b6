import { Avatar } from '@fitmarket/ui/Avatar';
import { Burger, Button, Group, Loader, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETING_LINKS } from '../../../components/SiteFooter';
import { useMe } from '../../../lib/me';
import { useAuthToken } from '../../../lib/session';
import { useSignOut } from '../api/signOut';

/** The header's account corner: sign in / sign up for guests, the user's menu when signed in. */
export function AccountMenu() {
  const token = useAuthToken();
  return token === null ? <GuestActions /> : <UserMenu />;
}

function GuestActions() {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <>
      <Group gap="xs" wrap="nowrap" visibleFrom="sm">
        <Button component={Link} to="/signin" variant="subtle" size="sm">
          {t('web.header.signIn')}
        </Button>
        <Button component={Link} to="/signup" size="sm">
          {t('web.header.signUp')}
        </Button>
      </Group>
      {/*
        A phone has no room for two buttons beside the language switcher, nor for the header's
        navigation (shown from md up): the menu holds both wherever that is hidden.
      */}
      <Menu opened={opened} onChange={toggle} position="bottom-end">
        <Menu.Target>
          <Burger opened={opened} size="sm" aria-label={t('web.header.openMenu')} hiddenFrom="md" />
        </Menu.Target>
        <Menu.Dropdown>
          {MARKETING_LINKS.map(({ to, label }) => (
            <Menu.Item key={to} component={Link} to={to}>
              {t(label)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item component={Link} to="/signin">
            {t('web.header.signIn')}
          </Menu.Item>
          <Menu.Item component={Link} to="/signup">
            {t('web.header.signUp')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

function UserMenu() {
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
