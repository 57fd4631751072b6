import { type TStaffInvitation, ZStaffInvitationSchema } from '@fitmarket/core/api/invitations';
import { STAFF_ROLES } from '@fitmarket/core/limits';
import { validateEmail } from '@fitmarket/core/rules/email';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Alert, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateInvitation } from '../api/createInvitation';

/** An owner invites a colleague by e-mail, as an admin or another owner. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useCreateInvitation();
  const [invited, setInvited] = useState<string | null>(null);
  const { form, refused, refusal, clearRefusal } = useCoreForm<TStaffInvitation>({
    initialValues: { email: '', role: 'admin' },
    schema: ZStaffInvitationSchema,
    rules: ({ email }) => ({ email: validateEmail(email) }),
  });

  const submit = ({ email, role }: TStaffInvitation) => {
    setInvited(null);
    clearRefusal();
    const address = email.trim();
    invite.mutate(
      { email: address, role },
      {
        onSuccess: () => {
          setInvited(address);
          form.reset();
        },
        onError: refused,
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="invite-form">
      <Stack gap="sm">
        {invited && (
          <Alert color="teal" variant="light" role="status" data-testid="invitation-sent">
            {t('backofficeAccount.account.invitations.sent', { email: invited })}
          </Alert>
        )}
        <ErrorAlerts errors={refusal} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            name="email"
            type="email"
            label={t('backofficeAccount.account.invitations.email')}
            autoComplete="off"
            required
            withAsterisk={false}
            style={{ flex: '3 1 240px' }}
            {...form.getInputProps('email')}
          />
          <NativeSelect
            name="role"
            label={t('backofficeAccount.account.invitations.role')}
            data={STAFF_ROLES.map((value) => ({
              value,
              label: t(`backofficeAccount.account.roles.${value}`),
            }))}
            style={{ flex: '1 1 140px' }}
            {...form.getInputProps('role')}
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
