import { STAFF_ROLES, type StaffRole } from '@fitmarket/core/limits';
import { validateEmail } from '@fitmarket/core/rules/email';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateInvitation } from '../api/createInvitation';

/** An owner invites a colleague by e-mail, as an admin or another owner. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useCreateInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('admin');
  const [attempted, setAttempted] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const issue = attempted ? validateEmail(email) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    setInvited(null);
    if (validateEmail(email) !== null) return;
    const address = email.trim();
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          setInvited(address);
          setEmail('');
          setAttempted(false);
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
          <TextInput
            type="email"
            label={t('backofficeAccount.account.invitations.email')}
            autoComplete="off"
            required
            withAsterisk={false}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={issue && t(`errors.${issue}`)}
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
