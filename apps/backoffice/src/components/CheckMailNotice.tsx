import { AuthCard } from '@fitmarket/ui/AuthCard';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type EmailedLinkFlow, emailedLink } from '../lib/emailedLink';

export interface CheckMailNoticeProps {
  flow: EmailedLinkFlow;
  /** What the link in the mail leads to. */
  next: string;
  /** Step 1 of the flow, to try another address. */
  restartPath: string;
}

/** Step 2 of sign-up and password reset: the link is on its way to the address given. */
export function CheckMailNotice({ flow, next, restartPath }: CheckMailNoticeProps) {
  const { t } = useTranslation();
  usePageTitle(t('backofficeAccount.checkMail.pageTitle'));
  const email = emailedLink(flow)?.email;
  return (
    <AuthCard title={t('backofficeAccount.checkMail.title')}>
      <Alert color="teal" variant="light" data-testid="check-mail">
        <Stack gap="xs">
          <Text>
            {email ? (
              <Trans
                i18nKey="backofficeAccount.checkMail.sentTo"
                values={{ email }}
                components={{ strong: <strong data-testid="sent-to" /> }}
              />
            ) : (
              t('backofficeAccount.checkMail.sent')
            )}
          </Text>
          <Text>{next}</Text>
        </Stack>
      </Alert>
      <Text size="sm" c="dimmed">
        {t('backofficeAccount.checkMail.noMail')}
      </Text>
      <Stack gap="xs" align="center">
        <Button component={Link} to={restartPath} variant="light" fullWidth>
          {t('backofficeAccount.checkMail.useAnother')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('backofficeAccount.backToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
