import { STAFF_ROLES, type StaffRole } from '@fitmarket/core/limits';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Alert, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailInput, useEmailInput } from '../../../components/EmailInput';
import { useCreateInvitation } from '../api/createInvitation';

/** An owner invites a colleague by e-mail, as an admin or another owner. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useCreateInvitation();
  const email = useEmailInput();
  const [role, setRole] = useState<StaffRole>('admin');
  const [invited, setInvited] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setInvited(null);
    if (!email.check()) return;
    const address = email.email;
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          setInvited(address);
          email.reset();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="invite-form">
      <Stack gap="sm">
        {invited && (
          <Alert color="teal" variant="light" role="status" data-testid="invitation-sent">
            {t('backofficeAccount.account.invitations.sent', { email: invited })}
          </Alert>
        )}
        <ErrorAlerts errors={invite.isError ? errorsOf(invite.error) : []} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <EmailInput
            field={email.field}
            label={t('backofficeAccount.account.invitations.email')}
            autoComplete="off"
            style={{ flex: '3 1 240px' }}
          />
          <NativeSelect
            label={t('backofficeAccount.account.invitations.role')}
            value={role}
            onChange={(event) =>
              setRole(STAFF_ROLES.find((value) => value === event.currentTarget.value) ?? 'admin')
            }
            data={STAFF_ROLES.map((value) => ({
              value,
              label: t(`backofficeAccount.account.roles.${value}`),
            }))}
            style={{ flex: '1 1 140px' }}
          />
        </Group>
        <Group>
          <Button type="submit" loading={invite.isPending}>
            {t('backofficeAccount.account.invitations.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
