import { SiteLayout } from '@fitmarket/ui/SiteLayout';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HeaderNav } from '../components/HeaderNav';
import { SiteFooter } from '../components/SiteFooter';
import { useAccountLanguage } from '../lib/accountLanguage';
import { NavigationGuard } from './NavigationGuard';

/**
 * The account corner (its menus bring a popover library) is not needed to show a page: it loads
 * beside it, and on a prerendered page React keeps the server's markup of it until it is in.
 */
const AccountMenu = lazy(async () => ({
  default: (await import('../features/auth/components/AccountMenu')).AccountMenu,
}));

export function RootLayout() {
  const { t } = useTranslation();
  const onLanguageChange = useAccountLanguage();
  return (
    <SiteLayout
      brand={t('common.productName')}
      footer={<SiteFooter onLanguageChange={onLanguageChange} />}
      nav={<HeaderNav />}
      actions={
        <Suspense>
          <AccountMenu />
        </Suspense>
      }
      onLanguageChange={onLanguageChange}
    >
      <NavigationGuard>
        <Outlet />
      </NavigationGuard>
    </SiteLayout>
  );
}
