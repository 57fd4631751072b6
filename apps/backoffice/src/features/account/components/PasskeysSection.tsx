import { PASSKEY_NAME_MAX_LENGTH } from '@fitmarket/core/limits';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { Alert, Button, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatDateTime';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { PasskeyError } from './PasskeyError';

/**
 * One's passkeys, shown once two-factor sign-in is on: each signs in instead of the app's code.
 * Adding asks for a name, then the browser's own dialog; removing asks first.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(name.trim() || t('backofficeAccount.passkeys.defaultName'), {
      onSuccess: () => setName(''),
    });
  };
  const date = (iso: string) => formatDateTime(iso, language);

  const list = () => {
    if (!passkeys.data) {
      if (passkeys.isError) return <ErrorAlerts errors={errorsOf(passkeys.error)} />;
      return <PageLoader label={t('backoffice.loading')} />;
    }
    if (passkeys.data.length === 0)
      return <Text size="sm">{t('backofficeAccount.passkeys.none')}</Text>;
    return (
      <List
        aria-label={t('backofficeAccount.passkeys.listLabel')}
        listStyleType="none"
        spacing="xs"
      >
        {passkeys.data.map((passkey) => (
          <List.Item key={passkey.id}>
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <div>
                <Text fw={600}>{passkey.name}</Text>
                <Text size="sm" c="dimmed">
                  {t('backofficeAccount.passkeys.added', { date: date(passkey.created_at) })}
                  {' · '}
                  {passkey.last_used_at
                    ? t('backofficeAccount.passkeys.lastUsed', { date: date(passkey.last_used_at) })
                    : t('backofficeAccount.passkeys.neverUsed')}
                </Text>
              </div>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={() => setRemoving({ id: passkey.id, name: passkey.name })}
                aria-label={`${t('backofficeAccount.passkeys.remove')}: ${passkey.name}`}
              >
                {t('backofficeAccount.passkeys.remove')}
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    );
  };

  return (
    <Stack gap="sm" data-testid="passkeys">
      <Title order={3} size="h4">
        {t('backofficeAccount.passkeys.title')}
      </Title>
      <Text size="sm">{t('backofficeAccount.passkeys.lead')}</Text>
      {list()}
      {add.isSuccess && (
        <Alert color="teal" variant="light" role="status">
          {t('backofficeAccount.passkeys.addedNotice')}
        </Alert>
      )}
      {add.isError && (
        <PasskeyError error={add.error} cancelled={t('backofficeAccount.passkeys.cancelled')} />
      )}
      {supported ? (
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('backofficeAccount.passkeys.name')}
              description={t('backofficeAccount.passkeys.nameHint')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={PASSKEY_NAME_MAX_LENGTH}
              w={280}
            />
            <Button type="submit" variant="outline" loading={add.isPending}>
              {t('backofficeAccount.passkeys.add')}
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="sm">{t('backofficeAccount.passkeys.unsupported')}</Text>
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t('backofficeAccount.passkeys.removeTitle')}
        message={
          <Stack gap="sm">
            <Text>
              {t('backofficeAccount.passkeys.removeText', { name: removing?.name ?? '' })}
            </Text>
            <ErrorAlerts errors={remove.isError ? errorsOf(remove.error) : []} />
          </Stack>
        }
        confirmLabel={t('backofficeAccount.passkeys.removeConfirm')}
        cancelLabel={t('backofficeAccount.twoFactor.cancel')}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })
        }
        onCancel={() => {
          remove.reset();
          setRemoving(null);
        }}
      />
    </Stack>
  );
}
