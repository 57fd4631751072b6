import type { TOwnProfessionalProfile } from '@fitmarket/core/api/professional-profile';
import { FAST_REGISTRATION_STEPS } from '@fitmarket/core/limits';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Box, Button, Container, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { type ComponentType, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useMe } from '../../../lib/me';
import { useOwnProfile } from '../../../lib/ownProfile';
import { usePublishing } from '../api/profile';
import { BasicInfoForm } from '../components/BasicInfoForm';
import { LocationsForm } from '../components/LocationsForm';
import { ServicesForm } from '../components/ServicesForm';
import type { SectionFormProps, SectionFormState } from '../components/sectionForm';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard';
import { SECTION_PATHS } from '../sections';
import type { FastRegistrationDone } from './ProfileSectionRoute';

/** SPEC §4 fast registration: 1 basic info, 2 location, 3 services; the same forms as the account area. */
const STEPS: readonly {
  name: 'basic' | 'location' | 'services';
  Form: ComponentType<SectionFormProps>;
}[] = [
  { name: 'basic', Form: BasicInfoForm },
  { name: 'location', Form: LocationsForm },
  { name: 'services', Form: ServicesForm },
];

/**
 * Route account.fast-registration (/account/fast-registration, professionals). A customer has
 * no profile yet and is sent to the settings, where the upgrade is.
 */
export function FastRegistrationRoute() {
  const { t } = useTranslation();
  const ready = useSectionTexts('profileEditor');
  const me = useMe().data;
  const profile = useOwnProfile(me?.role === 'professional');
  if (me && me.role !== 'professional') return <Navigate to="/account/settings" replace />;
  if (ready && profile.isError) {
    return (
      <LoadFailed
        title={t('profileEditor.loadFailed')}
        error={profile.error}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  if (!ready || !profile.data) return <PageLoader label={t('common.loading')} />;
  return <FastRegistration profile={profile.data} />;
}

/** The step the server says to open: registration_step is 1-based; anything odd opens step 1. */
function stepToOpen(profile: TOwnProfessionalProfile): number {
  const step = profile.registration_step - 1;
  return Number.isInteger(step) ? Math.min(Math.max(step, 0), FAST_REGISTRATION_STEPS - 1) : 0;
}

function FastRegistration({ profile }: { profile: TOwnProfessionalProfile }) {
  const { t } = useTranslation();
  usePageTitle(t('profileEditor.fast.pageTitle'));
  const navigate = useNavigate();
  const publishing = usePublishing();
  // Every step is saved on Next, so a reload opens the step the server says is next.
  const [active, setActive] = useState(() => stepToOpen(profile));
  const [dirtySteps, setDirtySteps] = useState<readonly boolean[]>([false, false, false]);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Which of the last step's two buttons sent the form. */
  const publishAfterSave = useRef(false);
  const last = STEPS.length - 1;

  const goTo = (step: number) => {
    setActive(step);
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  };
  const finish = async () => {
    const published = publishAfterSave.current;
    if (published) await publishing.mutateAsync(true);
    const state: FastRegistrationDone = { registered: published ? 'published' : 'saved' };
    await navigate(SECTION_PATHS.basic, { state });
  };
  /** Each step's changes as the forms last said, without waiting for a render. */
  const dirtyNow = useRef<boolean[]>([false, false, false]);
  // One stable callback per step, so a form's effect does not run again on every render.
  const dirtyChanges = useMemo(
    () =>
      STEPS.map((_, step) => (dirty: boolean) => {
        dirtyNow.current[step] = dirty;
        setDirtySteps((steps) =>
          steps[step] === dirty ? steps : steps.map((value, at) => (at === step ? dirty : value)),
        );
      }),
    [],
  );

  const actions = (step: number) => (state: SectionFormState) => (
    <Group justify="space-between" gap="sm">
      {step > 0 ? (
        <Button variant="default" onClick={() => goTo(step - 1)} disabled={state.saving}>
          {t('profileEditor.fast.back')}
        </Button>
      ) : (
        <span />
      )}
      {step < last ? (
        <Button type="submit" loading={state.saving}>
          {t('profileEditor.fast.next')}
        </Button>
      ) : (
        <Group gap="sm">
          <Button
            type="submit"
            variant="default"
            loading={state.saving && !publishAfterSave.current}
            disabled={publishing.isPending}
            onClick={() => {
              publishAfterSave.current = false;
            }}
          >
            {t('profileEditor.fast.later')}
          </Button>
          <Button
            type="submit"
            loading={(state.saving && publishAfterSave.current) || publishing.isPending}
            onClick={() => {
              publishAfterSave.current = true;
            }}
          >
            {t('profileEditor.fast.publish')}
          </Button>
        </Group>
      )}
    </Group>
  );

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2" ref={heading} tabIndex={-1}>
            {t('profileEditor.fast.title')}
          </Title>
          <Text c="dimmed">{t('profileEditor.fast.lead')}</Text>
        </Stack>
        <Stepper
          active={active}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={(step) => step < active && goTo(step)}
        >
          {STEPS.map(({ name }, index) => (
            <Stepper.Step
              key={name}
              label={t(`profileEditor.fast.steps.${name}`)}
              aria-label={`${t('profileEditor.fast.stepOf', { step: index + 1, total: STEPS.length })}: ${t(`profileEditor.fast.steps.${name}`)}`}
            />
          ))}
        </Stepper>
        <Text size="sm" c="dimmed" data-testid="step-of">
          {t('profileEditor.fast.stepOf', { step: active + 1, total: STEPS.length })}
        </Text>
        {/* Every step stays mounted, so Back finds what was typed. */}
        {STEPS.map(({ name, Form }, index) => (
          <Box key={name} hidden={index !== active} data-testid={`step-${name}`}>
            <Form
              profile={profile}
              actions={actions(index)}
              onDirtyChange={dirtyChanges[index]}
              onSaved={() => (index < last ? goTo(index + 1) : void finish())}
            />
          </Box>
        ))}
        {publishing.isError && <ErrorAlerts errors={errorsOf(publishing.error)} />}
      </Stack>
      <UnsavedChangesGuard
        dirty={dirtySteps.some(Boolean)}
        isDirty={() => dirtyNow.current.some(Boolean)}
      />
    </Container>
  );
}
