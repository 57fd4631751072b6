import { TitledPanel } from '@fitmarket/ui/TitledPanel';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DashboardPage } from '../../../components/DashboardPage';
import { useCurrentStaff } from '../../../lib/currentStaff';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { ProfileForm } from '../components/ProfileForm';
import { StaffInvitationsSection } from '../components/StaffInvitationsSection';
import { TwoFactorSection } from '../components/TwoFactorSection';

/** Route dashboard.account (SPEC §2 screen 1). */
export function AccountRoute() {
  const { t } = useTranslation();
  const profile = useCurrentStaff();
  return (
    <DashboardPage title={t('backofficeAccount.account.pageTitle')}>
      <Stack gap="lg" maw={760}>
        <TitledPanel
          level={2}
          title={t('backofficeAccount.account.profile.title')}
          testId="profile"
        >
          <ProfileForm profile={profile} />
        </TitledPanel>
        <TwoFactorSection isOwner={profile.role === 'owner'} />
        {profile.role === 'owner' && <StaffInvitationsSection />}
        <DeleteAccountSection />
      </Stack>
    </DashboardPage>
  );
}
