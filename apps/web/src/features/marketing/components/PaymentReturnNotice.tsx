import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clearWizardState, PENDING_CHECKOUT_KEY, type WizardKind } from '../wizard/model';

export type Result = 'paid' | 'failed' | 'cancelled';

/**
 * What the Marketing page says when the checkout sends the buyer back to it
 * (/account/marketing?campaign=&order=&result=, docs/payments.md). Paid: the wizard's values are
 * forgotten; failed or left: the wizard keeps them, at its payment step, to try again.
 */
export function PaymentReturnNotice({ result, order }: { result: Result; order: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind] = useState<WizardKind | null>(() => {
    try {
      const value = window.sessionStorage.getItem(PENDING_CHECKOUT_KEY);
      return value === 'search' || value === 'ads' ? value : null;
    } catch {
      return null;
    }
  });

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
    <Alert
      color={result === 'paid' ? 'green' : result === 'failed' ? 'red' : 'yellow'}
      variant="light"
      role="status"
      title={t(`marketing.return.${result}.title`)}
      data-testid="payment-return"
    >
      <Stack gap="xs">
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
        {result !== 'paid' && kind && (
          <Group>
            <Button
              component={Link}
              to={`/account/marketing/new/${kind}`}
              variant="default"
              size="xs"
            >
              {t('marketing.return.tryAgain')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
