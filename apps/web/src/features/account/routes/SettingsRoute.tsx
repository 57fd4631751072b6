import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../lib/me';
import { AvatarSection } from '../components/AvatarSection';
import { DataExportSection } from '../components/DataExportSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { LanguageSection } from '../components/LanguageSection';
import { NameSection } from '../components/NameSection';
import { NotificationsSection } from '../components/NotificationsSection';
import { PasswordSection } from '../components/PasswordSection';
import { UpgradeSection } from '../components/UpgradeSection';

/** Route account.settings (/account/settings, auth): the guard has loaded the user. */
export function SettingsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('webAccount.settings.pageTitle'));
  const me = useMe().data;
  // Decided when the page opens, so the section stays until it has moved on after the upgrade.
  const [wasCustomer] = useState(me?.role === 'customer');
  if (!me) return <PageLoader label={t('common.loading')} />;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('webAccount.settings.title')}
          </Title>
          <Text c="dimmed">{t('webAccount.settings.signedInAs', { email: me.email })}</Text>
        </Stack>
        <NameSection me={me} />
        <AvatarSection me={me} />
        <NotificationsSection me={me} />
        <LanguageSection me={me} />
        <PasswordSection me={me} />
        {(wasCustomer || me.role === 'customer') && <UpgradeSection />}
        <DataExportSection />
        <DeleteAccountSection />
      </Stack>
    </Container>
  );
}
