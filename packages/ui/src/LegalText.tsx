import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSectionTexts } from './useSectionTexts';

export type LegalDocument = 'terms' | 'privacy';

const TERMS_SECTIONS = [
  'service',
  'accounts',
  'profiles',
  'bookings',
  'reviews',
  'campaigns',
  'liability',
  'changes',
  'contact',
] as const;
const PRIVACY_SECTIONS = [
  'controller',
  'data',
  'purposes',
  'recipients',
  'retention',
  'rights',
  'cookies',
  'security',
  'contact',
] as const;

/** Each document's sections in order, as keys of the `legal` catalogue namespace. */
const SECTION_KEYS = {
  terms: TERMS_SECTIONS.map((id) => `legal.terms.sections.${id}` as const),
  privacy: PRIVACY_SECTIONS.map((id) => `legal.privacy.sections.${id}` as const),
};

export interface LegalTextProps {
  document: LegalDocument;
  /**
   * Level of the document title; section headings sit one level below it. A page gives 1. A
   * modal gives 0: its own title (an h2) names the document, so this one is left out.
   */
  titleOrder?: 0 | 1 | 2;
}

/** The terms of use or the privacy policy in the current language, with headings. */
export function LegalText({ document, titleOrder = 1 }: LegalTextProps) {
  const { t } = useTranslation();
  const ready = useSectionTexts('legal');
  const headingOrder = titleOrder === 1 ? 2 : 3;
  if (!ready) return <Loader size="sm" aria-label={t('common.loading')} />;
  return (
    <Stack gap="md" component="article" data-testid={`legal-${document}`}>
      {titleOrder !== 0 && <Title order={titleOrder}>{t(`legal.${document}.title`)}</Title>}
      <Text size="sm" c="dimmed">
        {t(`legal.${document}.updated`)}
      </Text>
      <Text>{t(`legal.${document}.intro`)}</Text>
      {SECTION_KEYS[document].map((section) => (
        <Stack gap="xs" component="section" key={section}>
          <Title order={headingOrder} size="h4">
            {t(`${section}.heading`)}
          </Title>
          {paragraphs(t(`${section}.body`)).map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** A blank line in a catalogue text starts a new paragraph. */
function paragraphs(text: string): string[] {
  return text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
}
