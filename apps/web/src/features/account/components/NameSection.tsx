import { type TMe, ZSettingsUpdateSchema } from '@fitmarket/core/api/auth';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NameFields } from '../../../components/NameFields';
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
  const { form, refused, refusal, clearRefusal } = useCoreForm({
    initialValues: { first_name: me.first_name, last_name: me.last_name },
    schema: ZSettingsUpdateSchema,
  });
  const names = form.getValues();
  const changed =
    names.first_name.trim() !== me.first_name || names.last_name.trim() !== me.last_name;

  const submit = (values: typeof names) => {
    if (!changed) return;
    clearRefusal();
    const saved = { first_name: values.first_name.trim(), last_name: values.last_name.trim() };
    update.mutate(saved, { onSuccess: () => form.setValues(saved), onError: refused });
  };

  return (
    <SettingsSection id="name" title={t('webAccount.settings.name.title')}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('webAccount.settings.name.lead')}
          </Text>
          <NameFields inputProps={(field) => form.getInputProps(field)} />
          <Group gap="md" justify="flex-end">
            <SavedStatus saved={update.isSuccess && !changed} />
            {changed && (
              <Button type="submit" loading={update.isPending}>
                {t('webAccount.settings.name.save')}
              </Button>
            )}
          </Group>
          <ErrorAlerts errors={refusal} />
        </Stack>
      </form>
    </SettingsSection>
  );
}
