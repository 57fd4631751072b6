import type { TMe } from '@fitmarket/core/api/auth';
import { NAME_MAX_LENGTH } from '@fitmarket/core/limits';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const [firstName, setFirstName] = useState(me.first_name);
  const [lastName, setLastName] = useState(me.last_name);
  const changed = firstName.trim() !== me.first_name || lastName.trim() !== me.last_name;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed) return;
    const names = { first_name: firstName.trim(), last_name: lastName.trim() };
    update.mutate(names, {
      onSuccess: () => {
        setFirstName(names.first_name);
        setLastName(names.last_name);
      },
    });
  };

  return (
    <SettingsSection id="name" title={t('webAccount.settings.name.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('webAccount.settings.name.lead')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('webAccount.fields.firstName')}
              autoComplete="given-name"
              maxLength={NAME_MAX_LENGTH}
              value={firstName}
              onChange={(event) => setFirstName(event.currentTarget.value)}
            />
            <TextInput
              label={t('webAccount.fields.lastName')}
              autoComplete="family-name"
              maxLength={NAME_MAX_LENGTH}
              value={lastName}
              onChange={(event) => setLastName(event.currentTarget.value)}
            />
          </SimpleGrid>
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
