import type { TMe } from '@fitmarket/core/api/auth';
import { isLanguage, SUPPORTED_LANGUAGES } from '@fitmarket/core/language';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { pickLanguage } from '@fitmarket/ui/useLanguage';
import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUpdateSettings } from '../../../lib/settings';
import { SavedStatus } from './SavedStatus';
import { SettingsSection } from './SettingsSection';

/**
 * The account's language (its e-mails come in it). Choosing one also switches the page at once;
 * the account follows when the server has saved it.
 */
export function LanguageSection({ me }: { me: TMe }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateSettings();
  const value = update.isPending ? (update.variables.language ?? me.language) : me.language;
  return (
    <SettingsSection id="language" title={t('webAccount.settings.language.title')}>
      <Group gap="md" align="flex-end">
        <NativeSelect
          label={t('webAccount.settings.language.label')}
          value={value}
          disabled={update.isPending}
          w={320}
          maw="100%"
          onChange={(event) => {
            const language = event.currentTarget.value;
            if (!isLanguage(language)) return;
            pickLanguage(i18n, language);
            update.mutate({ language });
          }}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`common.languages.${language}`)}
            </option>
          ))}
        </NativeSelect>
        <SavedStatus saved={update.isSuccess} />
      </Group>
      {update.isError && <ErrorAlerts errors={errorsOf(update.error)} />}
    </SettingsSection>
  );
}
