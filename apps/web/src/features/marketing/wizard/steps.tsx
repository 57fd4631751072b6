import {
  AD_IMAGE_KIND,
  type TCampaignPriceList,
  type TOwnAffiliateCode,
} from '@fitmarket/core/api/campaigns';
import type { Language } from '@fitmarket/core/language';
import { MAX_CAMPAIGN_KEYWORDS } from '@fitmarket/core/limits';
import { impressionsForBudget } from '@fitmarket/core/rules/campaign-pricing';
import { CatalogueText } from '@fitmarket/ui/CatalogueText';
import {
  ImageUploadButton,
  ImageUploadHint,
  ImageUploadStatus,
  useImageUpload,
} from '@fitmarket/ui/ImageUpload';
import { AdCard } from '@fitmarket/ui/sponsored/AdCard';
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  Image,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../components/money';
import {
  AD_LIMITS,
  type AdFields,
  adFieldIssues,
  affiliateIssue,
  isFree,
  keywordIssues,
  type WizardKind,
  type WizardState,
} from './model';

type Update = (
  change: Partial<WizardState> | ((current: WizardState) => Partial<WizardState>),
) => void;

export type CampaignChoice = 'search' | 'ads.search' | 'ads.profile';

/** Step "choose campaign": first place in search, an ad in search results, or a profile ad. */
export function CampaignStep({
  state,
  onChoose,
  hasActiveProfileAd,
  update,
}: {
  state: WizardState;
  onChoose: (choice: CampaignChoice) => void;
  hasActiveProfileAd: boolean;
  update: Update;
}) {
  const { t } = useTranslation();
  const value: CampaignChoice = state.kind === 'search' ? 'search' : `ads.${state.placement}`;
  const choices: CampaignChoice[] = ['search', 'ads.search', 'ads.profile'];
  return (
    <Stack gap="md">
      <Radio.Group
        value={value}
        onChange={(next) => onChoose(next as CampaignChoice)}
        label={t('marketing.wizard.chooseLabel')}
      >
        <Stack gap="sm" mt="xs">
          {choices.map((choice) => (
            <Radio.Card key={choice} value={choice} p="md" radius="md" withBorder>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Text fw={600}>{t(`marketing.wizard.choice.${choice}.title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`marketing.wizard.choice.${choice}.text`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      {isFree(state) && hasActiveProfileAd && (
        <Alert color="yellow" variant="light" title={t('marketing.wizard.oneProfileAdTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('marketing.wizard.oneProfileAdText')}</Text>
            <Checkbox
              checked={state.pauseActive}
              onChange={(event) => update({ pauseActive: event.currentTarget.checked })}
              label={t('marketing.wizard.pauseActive')}
              data-testid="pause-active"
            />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/** Step "budget": a price-list option (prices with VAT); a profile ad is free. */
export function BudgetStep({
  state,
  update,
  priceList,
  language,
}: {
  state: WizardState;
  update: Update;
  priceList: TCampaignPriceList | undefined;
  language: Language;
}) {
  const { t } = useTranslation();
  if (isFree(state)) {
    return <Text data-testid="budget-free">{t('marketing.wizard.budgetFree')}</Text>;
  }
  if (!priceList) return <Text c="dimmed">{t('marketing.wizard.pricesLoading')}</Text>;
  const number = new Intl.NumberFormat(language === 'fi' ? 'fi-FI' : 'en-GB');
  const cpm = cpmOf(state.kind, priceList);
  return (
    <Radio.Group
      value={state.budgetMinor === null ? '' : String(state.budgetMinor)}
      onChange={(value) => update({ budgetMinor: Number(value) })}
      label={t('marketing.wizard.budgetLabel')}
      description={t('marketing.wizard.budgetHint', { vat: vatPercent(priceList) })}
    >
      <Stack gap="sm" mt="xs">
        {priceList.budget_options_minor.map((budget) => {
          const impressions = impressionsForBudget(budget, cpm);
          return (
            <Radio.Card key={budget} value={String(budget)} p="md" radius="md" withBorder>
              <Group wrap="nowrap" justify="space-between">
                <Group wrap="nowrap">
                  <Radio.Indicator />
                  <Text>
                    {t('marketing.wizard.impressions', {
                      count: impressions,
                      formatted: number.format(impressions),
                    })}
                  </Text>
                </Group>
                <Text fw={600}>{money(budget, priceList.currency, language)}</Text>
              </Group>
            </Radio.Card>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

/** The price of 1,000 impressions of the wizard's kind. */
function cpmOf(kind: WizardKind, priceList: TCampaignPriceList): number {
  return kind === 'search' ? priceList.search_cpm_minor : priceList.ads_cpm_minor;
}

/** VAT in percent from basis points (2550 → 25.5). */
function vatPercent(priceList: TCampaignPriceList): number {
  return priceList.vat_basis_points / 100;
}

/** Step "ad content", with the ad beside it exactly as visitors will see it. */
export function ContentStep({
  state,
  update,
  showAll,
  advertiser,
  codes,
}: {
  state: WizardState;
  update: Update;
  /** Show every field's issue (after Next was pressed), not only the typed ones'. */
  showAll: boolean;
  advertiser: string;
  /** The owner's affiliate codes; undefined while they load. */
  codes: readonly TOwnAffiliateCode[] | undefined;
}) {
  const { t } = useTranslation();
  const imageHintId = useId();
  const issues = adFieldIssues(state.ad);
  const upload = useImageUpload(AD_IMAGE_KIND, (image) => update({ adImage: image.url }));
  const codeIssue = affiliateIssue(
    state,
    codes?.map((code) => code.id),
  );
  const partner = codes?.find((code) => code.id === state.affiliateId);
  const field = (name: keyof AdFields) => {
    const typed = state.ad[name] !== '' && !(name === 'url' && state.ad.url === 'https://');
    const code = issues[name];
    return {
      value: state.ad[name],
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        update((current) => ({ ad: { ...current.ad, [name]: value } }));
      },
      error: code && (typed || showAll) ? <CatalogueText error={{ code }} /> : undefined,
      maxLength: AD_LIMITS[name],
      required: name !== 'description',
    };
  };
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="sm">
          <TextInput label={t('marketing.wizard.adTitle')} {...field('title')} />
          <Textarea
            label={t('marketing.wizard.adDescription')}
            description={t('marketing.wizard.adDescriptionHint', {
              count: state.ad.description.length,
              max: AD_LIMITS.description,
            })}
            autosize
            minRows={3}
            {...field('description')}
          />
          <TextInput label={t('marketing.wizard.adCta')} {...field('cta_label')} />
          <TextInput label={t('marketing.wizard.adUrl')} type="url" {...field('url')} />
          <Stack
            gap={6}
            component="fieldset"
            m={0}
            p={0}
            style={{ border: 0 }}
            data-testid="ad-image"
          >
            <Text component="legend" size="sm" fw={500} p={0}>
              {t('marketing.wizard.adImage')}
            </Text>
            <ImageUploadHint id={imageHintId} />
            <Group gap="sm" align="center">
              {state.adImage && (
                <Image
                  src={state.adImage}
                  alt={t('marketing.wizard.adImageAlt')}
                  w={56}
                  h={56}
                  radius="sm"
                  fit="cover"
                />
              )}
              <ImageUploadButton
                upload={upload}
                label={
                  state.adImage
                    ? t('marketing.wizard.adImageReplace')
                    : t('marketing.wizard.adImageUpload')
                }
                describedBy={imageHintId}
              />
              {state.adImage && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() => update({ adImage: null })}
                  data-testid="ad-image-remove"
                >
                  {t('marketing.wizard.adImageRemove')}
                </Button>
              )}
            </Group>
            <ImageUploadStatus upload={upload} />
          </Stack>
          <NativeSelect
            label={t('marketing.wizard.adPartner')}
            description={
              codes && codes.length === 0
                ? t('marketing.wizard.adPartnerNone')
                : t('marketing.wizard.adPartnerHint')
            }
            disabled={!codes || codes.length === 0}
            value={state.affiliateId === null ? '' : String(state.affiliateId)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update({ affiliateId: value === '' ? null : Number(value) });
            }}
            error={codeIssue ? t('marketing.wizard.adPartnerGone') : undefined}
            data={[
              { value: '', label: t('marketing.wizard.adPartnerEmpty') },
              ...(codes ?? []).map((code) => ({
                value: String(code.id),
                label: t('marketing.wizard.adPartnerOption', {
                  name: code.name,
                  code: code.code,
                }),
              })),
              // A kept choice no longer among the codes stays visible with its issue.
              ...(codeIssue && state.affiliateId !== null
                ? [{ value: String(state.affiliateId), label: t('marketing.wizard.adPartnerGone') }]
                : []),
            ]}
            data-testid="ad-partner"
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('marketing.wizard.preview')}
          </Text>
          <AdCard
            preview
            ad={{
              title: state.ad.title,
              description: state.ad.description,
              cta_label: state.ad.cta_label,
              url: state.ad.url,
              image: state.adImage,
              discount_code: partner?.code,
            }}
            reason={{
              advertiser,
              search: state.placement === 'search' ? state.keywords.find((k) => k.trim()) : null,
            }}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** Step "targeted keywords": up to four, each checked as it is typed (core rules/keywords). */
export function KeywordsStep({
  state,
  update,
  otherActiveKeywords,
  showAll,
}: {
  state: WizardState;
  update: Update;
  otherActiveKeywords: readonly string[];
  showAll: boolean;
}) {
  const { t } = useTranslation();
  const issues = keywordIssues(state, otherActiveKeywords);
  const listIssue = issues.find((issue) => issue.index === undefined);
  const setRow = (index: number, value: string) =>
    update((current) => ({
      keywords: current.keywords.map((keyword, at) => (at === index ? value : keyword)),
    }));
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {isFree(state)
          ? t('marketing.wizard.keywordsOptional')
          : t('marketing.wizard.keywordsHint', { max: MAX_CAMPAIGN_KEYWORDS })}
      </Text>
      {state.keywords.map((keyword, index) => {
        const issue = issues.find((candidate) => candidate.index === index);
        const shown = issue && (keyword.trim() !== '' || showAll);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are controlled inputs named by position
          <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label={t('marketing.wizard.keyword', { number: index + 1 })}
              value={keyword}
              onChange={(event) => setRow(index, event.currentTarget.value)}
              error={shown ? <CatalogueText error={issue} /> : undefined}
              data-testid={`keyword-${index}`}
            />
            {state.keywords.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={26}
                size="lg"
                aria-label={t('marketing.wizard.removeKeyword', { number: index + 1 })}
                onClick={() =>
                  update((current) => ({
                    keywords: current.keywords.filter((_, at) => at !== index),
                  }))
                }
              >
                ×
              </ActionIcon>
            )}
          </Group>
        );
      })}
      {listIssue && (
        <Text c="red" size="sm">
          <CatalogueText error={listIssue} />
        </Text>
      )}
      {state.keywords.length < MAX_CAMPAIGN_KEYWORDS && (
        <Button
          variant="subtle"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => update((current) => ({ keywords: [...current.keywords, ''] }))}
        >
          {t('marketing.wizard.addKeyword')}
        </Button>
      )}
    </Stack>
  );
}

/** Step "payment": what is bought, and the button to the checkout (or to create a free ad). */
export function PaymentSummary({
  state,
  priceList,
  language,
  kindLabel,
  partner,
}: {
  state: WizardState;
  priceList: TCampaignPriceList | undefined;
  language: Language;
  kindLabel: (kind: WizardKind) => string;
  /** The partner of a partner ad, whose discount code the ad shows. */
  partner: TOwnAffiliateCode | undefined;
}) {
  const { t } = useTranslation();
  const budget = isFree(state) ? null : state.budgetMinor;
  const keywords = state.keywords.map((keyword) => keyword.trim()).filter(Boolean);
  const rows: [string, string][] = [
    [t('marketing.wizard.summaryKind'), kindLabel(state.kind)],
    [
      t('marketing.wizard.summaryKeywords'),
      keywords.length > 0 ? keywords.join(', ') : t('marketing.wizard.summaryNone'),
    ],
  ];
  if (state.kind === 'ads') rows.push([t('marketing.wizard.summaryAd'), state.ad.title]);
  if (state.kind === 'ads' && partner) {
    rows.push([
      t('marketing.wizard.summaryPartner'),
      t('marketing.wizard.adPartnerOption', { name: partner.name, code: partner.code }),
    ]);
  }
  if (isFree(state)) {
    rows.push([t('marketing.wizard.summaryPrice'), t('marketing.free')]);
  } else if (budget !== null && priceList) {
    rows.push([
      t('marketing.wizard.summaryImpressions'),
      new Intl.NumberFormat(language === 'fi' ? 'fi-FI' : 'en-GB').format(
        impressionsForBudget(budget, cpmOf(state.kind, priceList)),
      ),
    ]);
    rows.push([
      t('marketing.wizard.summaryPrice'),
      t('marketing.wizard.withVat', {
        price: money(budget, priceList.currency, language),
        vat: vatPercent(priceList),
      }),
    ]);
  }
  return (
    <Stack gap="xs" component="dl" m={0} data-testid="payment-summary">
      {rows.map(([label, value]) => (
        <Group key={label} gap="xs" wrap="wrap">
          <Text component="dt" c="dimmed" size="sm" miw={140}>
            {label}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
      {!isFree(state) && (
        <Text size="sm" c="dimmed" mt="xs">
          {state.kind === 'ads'
            ? t('marketing.wizard.paymentNoteAd')
            : t('marketing.wizard.paymentNote')}
        </Text>
      )}
    </Stack>
  );
}
