import type { TSecondFactorChallenge } from '@fitmarket/core/api/staff-security';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useRunOnce } from '@fitmarket/ui/useRunOnce';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Anchor, Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartSession } from '../../../lib/session';
import { PasskeyError } from '../../account/components/PasskeyError';
import { RecoveryCodes, TwoFactorEnrolment } from '../../account/components/TwoFactorEnrolment';
import {
  useConfirmSignInEnrolment,
  usePasskeySignIn,
  useSecondFactorSignIn,
  useSignInEnrolment,
} from '../api/secondFactor';

interface StepProps {
  pending: TSecondFactorChallenge;
  /** Signed in: on to the page after login. */
  onSignedIn: () => void;
  /** Back to the password form (an expired step). */
  onStartOver: () => void;
}

/**
 * The second step of a staff sign-in (docs/staff-security.md): a code from the app or a
 * recovery code; or, when the owners require a second factor not yet set up, its setup.
 * Loaded only when a sign-in needs it, with the account texts it uses.
 */
export function SecondFactorStep(props: StepProps) {
  const { t } = useTranslation();
  const ready = useSectionTexts('backofficeAccount');
  if (!ready) return <PageLoader label={t('backoffice.loading')} />;
  return (
    <Stack gap="md" data-testid="second-factor-step">
      {props.pending.second_factor === 'totp' ? <CodeStep {...props} /> : <EnrolStep {...props} />}
      <Anchor component="button" type="button" size="sm" onClick={props.onStartOver}>
        {t('backofficeAccount.twoFactor.startOver')}
      </Anchor>
    </Stack>
  );
}

function CodeStep({ pending, onSignedIn }: StepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const signIn = useSecondFactorSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ challenge: pending.challenge, code }, { onSuccess: onSignedIn });
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('backofficeAccount.twoFactor.signInTitle')}
        </Title>
        {pending.passkey && <PasskeySignIn pending={pending} onSignedIn={onSignedIn} />}
        <Text>{t('backofficeAccount.twoFactor.signInLead')}</Text>
        <ErrorAlerts errors={signIn.isError ? errorsOf(signIn.error) : []} />
        <TextInput
          label={t('backofficeAccount.twoFactor.signInCode')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          required
          withAsterisk={false}
        />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          {t('backofficeAccount.twoFactor.signInSubmit')}
        </Button>
      </Stack>
    </form>
  );
}

/** A passkey instead of the code, for someone who has one: the browser's own dialog. */
function PasskeySignIn({ pending, onSignedIn }: Pick<StepProps, 'pending' | 'onSignedIn'>) {
  const { t } = useTranslation();
  const signIn = usePasskeySignIn();
  return (
    <Stack gap="sm">
      {signIn.isError && (
        <PasskeyError
          error={signIn.error}
          cancelled={t('backofficeAccount.passkeys.signInCancelled')}
        />
      )}
      <Button
        variant="outline"
        fullWidth
        loading={signIn.isPending}
        onClick={() => signIn.mutate(pending.challenge, { onSuccess: onSignedIn })}
      >
        {t('backofficeAccount.passkeys.signIn')}
      </Button>
      <Divider label={t('backofficeAccount.passkeys.or')} labelPosition="center" />
    </Stack>
  );
}

function EnrolStep({ pending, onSignedIn }: StepProps) {
  const { t } = useTranslation();
  const startSession = useStartSession();
  const setup = useSignInEnrolment();
  const confirm = useConfirmSignInEnrolment();
  useRunOnce(pending.challenge, setup.mutate);

  const body = () => {
    if (confirm.data) {
      const { access_token, recovery_codes } = confirm.data;
      return (
        <RecoveryCodes
          codes={recovery_codes}
          onDone={() => {
            startSession(access_token);
            onSignedIn();
          }}
        />
      );
    }
    if (setup.data) {
      return (
        <TwoFactorEnrolment
          setup={setup.data}
          onConfirm={(code) => confirm.mutate({ challenge: pending.challenge, code })}
          confirming={confirm.isPending}
          errors={confirm.isError ? errorsOf(confirm.error) : []}
        />
      );
    }
    if (setup.isError) return <ErrorAlerts errors={errorsOf(setup.error)} />;
    return <PageLoader label={t('backoffice.loading')} />;
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('backofficeAccount.twoFactor.enrolTitle')}
      </Title>
      <Text>{t('backofficeAccount.twoFactor.enrolLead')}</Text>
      {body()}
    </Stack>
  );
}
