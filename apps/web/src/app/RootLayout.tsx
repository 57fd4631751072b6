import { SiteLayout } from '@fitmarket/ui/SiteLayout';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { HeaderNav } from '../components/HeaderNav';
import { SiteFooter } from '../components/SiteFooter';
import { useAccountLanguage } from '../lib/accountLanguage';
import { useAuthToken } from '../lib/session';
import { isMarkedSignedIn } from '../lib/signInLanding';
import { NavigationGuard } from './NavigationGuard';

/**
 * The account corner (its menus bring a popover library) is not needed to show a page: it loads
 * beside it, and on a prerendered page React keeps the server's markup of it until it is in.
 */
const AccountMenu = lazy(async () => ({
  default: (await import('../features/auth/components/AccountMenu')).AccountMenu,
}));

/** The messages link and notifications bell (and the live socket): signed-in users only. */
const NotificationsMenu = lazy(async () => ({
  default: (await import('../features/messenger/components/NotificationsMenu')).NotificationsMenu,
}));

function SignedInCorner() {
  const token = useAuthToken();
  return token ? (
    <Suspense>
      <NotificationsMenu token={token} />
    </Suspense>
  ) : null;
}

const NewProfessionalLanding = lazy(async () => ({
  default: (await import('../features/profile-editor/components/NewProfessionalLanding'))
    .NewProfessionalLanding,
}));

/** Right after signing in, a professional with an unfinished profile goes on to finish it. */
function AfterSignIn() {
  // Read after rendering (a prerendered page has no storage), again on every navigation: signing
  // in navigates.
  const { key } = useLocation();
  const [signedIn, setSignedIn] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is when to read again
  useEffect(() => setSignedIn(isMarkedSignedIn()), [key]);
  return signedIn ? (
    <Suspense>
      <NewProfessionalLanding />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  const { t } = useTranslation();
  const onLanguageChange = useAccountLanguage();
  return (
    <SiteLayout
      brand={t('common.productName')}
      footer={<SiteFooter onLanguageChange={onLanguageChange} />}
      nav={<HeaderNav />}
      actions={
        <>
          <SignedInCorner />
          <Suspense>
            <AccountMenu />
          </Suspense>
        </>
      }
      onLanguageChange={onLanguageChange}
    >
      <NavigationGuard>
        <Outlet />
      </NavigationGuard>
      <AfterSignIn />
    </SiteLayout>
  );
}
