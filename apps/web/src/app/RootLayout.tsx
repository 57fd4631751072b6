import { SiteLayout } from '@fitmarket/ui/SiteLayout';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { SiteFooter } from '../components/SiteFooter';
import { AccountMenu } from '../features/auth/components/AccountMenu';
import { useAccountLanguage } from '../lib/accountLanguage';
import { NavigationGuard } from './NavigationGuard';

export function RootLayout() {
  const { t } = useTranslation();
  const onLanguageChange = useAccountLanguage();
  return (
    <SiteLayout
      brand={t('common.productName')}
      footer={<SiteFooter onLanguageChange={onLanguageChange} />}
      actions={<AccountMenu />}
      onLanguageChange={onLanguageChange}
    >
      <NavigationGuard>
        <Outlet />
      </NavigationGuard>
    </SiteLayout>
  );
}
