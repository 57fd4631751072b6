import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A yes/no question before removing an entry of a list: `ask(index)` opens it, yes calls
 * `onRemove(index)`. The removal itself is saved with the rest of the form.
 */
export function useRemoveConfirmation(
  texts: { title: string; text: string; confirm: string },
  onRemove: (index: number) => void,
): { ask: (index: number) => void; modal: ReactNode } {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<number | null>(null);
  return {
    ask: setAsking,
    modal: (
      <ConfirmModal
        opened={asking !== null}
        title={texts.title}
        message={texts.text}
        confirmLabel={texts.confirm}
        cancelLabel={t('profileEditor.remove.cancel')}
        danger
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking !== null) onRemove(asking);
          setAsking(null);
        }}
      />
    ),
  };
}
