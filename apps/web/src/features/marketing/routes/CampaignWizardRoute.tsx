import { WEB_LINKS } from '@fitmarket/core/links';
import { ErrorAlerts } from '@fitmarket/ui/ErrorAlerts';
import { errorsOf } from '@fitmarket/ui/lib/apiClient';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { useLanguage } from '@fitmarket/ui/useLanguage';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useMe } from '../../../lib/me';
import {
  useCreateCampaign,
  useOwnAffiliateCodes,
  useOwnCampaigns,
  usePriceList,
} from '../api/campaigns';
import { ownerStatus } from '../components/ownerStatus';
import {
  isFree,
  keywordsToSend,
  PENDING_CHECKOUT_KEY,
  stepIsValid,
  stepName,
  WIZARD_STEPS,
  type WizardKind,
} from '../wizard/model';
import {
  BudgetStep,
  CampaignStep,
  ContentStep,
  KeywordsStep,
  PaymentSummary,
} from '../wizard/steps';
import { useWizardState } from '../wizard/useWizardState';

/** Route account.marketing.new (/account/marketing/new/:kind, auth): a campaign wizard. */
export function CampaignWizardRoute() {
  const ready = useSectionTexts('marketing');
  const { t } = useTranslation();
  const { kind } = useParams();
  if (kind !== 'search' && kind !== 'ads') return <Navigate to={WEB_LINKS.marketing} replace />;
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <CampaignWizard kind={kind} />;
}

