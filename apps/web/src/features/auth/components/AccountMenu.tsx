import { Burger, type BurgerProps, Button, Group, Loader } from '@mantine/core';
import { type ComponentPropsWithRef, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthToken } from '../../../lib/session';

/**
 * The menus (a popover library, focus trapping) are a chunk of their own: a guest, who is most
 * of the landing page's visitors, needs it only on a phone and only once they open the menu.
 */
const loadMenus = () => import('./HeaderMenus');
const UserMenu = lazy(async () => ({ default: (await loadMenus()).UserMenu }));
const GuestMenu = lazy(async () => ({ default: (await loadMenus()).GuestMenu }));

/** The header's account corner: sign in / sign up for guests, the user's menu when signed in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const token = useAuthToken();
  if (token === null) return <GuestActions />;
  return (
    <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
      <UserMenu />
    </Suspense>
  );
}

/** The phone's menu button; the same before and after the menu has loaded. */
export function GuestBurger(props: BurgerProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <Burger
      size="sm"
      aria-label={t('web.header.openMenu')}
      aria-haspopup="menu"
      hiddenFrom="sm"
      {...props}
    />
  );
}

function GuestActions() {
  const { t } = useTranslation();
  const [menuWanted, setMenuWanted] = useState(false);
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
      {/* A phone has no room for two buttons beside the language switcher. */}
      {menuWanted ? (
        <Suspense fallback={<GuestBurger opened />}>
          <GuestMenu />
        </Suspense>
      ) : (
        <GuestBurger
          opened={false}
          onFocus={() => void loadMenus()}
          onPointerEnter={() => void loadMenus()}
          onClick={() => setMenuWanted(true)}
        />
      )}
    </>
  );
}
