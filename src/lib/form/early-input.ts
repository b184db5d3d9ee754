import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { PRERENDERED, SUBMIT_PENDING } from '@/lib/hydration';
import type { ZodForm } from './types';

/**
 * A form that may have come as prerendered HTML (the sign-in page), once hydrated:
 * - What the visitor typed before the scripts ran: React keeps that text on screen when it
 *   hydrates, but not in the form's state, so the next render would wipe it. Each named
 *   input whose element shows something else than the form holds hands its value over;
 *   `fallback` fills what was not typed (e.g. a remembered e-mail, read only now).
 * - A submit the boot script held meanwhile (vite-plugins/prerender-boot.ts) is sent now,
 *   with those values. From here on the form handles its own submits.
 * Outside a prerendered page, nothing differs between the elements and the state: no-op.
 */
export function useEarlyInput<V extends object, O>(
  form: ZodForm<V, O>,
  ref: RefObject<HTMLFormElement | null>,
  fallback?: () => Partial<V> | null,
): void {
  const [resubmit, setResubmit] = useState(false);
  const resubmitted = useRef(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const values = form.values as Record<string, unknown>;
    const typed: Record<string, unknown> = {};
    for (const control of Array.from(element.elements)) {
      if (!(control instanceof HTMLInputElement) || !(control.name in values)) continue;
      const current = values[control.name];
      if (control.type === 'checkbox') {
        if (typeof current === 'boolean' && control.checked !== current) {
          typed[control.name] = control.checked;
        }
      } else if (typeof current === 'string' && control.value !== current) {
        typed[control.name] = control.value;
      }
    }
    const patch = { ...fallback?.(), ...typed };
    if (Object.keys(patch).length > 0) form.setValues((current) => ({ ...current, ...patch }));

    const root = element.closest(`[${PRERENDERED}]`);
    if (root) {
      root.removeAttribute(PRERENDERED);
      if (root.hasAttribute(SUBMIT_PENDING)) {
        root.removeAttribute(SUBMIT_PENDING);
        setResubmit(true);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first render: later edits go through the inputs' own handlers
  }, []);

  // After the render that holds the adopted values, so the submit handler sees them.
  useEffect(() => {
    if (!resubmit || resubmitted.current) return;
    resubmitted.current = true;
    ref.current?.requestSubmit();
  }, [resubmit, ref]);
}
