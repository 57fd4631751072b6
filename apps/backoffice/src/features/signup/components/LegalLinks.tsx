import type { LegalDocument } from '@fitmarket/ui/LegalText';
import { Anchor, Text, type TextProps } from '@mantine/core';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { LegalModal } from './LegalModal';

export interface LegalLinksProps extends TextProps {
  /** A text with <terms>…</terms> and <privacy>…</privacy> where the two documents open. */
  i18nKey: 'backofficeAccount.signup.step1.read' | 'backofficeAccount.signup.step3.accept';
}

/** A sentence naming the terms of use and the privacy policy, each opening over the form. */
export function LegalLinks({ i18nKey, ...textProps }: LegalLinksProps) {
  const [document, setDocument] = useState<LegalDocument>('terms');
  const [opened, setOpened] = useState(false);
  const link = (shown: LegalDocument) => (
    <Anchor
      component="button"
      type="button"
      inherit
      onClick={() => {
        setDocument(shown);
        setOpened(true);
      }}
    />
  );
  return (
    <>
      <Text size="sm" c="dimmed" {...textProps}>
        <Trans i18nKey={i18nKey} components={{ terms: link('terms'), privacy: link('privacy') }} />
      </Text>
      <LegalModal document={document} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
