import { type LegalDocument, LegalText } from '@fitmarket/ui/LegalText';
import { usePageTitle } from '@fitmarket/ui/usePageTitle';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Routes page.terms and page.privacy (/page/terms, /page/privacy): the legal texts. */
export function LegalRoute({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const ready = useSectionTexts('legal');
  usePageTitle(ready ? t(`legal.${document}.title`) : '');
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <LegalText document={document} />
    </Container>
  );
}
