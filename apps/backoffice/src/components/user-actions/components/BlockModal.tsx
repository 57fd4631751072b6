import { ZBlockUserSchema } from '@fitmarket/core/api/admin-users';
import { REASON_MIN_TO_ENABLE } from '@fitmarket/core/limits';
import type { ShownError } from '@fitmarket/ui/ErrorAlerts';
import { useTranslation } from 'react-i18next';
import { ReasonModal } from '../../../components/ReasonModal';
import type { ActionTarget } from '../types';

export interface BlockModalProps {
  /** The user to block; null keeps the modal closed. */
  target: ActionTarget | null;
  pending: boolean;
  errors: readonly ShownError[];
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** What POST /v1/admin/users/block checks of the reason; the id is the target's. */
const blockReasonSchema = ZBlockUserSchema.pick({ reason: true });

/** SPEC §2 back-office 5: blocking a user, with the reason they are e-mailed. */
export function BlockModal({ target, ...rest }: BlockModalProps) {
  const { t } = useTranslation();
  return (
    <ReasonModal
      opened={target !== null}
      title={t('backofficeUsers.actions.blockModal.title', { name: target?.name ?? '' })}
      lead={t('backofficeUsers.actions.blockModal.lead')}
      reasonLabel={t('backofficeUsers.actions.blockModal.reason')}
      reasonHint={t('backofficeUsers.actions.blockModal.reasonHint', { min: REASON_MIN_TO_ENABLE })}
      submitLabel={t('backofficeUsers.actions.blockModal.submit')}
      cancelLabel={t('backofficeUsers.actions.cancel')}
      schema={blockReasonSchema}
      {...rest}
    />
  );
}
