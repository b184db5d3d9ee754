import { useRef, useState } from 'react';
import { useUpdateUser } from '../../api';
import type { UpdateUser } from '../../types';

interface SwitchChange {
  /** Which switch (a connection's service, `twoStep`). */
  key: string;
  value: boolean;
  change: UpdateUser;
  onSaved: () => void;
  onFailed: (error: unknown) => void;
}

/**
 * Switches saved as soon as they move: the switch shows its new position while the call
 * runs, and goes back to the stored one when the call fails (the caller says why). The
 * answer replaces the user's cached data before the switch lets go of its position, so it
 * never flickers. One change at a time (one position on its way is shown; each answer replaces
 * the cached user): a move while one is on its way is ignored.
 */
export function useSwitchSave() {
  const update = useUpdateUser();
  const [pending, setPending] = useState<{ key: string; value: boolean } | null>(null);
  const running = useRef(false);

  const save = async ({ key, value, change, onSaved, onFailed }: SwitchChange) => {
    // Switches stay enabled meanwhile: a disabled one would drop the keyboard's focus.
    if (running.current) return;
    running.current = true;
    setPending({ key, value });
    try {
      await update.mutateAsync(change);
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
    save: (change: SwitchChange) => void save(change),
  };
}
