import { SiteLayout } from '@fitmarket/ui/SiteLayout';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AccountMenu } from '../features/auth/components/AccountMenu';
import { useAccountLanguage } from '../lib/accountLanguage';
import { NavigationGuard } from './NavigationGuard';

export function RootLayout() {
  const { t } = useTranslation();
  const onLanguageChange = useAccountLanguage();
  return (
    <SiteLayout
      brand={t('common.productName')}
      footer={<Footer />}
      actions={<AccountMenu />}
      onLanguageChange={onLanguageChange}
    >
      <NavigationGuard>
        <Outlet />
      </NavigationGuard>
    </SiteLayout>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm">{t('web.footer.tagline')}</Text>
      <Text size="sm" c="dimmed">
        {t('web.footer.copyright', { year: new Date().getFullYear() })}
      </Text>
    </Stack>
  );
}
