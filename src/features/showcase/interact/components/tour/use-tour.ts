import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** One stop of a tour: the element it points at (by id) and what it says there. */
export interface TourStep {
  /** The `TourTarget` it points at. */
  id: string;
  title: string;
  text: string;
}

export type TourStatus = 'idle' | 'running' | 'done';

export interface Tour {
  steps: readonly TourStep[];
  status: TourStatus;
  /** The step shown, while running. */
  index: number | null;
  /** Starts at the first step; the focus comes back to `from` (or what had it) at the end. */
  start: (from?: HTMLElement | null) => void;
  next: () => void;
  back: () => void;
  /** Ends before the last step (Pular, Esc): back to idle. */
  skip: () => void;
  /** Ends after the last step (Concluir): done. */
  finish: () => void;
}

/**
 * A guided tour's state: which step is shown, forward and back, skipped or finished. The
 * popovers are `TourTarget`s around the elements; the focus goes into each step's popover
 * (its trap) and comes back to where the tour was started from when it ends.
 */
export function useTour(steps: readonly TourStep[]): Tour {
  const [index, setIndex] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const returning = useRef(false);

  // Once the last popover is gone (and the start button enabled again), the focus goes back.
  useEffect(() => {
    if (index !== null || !returning.current) return;
    returning.current = false;
    returnTo.current?.focus();
  }, [index]);

  const end = useCallback((completed: boolean) => {
    returning.current = true;
    setIndex(null);
    setDone(completed);
  }, []);

  // Esc ends the tour wherever the focus is (in the step, or on the page after a click).
  const running = index !== null;
  useEffect(() => {
    if (!running) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      end(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [running, end]);

  const start = useCallback(
    (from?: HTMLElement | null) => {
      if (steps.length === 0) return;
      returnTo.current =
        from ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setDone(false);
      setIndex(0);
    },
    [steps.length],
  );

  const last = steps.length - 1;
  const next = useCallback(() => {
    setIndex((current) => (current === null ? current : Math.min(current + 1, last)));
  }, [last]);
  const back = useCallback(() => {
    setIndex((current) => (current === null ? current : Math.max(current - 1, 0)));
  }, []);

  return useMemo(
    () => ({
      steps,
      status: index !== null ? 'running' : done ? 'done' : 'idle',
      index,
      start,
      next,
      back,
      skip: () => end(false),
      finish: () => end(true),
    }),
    [steps, index, done, start, next, back, end],
  );
}
