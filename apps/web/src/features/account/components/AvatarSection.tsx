import type { TMe } from '@fitmarket/core/api/auth';
import { AvatarUpload } from '@fitmarket/ui/AvatarUpload';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { useTranslation } from 'react-i18next';
import { useUpdateSettings } from '../../../lib/settings';
import { SavedStatus } from './SavedStatus';
import { SettingsSection } from './SettingsSection';

/**
 * The profile photo. Like the other settings it is saved as soon as it changes: an uploaded
 * photo becomes the avatar at once, and the header shows it.
 */
export function AvatarSection({ me }: { me: TMe }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const name = `${me.first_name} ${me.last_name}`.trim() || me.email;
  return (
    <SettingsSection id="avatar" title={t('accountShared.avatar.label')}>
      <AvatarUpload
        name={name}
        image={me.image}
        onUploaded={(image) => update.mutate({ image: image.id })}
        onRemove={() => update.mutate({ image: null })}
        saving={update.isPending}
        errors={update.isError ? errorsOf(update.error) : []}
      />
      <SavedStatus saved={update.isSuccess} />
    </SettingsSection>
  );
}
