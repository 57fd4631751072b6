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
        <Stack gap="xs" component="section" aria-labelledby="ranking-main">
          <Title order={2} size="h3" id="ranking-main">
            {t('sponsored.ranking.mainTitle')}
          </Title>
          <Text>{t('sponsored.ranking.mainIntro')}</Text>
          <List type="ordered" spacing="xs">
            {PARAMS.map((param) => (
              <List.Item key={param}>{t(`sponsored.ranking.params.${param}`)}</List.Item>
            ))}
          </List>
          <Text>{t('sponsored.ranking.filtersNote')}</Text>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="ranking-paid">
          <Title order={2} size="h3" id="ranking-paid">
            {t('sponsored.ranking.paidTitle')}
          </Title>
          <Text>{t('sponsored.ranking.paidIntro')}</Text>
          <List spacing="xs">
            {PAID.map((item) => (
              <List.Item key={item}>{t(`sponsored.ranking.paid.${item}`)}</List.Item>
            ))}
          </List>
          <Text>{t('sponsored.ranking.unpaidNote')}</Text>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="ranking-contact">
          <Title order={2} size="h3" id="ranking-contact">
            {t('sponsored.ranking.contactTitle')}
          </Title>
          <Text>{t('sponsored.ranking.contactText')}</Text>
        </Stack>
        <Anchor component={Link} to={SEARCH_PATHS[lang]}>
          {t('sponsored.ranking.backToSearch')}
        </Anchor>
      </Stack>
    </Container>
  );
}
