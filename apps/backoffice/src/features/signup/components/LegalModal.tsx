import { type LegalDocument, LegalText } from '@fitmarket/ui/LegalText';
import { useSectionTexts } from '@fitmarket/ui/useSectionTexts';
import { Button, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LegalModalProps {
  document: LegalDocument;
  opened: boolean;
  onClose: () => void;
}

/** The terms of use or the privacy policy, read without leaving the sign-up form. */
export function LegalModal({ document, opened, onClose }: LegalModalProps) {
  const { t } = useTranslation();
  const ready = useSectionTexts('legal');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={ready ? t(`legal.${document}.title`) : ''}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      data-testid="legal-modal"
    >
      <Stack gap="lg">
        <LegalText document={document} titleOrder={0} />
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('backofficeAccount.signup.step1.closeDocument')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
