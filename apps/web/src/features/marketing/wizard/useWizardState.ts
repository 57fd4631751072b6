import { useCallback, useEffect, useState } from 'react';
import {
  clearWizardState,
  loadWizardState,
  saveWizardState,
  type WizardKind,
  type WizardState,
} from './model';

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** The wizard's values and step, kept in sessionStorage so a reload lands where it was. */
export function useWizardState(kind: WizardKind) {
  const [state, setState] = useState<WizardState>(() => loadWizardState(kind, sessionStore()));

  // Another kind opened in the same page (the "choose campaign" step switches wizards).
  useEffect(() => {
    setState((current) =>
      current.kind === kind ? current : loadWizardState(kind, sessionStore()),
    );
  }, [kind]);

  useEffect(() => {
    if (state.kind === kind) saveWizardState(state, sessionStore());
  }, [state, kind]);

  const update = useCallback(
    (change: Partial<WizardState> | ((current: WizardState) => Partial<WizardState>)) =>
      setState((current) => ({
        ...current,
        ...(typeof change === 'function' ? change(current) : change),
      })),
    [],
  );
  const reset = useCallback(() => {
    clearWizardState(kind, sessionStore());
  }, [kind]);

  return { state, update, reset };
}