export function CampaignWizard({ kind }: { kind: WizardKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  usePageTitle(t(`marketing.wizard.title.${kind}`));
  const { state, update, reset } = useWizardState(kind);
  const campaigns = useOwnCampaigns();
  const priceList = usePriceList();
  const create = useCreateCampaign();
  const codes = useOwnAffiliateCodes(kind === 'ads');
  const codeIds = useMemo(() => codes.data?.map((code) => code.id), [codes.data]);
  const me = useMe().data;
  const [showAll, setShowAll] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = WIZARD_STEPS[kind];
  const current = stepName(state);

  const running = useMemo(
    () =>
      (campaigns.data ?? []).filter((campaign) =>
        ['active', 'awaitingApproval', 'awaitingPayment'].includes(ownerStatus(campaign)),
      ),
    [campaigns.data],
  );
  const otherActiveKeywords = useMemo(
    () => running.flatMap((campaign) => campaign.search_keywords),
    [running],
  );
  const hasActiveProfileAd = running.some(
    (campaign) => campaign.type === 'ads' && campaign.placement === 'profile',
  );
  const advertiser = me ? `${me.first_name} ${me.last_name}` : '';

  // The heading takes the focus on each step, so keyboard and screen-reader users start there.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step]);

  const kindLabel = (wizard: WizardKind) =>
    wizard === 'search'
      ? t('marketing.kind.search')
      : isFree(state)
        ? t('marketing.kind.profileAd')
        : t('marketing.kind.searchAd');

  const goTo = (step: number) => {
    setShowAll(false);
    create.reset();
    update({ step });
  };
  const next = () => {
    if (!stepIsValid(state, otherActiveKeywords, codeIds)) {
      setShowAll(true);
      return;
    }
    goTo(state.step + 1);
  };

  const submit = () => {
    const keywords = keywordsToSend(state);
    create.mutate(
      kind === 'search'
        ? { type: 'search', request: { keywords, budget_minor: state.budgetMinor ?? 0 } }
        : {
            type: 'ads',
            request: {
              placement: state.placement,
              keywords,
              budget_minor: isFree(state) ? null : state.budgetMinor,
              ad: { ...state.ad, image: state.adImage, affiliate_id: state.affiliateId },
              pause_active: isFree(state) && state.pauseActive,
            },
          },
      {
        onSuccess: (answer) => {
          if (answer.checkout_url) {
            try {
              window.sessionStorage.setItem(PENDING_CHECKOUT_KEY, kind);
            } catch {
              // The return page then speaks of campaigns in general.
            }
            window.location.assign(answer.checkout_url);
            return;
          }
          // A free profile ad: no checkout, straight to the finish step.
          reset();
          update({ step: steps.length - 1 });
        },
      },
    );
  };

  if (campaigns.isPending) return <PageLoader label={t('marketing.loading')} />;
  const conflict = create.isError && errorsOf(create.error).some((error) => error.code === 1380);

  return (
    <Stack gap="lg" data-testid={`wizard-${kind}`}>
      <Stack gap={4}>
        <Anchor component={Link} to={WEB_LINKS.marketing} size="sm">
          ← {t('marketing.backToList')}
        </Anchor>
        <Title order={1} size="h2">
          {t(`marketing.wizard.title.${kind}`)}
        </Title>
      </Stack>
      <Stepper
        active={state.step}
        onStepClick={(step) => {
          if (step < state.step && current !== 'finish') goTo(step);
        }}
        size="sm"
        orientation="horizontal"
        wrap
        aria-label={t('marketing.wizard.stepsLabel')}
      >
        {steps.map((step) => (
          <Stepper.Step key={step} label={t(`marketing.wizard.step.${step}`)} />
        ))}
      </Stepper>
      <Stack gap="md" component="section" aria-labelledby="wizard-step-heading">
        <Title
          order={2}
          size="h3"
          id="wizard-step-heading"
          ref={heading}
          tabIndex={-1}
          data-testid="wizard-step"
        >
          {t('marketing.wizard.stepOf', { number: state.step + 1, total: steps.length })}:{' '}
          {t(`marketing.wizard.step.${current}`)}
        </Title>
        {current === 'campaign' && (
          <CampaignStep
            state={state}
            update={update}
            hasActiveProfileAd={hasActiveProfileAd}
            onChoose={(choice) => {
              if (choice === 'search') {
                if (kind !== 'search') void navigate('/account/marketing/new/search');
              } else {
                const placement = choice === 'ads.profile' ? 'profile' : 'search';
                if (kind !== 'ads') {
                  // The ads wizard opens with its own kept state; set its placement there.
                  try {
                    const raw = window.sessionStorage.getItem('fitmarket.campaignWizard.ads');
                    const saved = raw ? JSON.parse(raw) : { kind: 'ads', step: 0 };
                    window.sessionStorage.setItem(
                      'fitmarket.campaignWizard.ads',
                      JSON.stringify({ ...saved, kind: 'ads', placement }),
                    );
                  } catch {
                    // It opens with the default placement.
                  }
                  void navigate('/account/marketing/new/ads');
                } else {
                  update({ placement });
                }
              }
            }}
          />
        )}
        {current === 'budget' && (
          <>
            {priceList.isError && <ErrorAlerts errors={errorsOf(priceList.error)} />}
            <BudgetStep
              state={state}
              update={update}
              priceList={priceList.data}
              language={language}
            />
            {showAll && !stepIsValid(state, otherActiveKeywords, codeIds) && (
              <Text c="red" size="sm" role="alert">
                {t('marketing.wizard.chooseBudget')}
              </Text>
            )}
          </>
        )}
        {current === 'content' && (
          <>
            {codes.isError && <ErrorAlerts errors={errorsOf(codes.error)} />}
            <ContentStep
              state={state}
              update={update}
              showAll={showAll}
              advertiser={advertiser}
              codes={codes.data}
            />
          </>
        )}
        {current === 'keywords' && (
          <KeywordsStep
            state={state}
            update={update}
            otherActiveKeywords={otherActiveKeywords}
            showAll={showAll}
          />
        )}
        {current === 'payment' && (
          <>
            <PaymentSummary
              state={state}
              priceList={priceList.data}
              language={language}
              kindLabel={kindLabel}
              partner={codes.data?.find((code) => code.id === state.affiliateId)}
            />
            {create.isError && <ErrorAlerts errors={errorsOf(create.error)} />}
            {conflict && (
              <Checkbox
                checked={state.pauseActive}
                onChange={(event) => update({ pauseActive: event.currentTarget.checked })}
                label={t('marketing.wizard.pauseActive')}
              />
            )}
          </>
        )}
        {current === 'finish' && (
          <Alert
            color="green"
            variant="light"
            role="status"
            title={t('marketing.wizard.finishTitle')}
          >
            <Stack gap="sm">
              <Text size="sm">
                {state.placement === 'profile'
                  ? t('marketing.wizard.finishProfile')
                  : t('marketing.wizard.finishSearch')}
              </Text>
              <Button
                component={Link}
                to={WEB_LINKS.marketing}
                style={{ alignSelf: 'flex-start' }}
                onClick={() => reset()}
              >
                {t('marketing.backToList')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
      {current !== 'finish' && (
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button
            variant="default"
            disabled={state.step === 0 || create.isPending}
            onClick={() => goTo(state.step - 1)}
          >
            {t('marketing.wizard.back')}
          </Button>
          {current === 'payment' ? (
            <Button onClick={submit} loading={create.isPending} data-testid="wizard-pay">
              {isFree(state) ? t('marketing.wizard.createFree') : t('marketing.wizard.pay')}
            </Button>
          ) : (
            <Button onClick={next} data-testid="wizard-next">
              {t('marketing.wizard.next')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
