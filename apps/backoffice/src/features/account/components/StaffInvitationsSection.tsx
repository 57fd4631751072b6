import { TitledPanel } from '@fitmarket/ui/TitledPanel';
import { Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvitationTable } from './InvitationTable';
import { InviteForm } from './InviteForm';

/** Owners bring new staff in by invitation (SPEC §6: owner and admin roles). */
export function StaffInvitationsSection() {
  const { t } = useTranslation();
  return (
    <TitledPanel
      level={2}
      title={t('backofficeAccount.account.invitations.title')}
      lead={t('backofficeAccount.account.invitations.lead')}
      testId="staff-invitations"
    >
      <InviteForm />
      <Divider />
      <InvitationTable />
    </TitledPanel>
  );
}
