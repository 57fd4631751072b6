import type { TMe } from '@fitmarket/core/api/auth';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NameFields, type Names } from '../../../components/NameFields';
import { useUpdateSettings } from '../../../lib/settings';
import { SavedStatus } from './SavedStatus';
import { SettingsSection } from './SettingsSection';

/**
 * First and last name, both optional: the account menu shows them instead of the e-mail. The
 * save button appears once either differs from what is saved.
 */
export function NameSection({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const [names, setNames] = useState<Names>({ firstName: me.first_name, lastName: me.last_name });
  const changed =
    names.firstName.trim() !== me.first_name || names.lastName.trim() !== me.last_name;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return;
    const saved = { first_name: names.firstName.trim(), last_name: names.lastName.trim() };
    update.mutate(saved, {
      onSuccess: () => setNames({ firstName: saved.first_name, lastName: saved.last_name }),
    });
  };

  return (
    <SettingsSection id="name" title={t('webAccount.settings.name.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('webAccount.settings.name.lead')}
          </Text>
          <NameFields value={names} onChange={setNames} />
          <Group gap="md" justify="flex-end">
            <SavedStatus saved={update.isSuccess && !changed} />
            {changed && (
              <Button type="submit" loading={update.isPending}>
                {t('webAccount.settings.name.save')}
              </Button>
            )}
          </Group>
          {update.isError && <ErrorAlerts errors={errorsOf(update.error)} />}
        </Stack>
      </form>
    </SettingsSection>
  );
}
