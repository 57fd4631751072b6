import type { TAdminProfile } from '@fitmarket/core/api/auth';
import { DESCRIPTION_MAX_LENGTH } from '@fitmarket/core/limits';
import { passwordIssues } from '@fitmarket/core/rules/password';
import { AvatarUpload } from '@fitmarket/ui/AvatarUpload';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { NewPasswordFields } from '@fitmarket/ui/NewPasswordFields';
import { PasswordField } from '@fitmarket/ui/PasswordField';
import {
  Alert,
  Button,
  Collapse,
  Group,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/updateProfile';

type Saved = Pick<TAdminProfile, 'first_name' | 'last_name' | 'description' | 'image'>;
/** A new photo (an upload's id and address) or none (both null), waiting for the save. */
type ImageChange = { id: string | null; url: string | null };

/**
 * The staff member's photo, names and description, and optionally a new password; every save
 * needs the current password, a new photo's too (SPEC §7 saves the image with the profile). The
 * save button shows only once something differs from what is saved.
 */
export function ProfileForm({ profile }: { profile: TAdminProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  // What the server has now: the profile at first, then each successful save.
  const [saved, setSaved] = useState<Saved>(profile);
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [description, setDescription] = useState(profile.description);
  const [imageChange, setImageChange] = useState<ImageChange | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [changingPassword, setChangingPassword] = useState(false);
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [attempted, setAttempted] = useState(false);
  const passwordSectionId = useId();

  const wantsNewPassword = newPassword !== '' || repeat !== '';
  const changed =
    firstName !== saved.first_name ||
    lastName !== saved.last_name ||
    description !== saved.description ||
    (imageChange !== null && imageChange.url !== saved.image) ||
    wantsNewPassword;
  const required = t('errors.1307');
  const missing = (value: string) => attempted && value.trim() === '' && required;

  // Closing the section drops what was typed in it, so no hidden password is ever sent.
  const togglePasswordChange = () => {
    if (changingPassword) {
      setNewPassword('');
      setRepeat('');
    }
    setChangingPassword(!changingPassword);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const complete = [firstName, lastName, currentPassword].every((value) => value.trim() !== '');
    if (!complete || (wantsNewPassword && passwordIssues(newPassword, repeat).length > 0)) return;
    const next = {
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      description: description.trim(),
    };
    update.mutate(
      {
        ...next,
        ...(imageChange && { image: imageChange.id }),
        password: currentPassword,
        ...(wantsNewPassword && { password_new: newPassword, password_repeat: repeat }),
      },
      {
        onSuccess: ({ image }) => {
          setSaved({ ...next, image });
          setImageChange(null);
          setFirstName(next.first_name);
          setLastName(next.last_name);
          setDescription(next.description);
          setCurrentPassword('');
          setNewPassword('');
          setRepeat('');
          setChangingPassword(false);
          setAttempted(false);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="md">
        <AvatarUpload
          name={`${saved.first_name} ${saved.last_name}`}
          image={imageChange ? imageChange.url : saved.image}
          onUploaded={({ id, url }) => setImageChange({ id, url })}
          onRemove={() => setImageChange({ id: null, url: null })}
          saving={update.isPending}
        />
        <TextInput
          type="email"
          label={t('backofficeAccount.fields.email')}
          value={profile.email}
          readOnly
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('backofficeAccount.fields.firstName')}
            autoComplete="given-name"
            required
            withAsterisk={false}
            value={firstName}
            onChange={(event) => setFirstName(event.currentTarget.value)}
            error={missing(firstName)}
          />
          <TextInput
            label={t('backofficeAccount.fields.lastName')}
            autoComplete="family-name"
            required
            withAsterisk={false}
            value={lastName}
            onChange={(event) => setLastName(event.currentTarget.value)}
            error={missing(lastName)}
          />
        </SimpleGrid>
        <Textarea
          label={t('backofficeAccount.fields.description')}
          description={t('backofficeAccount.fields.descriptionHint')}
          autosize
          minRows={3}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        <Stack gap="xs">
          <Button
            variant="subtle"
            type="button"
            onClick={togglePasswordChange}
            aria-expanded={changingPassword}
            aria-controls={passwordSectionId}
            leftSection={<span aria-hidden>{changingPassword ? '−' : '+'}</span>}
            style={{ alignSelf: 'flex-start' }}
            px="xs"
          >
            {t('backofficeAccount.account.profile.changePassword')}
          </Button>
          <Collapse expanded={changingPassword} id={passwordSectionId}>
            <NewPasswordFields
              password={newPassword}
              repeat={repeat}
              onPasswordChange={setNewPassword}
              onRepeatChange={setRepeat}
              passwordLabel={t('backofficeAccount.account.profile.newPassword')}
              repeatLabel={t('backofficeAccount.account.profile.newPasswordRepeat')}
              showErrors={attempted && wantsNewPassword}
              required
            />
          </Collapse>
        </Stack>
        <PasswordField
          label={t('backofficeAccount.account.profile.currentPassword')}
          description={t('backofficeAccount.account.profile.currentPasswordHint')}
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.currentTarget.value)}
          error={missing(currentPassword)}
        />
        {/* Next to the button, where the eye is after pressing it. */}
        {update.isSuccess && !changed && (
          <Alert color="teal" variant="light" role="status" data-testid="profile-saved">
            {t('backofficeAccount.account.profile.saved')}
          </Alert>
        )}
        <ErrorAlerts errors={update.isError ? errorsOf(update.error) : []} />
        {changed && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('backofficeAccount.account.profile.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
