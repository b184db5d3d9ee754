import { useLayoutEffect, type RefObject } from 'react';
import type { ZodForm } from './types';

/**
 * What a visitor typed into prerendered HTML before the scripts ran. React keeps that text
 * on screen when it hydrates, but not in the form's state, so the next render would wipe
 * it. After the first render, each named input whose element shows something else than
 * the form holds hands its value to the form; `fallback` fills what was not typed (e.g. a
 * remembered e-mail read from storage only after hydration).
 */
export function useEarlyInput<V extends object, O>(
  form: ZodForm<V, O>,
  ref: RefObject<HTMLFormElement | null>,
  fallback?: () => Partial<V> | null,
): void {
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first render: later edits go through the inputs' own handlers
  }, []);
}
