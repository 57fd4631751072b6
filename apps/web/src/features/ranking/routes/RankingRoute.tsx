import type { Language } from '@fitmarket/core/language';
import { RANKING_PATHS, SEARCH_PATHS } from '@fitmarket/core/links';
import { PageLoader } from '@fitmarket/ui/PageLoader';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguageOfAddress } from '../../../lib/languageOfAddress';

/**
 * Routes page.ranking.en and page.ranking.fi: the main parameters that rank search results and
 * how payment affects them (EU P2B Regulation Art. 5, DSA Art. 26), linked from every
 * "Sponsored" label. What it says follows docs/search.md "Ranking" and the campaigns' serving.
 */
export function RankingRoute({ lang }: { lang: Language }) {
  useLanguageOfAddress(lang, (language) => RANKING_PATHS[language]);
  const ready = useSectionTexts('sponsored');
  const { t } = useTranslation();
  if (!ready) return <PageLoader label={t('common.loading')} />;
  return <RankingPage lang={lang} />;
}

const PARAMS = ['text', 'distance', 'rating', 'membership'] as const;
const PAID = ['search', 'ads', 'profile', 'membership'] as const;

function RankingPage({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  usePageTitle(t('sponsored.ranking.pageTitle'));
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'md' }}>
      <Stack gap="lg" component="article">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('sponsored.ranking.title')}
          </Title>
          <Text c="dimmed">{t('sponsored.ranking.lead')}</Text>
        </Stack>
        <RankingSection
          name="main"
          title={t('sponsored.ranking.mainTitle')}
          intro={t('sponsored.ranking.mainIntro')}
          items={PARAMS.map((param) => t(`sponsored.ranking.params.${param}`))}
          ordered
          note={t('sponsored.ranking.filtersNote')}
        />
        <RankingSection
          name="paid"
          title={t('sponsored.ranking.paidTitle')}
          intro={t('sponsored.ranking.paidIntro')}
          items={PAID.map((item) => t(`sponsored.ranking.paid.${item}`))}
          note={t('sponsored.ranking.unpaidNote')}
        />
        <RankingSection
          name="contact"
          title={t('sponsored.ranking.contactTitle')}
          intro={t('sponsored.ranking.contactText')}
        />
        <Anchor component={Link} to={SEARCH_PATHS[lang]}>
          {t('sponsored.ranking.backToSearch')}
        </Anchor>
      </Stack>
    </Container>
  );
}

/** A section of the page, labelled by its heading: an intro, then maybe a list and a note. */
function RankingSection({
  name,
  title,
  intro,
  items,
  ordered = false,
  note,
}: {
  name: string;
  title: string;
  intro: string;
  items?: string[];
  ordered?: boolean;
  note?: string;
}) {
  const id = `ranking-${name}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Text>{intro}</Text>
      {items && (
        <List type={ordered ? 'ordered' : undefined} spacing="xs">
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      {note && <Text>{note}</Text>}
    </Stack>
  );
}
