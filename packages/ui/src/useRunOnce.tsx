import { useEffect, useRef } from 'react';

/**
 * Calls `run(key)` when the page opens, once per key, even under React's development double
 * effects: the code of an e-mailed link works only once.
 */
export function useRunOnce(key: string, run: (key: string) => void): void {
  const doneFor = useRef<string | null>(null);
  useEffect(() => {
    if (doneFor.current === key) return;
    doneFor.current = key;
    run(key);
  }, [key, run]);
}
