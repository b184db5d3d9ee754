import { useRef, useState } from 'react';

interface SwitchChange<C> {
  /** Which switch (a connection's service, `twoStep`). */
  key: string;
  value: boolean;
  /** What `save` sends for it. */
  change: C;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * Switches saved as soon as they move, through `save` (a mutation's `mutateAsync`): the
 * switch shows its new position while the call runs, and goes back to the stored one when
 * the call fails (the caller says why). The save's answer should replace the cached data
 * before it resolves, so the switch never flickers. One change at a time (one position on
 * its way is shown; each answer replaces the cached data): a move while one is on its way is
 * ignored.
 */
export function useSwitchSave<C>(save: (change: C) => Promise<unknown>) {
  const [pending, setPending] = useState<{ key: string; value: boolean } | null>(null);
  const running = useRef(false);

  const run = async ({ key, value, change, onSaved, onFailed }: SwitchChange<C>) => {
    // Switches stay enabled meanwhile: a disabled one would drop the keyboard's focus.
    if (running.current) return;
    running.current = true;
    setPending({ key, value });
    try {
      await save(change);
      onSaved();
    } catch (error) {
      onFailed(error);
    } finally {
      running.current = false;
      setPending(null);
    }
  };

  return {
    /** The position to show: the one on its way, else the stored one. */
    shown: (key: string, stored: boolean) => (pending?.key === key ? pending.value : stored),
    busy: pending !== null,
    save: (change: SwitchChange<C>) => void run(change),
  };
}
