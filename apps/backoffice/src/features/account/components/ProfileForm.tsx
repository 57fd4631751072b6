import { type TAdminProfile, ZAdminProfileUpdateSchema } from '@fitmarket/core/api/auth';
import { DESCRIPTION_MAX_LENGTH } from '@fitmarket/core/limits';
import { newPasswordIssues } from '@fitmarket/core/rules/password';
import { AvatarUpload } from '@fitmarket/ui/AvatarUpload';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { NewPasswordFields } from '@fitmarket/ui/NewPasswordFields';
import { PasswordField } from '@fitmarket/ui/PasswordField';
import { useCoreForm } from '@fitmarket/ui/useCoreForm';
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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../api/updateProfile';

type Saved = Pick<TAdminProfile, 'first_name' | 'last_name' | 'description' | 'image'>;
/** A new photo (an upload's id and address) or none (both null), waiting for the save. */
type ImageChange = { id: string | null; url: string | null };

/** A new password is asked for once either of its fields has something in it. */
const wantsNewPassword = (values: { password_new: string; password_repeat: string }) =>
  values.password_new !== '' || values.password_repeat !== '';

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
  const [imageChange, setImageChange] = useState<ImageChange | null>(null);
  const [changingPassword, setChangingPassword] = useState(false);
  const passwordSectionId = useId();
  const { form, refused, refusal, clearRefusal } = useCoreForm({
    initialValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      description: profile.description,
      /** The current password, which every save needs. */
      password: '',
      password_new: '',
      password_repeat: '',
    },
    schema: ZAdminProfileUpdateSchema,
    rules: (values) => {
      const fresh = newPasswordIssues(values.password_new, values.password_repeat);
      return {
        // Without it the server refuses the save (1033); the form says it is missing.
        password: values.password === '' ? 1307 : null,
        ...(wantsNewPassword(values) && {
          password_new: fresh.password,
          password_repeat: fresh.password_repeat,
        }),
      };
    },
  });
  const values = form.getValues();
  const changed =
    values.first_name !== saved.first_name ||
    values.last_name !== saved.last_name ||
    values.description !== saved.description ||
    (imageChange !== null && imageChange.url !== saved.image) ||
    wantsNewPassword(values);

  // Closing the section drops what was typed in it, so no hidden password is ever sent.
  const togglePasswordChange = () => {
    if (changingPassword) form.setValues({ password_new: '', password_repeat: '' });
    setChangingPassword(!changingPassword);
  };

  const submit = (input: typeof values) => {
    clearRefusal();
    const next = {
      first_name: input.first_name.trim(),
      last_name: input.last_name.trim(),
      description: input.description.trim(),
    };
    update.mutate(
      {
        ...next,
        ...(imageChange && { image: imageChange.id }),
        password: input.password,
        ...(wantsNewPassword(input) && {
          password_new: input.password_new,
          password_repeat: input.password_repeat,
        }),
      },
      {
        onSuccess: ({ image }) => {
          setSaved({ ...next, image });
          setImageChange(null);
          form.setValues({ ...next, password: '', password_new: '', password_repeat: '' });
          setChangingPassword(false);
        },
        onError: refused,
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="profile-form">
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
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label={t('backofficeAccount.fields.lastName')}
            autoComplete="family-name"
            required
            withAsterisk={false}
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <Textarea
          label={t('backofficeAccount.fields.description')}
          description={t('backofficeAccount.fields.descriptionHint')}
          autosize
          minRows={3}
          maxLength={DESCRIPTION_MAX_LENGTH}
          {...form.getInputProps('description')}
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
              inputProps={(field) =>
                form.getInputProps(field === 'password' ? 'password_new' : 'password_repeat')
              }
              password={values.password_new}
              passwordLabel={t('backofficeAccount.account.profile.newPassword')}
              repeatLabel={t('backofficeAccount.account.profile.newPasswordRepeat')}
              required
            />
          </Collapse>
        </Stack>
        <PasswordField
          label={t('backofficeAccount.account.profile.currentPassword')}
          description={t('backofficeAccount.account.profile.currentPasswordHint')}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        {/* Next to the button, where the eye is after pressing it. */}
        {update.isSuccess && !changed && (
          <Alert color="teal" variant="light" role="status" data-testid="profile-saved">
            {t('backofficeAccount.account.profile.saved')}
          </Alert>
        )}
        <ErrorAlerts errors={refusal} />
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
