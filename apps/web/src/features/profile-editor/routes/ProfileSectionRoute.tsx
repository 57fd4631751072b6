import type { TOwnProfessionalProfile } from '@fitmarket/core/api/professional-profile';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useMe } from '../../../lib/me';
import { useOwnProfile } from '../../../lib/ownProfile';
import { BasicInfoForm } from '../components/BasicInfoForm';
import { CertificatesForm } from '../components/CertificatesForm';
import { CompletenessPanel } from '../components/CompletenessPanel';
import { LocationsForm } from '../components/LocationsForm';
import { PhotosForm } from '../components/PhotosForm';
import { SaveBar } from '../components/SaveBar';
import { ServicesForm } from '../components/ServicesForm';
import type { SectionFormProps } from '../components/sectionForm';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard';
import type { ProfileSectionName } from '../sections';

const FORMS: Record<ProfileSectionName, ComponentType<SectionFormProps>> = {
  basic: BasicInfoForm,
  services: ServicesForm,
  locations: LocationsForm,
  certificates: CertificatesForm,
  photos: PhotosForm,
};

/** What the fast registration tells the section it ends on. */
export interface FastRegistrationDone {
  registered: 'published' | 'saved';
}

function registeredNotice(state: unknown): FastRegistrationDone['registered'] | undefined {
  const registered = (state as FastRegistrationDone | null)?.registered;
  return registered === 'published' || registered === 'saved' ? registered : undefined;
}

/**
 * Routes account.basic-info, account.services, … (/account/<section>, professionals): one
 * section's form with the save bar, and the completeness panel. A customer has no profile, so
 * is sent to the settings (where the upgrade is).
 */
export function ProfileSectionRoute({ section }: { section: ProfileSectionName }) {
  const { t } = useTranslation();
  usePageTitle(t(`profileEditor.pageTitles.${section}`));
  const me = useMe().data;
  const profile = useOwnProfile(me?.role === 'professional');
  if (me && me.role !== 'professional') return <Navigate to="/account/settings" replace />;
  if (profile.isError) {
    return (
      <LoadFailed
        title={t('profileEditor.loadFailed')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  if (!profile.data) return <PageLoader label={t('profileEditor.loading')} />;
  // A new key per section: a section's draft never carries over to the next one.
  return <SectionPage key={section} section={section} profile={profile.data} />;
}

function SectionPage({
  section,
  profile,
}: {
  section: ProfileSectionName;
  profile: TOwnProfessionalProfile;
}) {
  const { t } = useTranslation();
  const { state } = useLocation();
  const [registered] = useState(() => registeredNotice(state));
  const [dirty, setDirty] = useState(false);
  const Form = FORMS[section];
  return (
    <Stack gap="lg">
      {registered && (
        <Alert color="teal" variant="light" role="status" data-testid="registered-notice">
          {registered === 'published'
            ? t('profileEditor.fast.publishedNotice')
            : t('profileEditor.fast.doneNotice')}
        </Alert>
      )}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t(`profileEditor.pageTitles.${section}`)}
        </Title>
        <Text c="dimmed">{t(`profileEditor.leads.${section}`)}</Text>
      </Stack>
      <CompletenessPanel profile={profile} />
      <Form
        profile={profile}
        actions={(formState) => <SaveBar {...formState} />}
        onDirtyChange={setDirty}
      />
      <UnsavedChangesGuard dirty={dirty} />
    </Stack>
  );
}
