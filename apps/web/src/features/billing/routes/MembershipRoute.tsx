import type { TAccountMembership } from '@fitmarket/core/api/memberships';
import { MEMBERSHIP_TITLES } from '@fitmarket/core/api/memberships';
import { WEB_LINKS } from '@fitmarket/core/links';
import { hasInsights, isPaidMembershipId } from '@fitmarket/core/rules/membership';
import { formatPrice } from '@fitmarket/core/rules/price';
import { isValidBusinessId } from '@fitmarket/core/rules/receipts';
import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed';
import { useAccountMembership, useMembershipAction, useMembershipCheckout } from '../api/billing';
import { Insights } from '../components/Insights';
import { formatDay } from '../format';

/**
 * Route account.membership (/account/membership, professionals): the level and its
 * subscription, buying Basic or Premium through the checkout (its return page too), cancelling
 * at the period's end, the test mode's renewal, and Premium's insights.
 */
export function MembershipRoute() {
  const ready = useSectionTexts('billing');
  const landings = useSectionTexts('landings');
  const { t } = useTranslation();
  if (!ready || !landings) return <PageLoader label={t('common.loading')} />;
  return <MembershipPage />;
}

const RESULTS = ['paid', 'failed', 'cancelled'] as const;

function MembershipPage() {
  const { t } = useTranslation();
  usePageTitle(t('billing.membership.pageTitle'));
  const membership = useAccountMembership();
  const [params] = useSearchParams();
  const result = RESULTS.find((value) => value === params.get('result'));

  if (membership.isPending) return <PageLoader label={t('billing.membership.loading')} />;
  if (membership.isError) {
    return (
      <LoadFailed
        title={t('billing.membership.loading')}
        error={membership.error}
        onRetry={() => void membership.refetch()}
        retrying={membership.isFetching}
      />
    );
  }
  const state = membership.data;
  const requested = Number(params.get('level'));
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('billing.membership.title')}
      </Title>
      {state.test_mode && (
        <Alert color="yellow" variant="light" data-testid="test-mode">
          {t('billing.membership.testMode')}
        </Alert>
      )}
      {result && (
        <Alert
          color={result === 'paid' ? 'green' : result === 'failed' ? 'red' : 'gray'}
          variant="light"
          role="status"
          data-testid="checkout-result"
        >
          {t(`billing.membership.result.${result}`)}{' '}
          {result === 'paid' && (
            <Anchor component={Link} to={WEB_LINKS.receipts}>
              {t('billing.membership.receipts')}
            </Anchor>
          )}
        </Alert>
      )}
      <CurrentMembership state={state} />
      {!state.lifetime && (
        <BuyMembership state={state} initial={isPaidMembershipId(requested) ? requested : null} />
      )}
      <Insights premium={hasInsights(state.membership_id)} />
      <Anchor component={Link} to="/memberships">
        {t('billing.membership.compare')}
      </Anchor>
    </Stack>
  );
}

function levelName(id: number, language: 'en' | 'fi') {
  return MEMBERSHIP_TITLES[isPaidMembershipId(id) ? id : 1][language];
}

function CurrentMembership({ state }: { state: TAccountMembership }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const cancel = useMembershipAction('cancel');
  const renew = useMembershipAction('test-renew');
  const { subscription } = state;
  const level = levelName(state.membership_id, language);
  const active = subscription?.status === 'active' ? subscription : null;
  const end = active?.current_period_end ? formatDay(active.current_period_end, language) : '';
  return (
    <Paper withBorder radius="md" p="lg" data-testid="current-membership">
      <Stack gap="sm">
        <Group gap="sm">
          <Text fw={700} size="lg" data-testid="membership-level">
            {t('billing.membership.level', { level })}
          </Text>
          {state.lifetime && <Badge variant="light">∞</Badge>}
        </Group>
        {state.lifetime ? (
          <Text>{t('billing.membership.lifetime')}</Text>
        ) : active ? (
          <Text data-testid="membership-period">
            {active.cancel_at_period_end
              ? t('billing.membership.endsOn', { level, date: end })
              : t('billing.membership.activeUntil', { date: end })}
          </Text>
        ) : subscription?.status === 'pending' ? (
          <Text>
            {t('billing.membership.pendingPayment', {
              level: levelName(subscription.membership_id, language),
            })}
          </Text>
        ) : (
          <Text>{t('billing.membership.free')}</Text>
        )}
        <ErrorAlerts errors={[...errorsOf(cancel.error), ...errorsOf(renew.error)]} />
        {renew.isSuccess && (
          <Alert color="green" variant="light" role="status">
            {t('billing.membership.renewed')}
          </Alert>
        )}
        {active && !active.cancel_at_period_end && (
          <Group gap="sm">
            <Button variant="default" color="red" onClick={() => setAsking(true)}>
              {t('billing.membership.cancel')}
            </Button>
            {state.test_mode && (
              <Button
                variant="default"
                loading={renew.isPending}
                onClick={() => renew.mutate()}
                data-testid="test-renew"
              >
                {t('billing.membership.testRenew')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmModal
        opened={asking}
        title={t('billing.membership.cancelTitle')}
        message={t('billing.membership.cancelMessage', { level, date: end })}
        confirmLabel={t('billing.membership.cancelConfirm')}
        cancelLabel={t('billing.membership.keep')}
        danger
        loading={cancel.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </Paper>
  );
}

function BuyMembership({ state, initial }: { state: TAccountMembership; initial: 2 | 3 | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const checkout = useMembershipCheckout();
  const running = state.subscription?.status === 'active' ? state.subscription.membership_id : 1;
  const choices = state.prices.filter((price) => price.membership_id !== running);
  const [level, setLevel] = useState<string>(
    String(initial && initial !== running ? initial : (choices.at(-1)?.membership_id ?? '')),
  );
  const [businessId, setBusinessId] = useState('');
  const businessIdError =
    businessId.trim() !== '' && !isValidBusinessId(businessId) ? t('errors.1386') : null;
  if (choices.length === 0) return null;

  function pay() {
    const membership = Number(level);
    if (membership !== 2 && membership !== 3) return;
    if (businessIdError) return;
    checkout.mutate(
      { membership, business_id: businessId.trim() || null },
      { onSuccess: ({ checkout_url: url }) => window.location.assign(url) },
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" data-testid="buy-membership">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('billing.membership.buyTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('billing.membership.buyLead')}
        </Text>
        <Radio.Group label={t('billing.membership.choose')} value={level} onChange={setLevel}>
          <Stack gap="xs" mt="xs">
            {choices.map((price) => (
              <Radio
                key={price.membership_id}
                value={String(price.membership_id)}
                data-testid={`choose-${price.membership_id}`}
                label={`${levelName(price.membership_id, language)}: ${t(
                  'billing.membership.priceMonthly',
                  {
                    price: formatPrice(price.amount_minor, price.currency, language),
                  },
                )}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={t('billing.membership.businessId')}
          description={t('billing.membership.businessIdHint')}
          value={businessId}
          onChange={(event) => setBusinessId(event.currentTarget.value)}
          error={businessIdError}
          maw={320}
          data-testid="business-id"
        />
        <ErrorAlerts errors={errorsOf(checkout.error)} />
        <Group>
          <Button
            onClick={pay}
            loading={checkout.isPending || checkout.isSuccess}
            disabled={!level}
            data-testid="membership-pay"
          >
            {t('billing.membership.pay')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
