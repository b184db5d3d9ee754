import { Button } from '@mantine/core';
import { createContext, use, type ReactNode } from 'react';
import classes from './form-actions.module.css';

/** Inside a side drawer the actions stay in view at its foot while the fields scroll. */
export const StickyFormActions = createContext(false);

interface FormActionsProps {
  /** The submit button's words ("Salvar", "Adicionar"). */
  submitLabel: string;
  /** `form.submitting`: the button spins (the form ignores a second submit meanwhile). */
  submitting?: boolean;
  cancelLabel: string;
  onCancel: () => void;
  /** An action of another kind, apart at the start: a delete. */
  start?: ReactNode;
}

/**
 * A form's last row: cancel, then submit, at the end; another action apart at the start.
 * Buttons wrap rather than squeeze on a narrow phone.
 */
export function FormActions({
  submitLabel,
  submitting = false,
  cancelLabel,
  onCancel,
  start,
}: FormActionsProps) {
  const sticky = use(StickyFormActions);
  return (
    <div className={classes.actions} data-sticky={sticky || undefined}>
      {start && <div className={classes.start}>{start}</div>}
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
