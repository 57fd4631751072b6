import { ConfirmModal } from '@fitmarket/ui/ConfirmModal';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a page with unsaved changes: a link or Back inside the app opens a
 * yes/no question (React Router's blocker; a router has one at a time, so a page keeps one for
 * all its forms), and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({
  dirty,
  isDirty,
}: {
  dirty: boolean;
  /**
   * The changes as they are at this moment, when the page knows sooner than it renders: a page
   * that navigates on right after a successful save (the fast registration's last step) is
   * clean then, though the last render still showed the changes.
   */
  isDirty?: () => boolean;
}) {
  const { t } = useTranslation();
  const check = useRef(isDirty);
  check.current = isDirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (check.current?.() ?? dirty) && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmModal
      opened={blocker.state === 'blocked'}
      title={t('profileEditor.leave.title')}
      message={t('profileEditor.leave.text')}
      confirmLabel={t('profileEditor.leave.leave')}
      cancelLabel={t('profileEditor.leave.stay')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
