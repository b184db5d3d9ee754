import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type * as z from 'zod/mini';
import { useZodForm, type ZodForm } from '@/lib/form';
import { validateWith, type ErrorMap } from '@/lib/form/errors';

/** Where the focus goes once a step is drawn: its first field, or its first invalid one. */
type FocusTarget = 'field' | 'invalid';

const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button[role="radio"]';
const FIRST_INVALID = '[aria-invalid="true"]';

/** A wizard's steps: the keys of its schema's object. */
export type StepOf<S extends z.ZodMiniObject> = Extract<keyof S['shape'], string>;

export interface Wizard<V, O, K extends string = string> {
  /** One form for every step: going back and forth keeps every value. */
  form: ZodForm<V, O>;
  /** The steps, in order: the keys of the schema's object. */
  steps: readonly K[];
  /** The step shown, `steps.length` once the last one was submitted. */
  active: number;
  /** What the last step submitted (parsed), or null while the steps go on. */
  done: O | null;
  /** Spread on the `<form>`: its submit checks the step shown, then goes on (or finishes). */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    noValidate: true;
  };
  /**
   * To another step (a click on the stepper): back at once, forward only through steps that
   * pass their check; the first that does not is shown with its errors.
   */
  goTo: (index: number) => void;
  back: () => void;
  /** Empty values, the first step. */
  restart: () => void;
}

/**
 * A wizard over an object schema whose keys are its steps (`{ account, personal, … }`): each
 * step's values are checked before the next is shown, errors beside their fields (then
 * re-checked as they change), and the last step submits the whole form. One wizard logic,
 * however the steps are drawn.
 */
export function useWizard<S extends z.ZodMiniObject, V = z.input<S>>(
  schema: S,
  {
    initialValues,
    onComplete,
  }: { initialValues: NoInfer<V>; onComplete?: (values: z.output<S>) => void },
): Wizard<V, z.output<S>, StepOf<S>> {
  const form = useZodForm<S, V>(schema, { initialValues });
  const steps = useMemo(() => Object.keys(schema.shape) as StepOf<S>[], [schema]);
  const last = steps.length - 1;
  const [active, setActive] = useState(0);
  const [done, setDone] = useState<z.output<S> | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const focusNext = useRef<FocusTarget | null>(null);

  // After a move, the new step's first field (or the first wrong one) takes the focus: the
  // button pressed may have gone with the old step.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    formRef.current
      ?.querySelector<HTMLElement>(target === 'invalid' ? FIRST_INVALID : FIRST_FIELD)
      ?.focus();
  });

  const show = (index: number, focus: FocusTarget) => {
    focusNext.current = focus;
    setActive(index);
  };

  /** The errors of one step's fields, by their full paths (`account.email`). */
  const errorsOf = (index: number): ErrorMap => {
    const prefix = `${steps[index]}.`;
    return Object.fromEntries(
      Object.entries(validateWith(schema, form.values)).filter(([path]) => path.startsWith(prefix)),
    );
  };

  /**
   * Checks the steps from `from` up to (not including) `to`; shows the first that fails with
   * its errors, each then re-checked on every change. True when all pass.
   */
  const passes = (from: number, to: number): boolean => {
    for (let index = from; index < to; index += 1) {
      const found = errorsOf(index);
      const paths = Object.keys(found);
      if (paths.length === 0) continue;
      const prefix = `${steps[index]}.`;
      form.update(steps[index] ?? '', (state) => ({
        ...state,
        errors: {
          ...Object.fromEntries(
            Object.entries(state.errors).filter(([path]) => !path.startsWith(prefix)),
          ),
          ...found,
        },
        touched: { ...state.touched, ...Object.fromEntries(paths.map((path) => [path, true])) },
      }));
      show(index, 'invalid');
      return false;
    }
    return true;
  };

  const finish = form.onSubmit((values) => {
    setDone(values);
    setActive(steps.length);
    onComplete?.(values);
  });

  const goTo = (index: number) => {
    if (index === active || index < 0 || index > last) return;
    if (index < active) {
      setDone(null);
      show(index, 'field');
    } else if (passes(active, index)) {
      show(index, 'field');
    }
  };

  return {
    form,
    steps,
    active,
    done,
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        if (active < last) goTo(active + 1);
        else if (passes(0, last)) finish(event);
      },
    },
    goTo,
    back: () => goTo(active - 1),
    restart: () => {
      form.reset();
      setDone(null);
      show(0, 'field');
    },
  };
}
