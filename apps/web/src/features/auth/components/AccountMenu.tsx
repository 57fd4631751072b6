import { isLanguage } from '@fitmarket/core/language';
import { SEARCH_PATHS, WEB_LINKS } from '@fitmarket/core/links';
import { Avatar } from '@fitmarket/ui/Avatar';
import {
  Badge,
  Box,
  Burger,
  Button,
  Group,
  Loader,
  Menu,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETING_LINKS } from '../../../components/SiteFooter';
import { usePendingCount } from '../../../lib/bookingQueries';
import { useMe } from '../../../lib/me';
import { useAuthToken } from '../../../lib/session';
import { useUnreadMessages } from '../../messenger/api/messenger';
import { useSignOut } from '../api/signOut';

/** The header's account corner: sign in / sign up for guests, the user's menu when signed in. */
export function AccountMenu() {
  const token = useAuthToken();
  return token === null ? <GuestActions /> : <UserMenu />;
}

/**
 * The header's main navigation (HeaderNav shows it on wide screens only) as menu items, for the
 * phone's menus: the search and the marketing pages.
 */
function MainNavItems() {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <>
      <Menu.Item component={Link} to={SEARCH_PATHS[lang]}>
        {t('web.header.findProfessionals')}
      </Menu.Item>
      {MARKETING_LINKS.map(({ to, label }) => (
        <Menu.Item key={to} component={Link} to={to}>
          {t(label)}
        </Menu.Item>
      ))}
    </>
  );
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
      {/* A phone has no room for two buttons beside the language switcher, nor for the header's
          navigation (shown from md up): both are in this menu. */}
      <Menu opened={opened} onChange={toggle} position="bottom-end">
        <Menu.Target>
          <Burger opened={opened} size="sm" aria-label={t('web.header.openMenu')} hiddenFrom="md" />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/signin">
            {t('web.header.signIn')}
          </Menu.Item>
          <Menu.Item component={Link} to="/signup">
            {t('web.header.signUp')}
          </Menu.Item>
          <Menu.Divider />
          <MainNavItems />
        </Menu.Dropdown>
      </Menu>
    </>
  );
}

/** A count beside a menu item; the item's own text says it to screen readers. */
function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Badge size="sm" color="red" aria-hidden="true">
      {count}
    </Badge>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const me = useMe();
  const signOut = useSignOut();
  const professional = me.data?.role === 'professional';
  const pending = usePendingCount(professional);
  const unread = useUnreadMessages().data?.count ?? 0;
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
        {professional && (
          <Menu.Item component={Link} to="/account/basic-info">
            {t('web.header.profile')}
          </Menu.Item>
        )}
        {professional && (
          <Menu.Item
            component={Link}
            to={WEB_LINKS.bookings}
            rightSection={<CountBadge count={pending} />}
          >
            {t('web.header.bookings')}
            {pending > 0 && (
              <VisuallyHidden>, {t('web.header.pending', { count: pending })}</VisuallyHidden>
            )}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to={WEB_LINKS.bookingsHistory}>
          {t('web.header.myBookings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/messages" rightSection={<CountBadge count={unread} />}>
          {t('web.header.messages')}
          {unread > 0 && (
            <VisuallyHidden>, {t('web.header.unread', { count: unread })}</VisuallyHidden>
          )}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/settings">
          {t('web.header.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/account/following">
          {t('web.header.following')}
        </Menu.Item>
        <Menu.Item onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {t('web.header.signOut')}
        </Menu.Item>
        {/* The header's navigation is hidden below md: phones find it here. */}
        <Menu.Divider hiddenFrom="md" />
        <Menu.Label hiddenFrom="md">{t('web.footer.headerNavLabel')}</Menu.Label>
        <Box hiddenFrom="md">
          <MainNavItems />
        </Box>
      </Menu.Dropdown>
    </Menu>
  );
}
