import { WEB_LINKS } from '@fitmarket/core/links';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { clearWizardState, type WizardKind } from '../wizard/model';
import { PENDING_CHECKOUT_KEY } from './CampaignWizardRoute';

type Result = 'paid' | 'failed' | 'cancelled';

/**
 * Route account.marketing.return (/account/marketing/return?order=&result=, auth): where the
 * checkout sends the buyer back (docs/payments.md). Paid: the wizard's values are forgotten;
 * failed or left: the wizard keeps them, at its payment step, to try again.
 */
export function PaymentReturnRoute() {
  const ready = useSectionTexts('marketing');
  const { t } = useTranslation();
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <PaymentReturn />;
}

function PaymentReturn() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const raw = params.get('result');
  const result: Result = raw === 'paid' || raw === 'failed' ? raw : 'cancelled';
  const order = params.get('order');
  const [kind] = useState<WizardKind | null>(() => {
    try {
      const value = window.sessionStorage.getItem(PENDING_CHECKOUT_KEY);
      return value === 'search' || value === 'ads' ? value : null;
    } catch {
      return null;
    }
  });
  usePageTitle(t(`marketing.return.${result}.title`));

  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    if (result === 'paid') {
      try {
        window.sessionStorage.removeItem(PENDING_CHECKOUT_KEY);
      } catch {
        // Nothing kept.
      }
      if (kind) clearWizardState(kind, window.sessionStorage);
    }
  }, [result, kind, queryClient]);

  return (
    <Stack gap="lg" data-testid="payment-return">
      <Title order={1} size="h2">
        {t(`marketing.return.${result}.title`)}
      </Title>
      <Alert
        color={result === 'paid' ? 'green' : result === 'failed' ? 'red' : 'yellow'}
        variant="light"
        role="status"
      >
        <Stack gap={4}>
          <Text size="sm">
            {result === 'paid'
              ? kind === 'ads'
                ? t('marketing.return.paid.textAd')
                : t('marketing.return.paid.text')
              : t(`marketing.return.${result}.text`)}
          </Text>
          {order && (
            <Text size="xs" c="dimmed">
              {t('marketing.return.order', { order })}
            </Text>
          )}
        </Stack>
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={WEB_LINKS.marketing}>
          {t('marketing.backToList')}
        </Button>
        {result !== 'paid' && kind && (
          <Button component={Link} to={`/account/marketing/new/${kind}`} variant="default">
            {t('marketing.return.tryAgain')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
