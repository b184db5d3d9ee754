import { useCallback, useEffect, useRef, useState } from 'react';
import { wait } from '../timing';

/**
 * A simulated job: `start(ms)` runs it (resolving `true` when it ends, `false` when it was
 * cancelled), `cancel()` stops it, `running` says whether one runs. Unmounting cancels it.
 */
export function useJob() {
  const [running, setRunning] = useState(false);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(async (ms: number): Promise<boolean> => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setRunning(true);
    try {
      await wait(ms, controller.signal);
      return true;
    } catch {
      return false;
    } finally {
      if (current.current === controller) {
        current.current = null;
        setRunning(false);
      }
    }
  }, []);

  const cancel = useCallback(() => current.current?.abort(), []);
  return { running, start, cancel };
}
