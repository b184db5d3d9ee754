import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import classes from './fields.module.css';

/**
 * The sign-in pages' controls: a labelled input with its error, a password input with a
 * show/hide toggle, a checkbox and a submit button. Plain elements styled after Mantine
 * (see fields.module.css), so that the login page ships without Mantine's component code.
 */
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
};

interface TextFieldProps extends InputProps {
  label: string;
  error?: string | undefined;
  rightSection?: ReactNode;
}

export function TextField({ label, error, rightSection, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={inputId} className={classes.label}>
        {label}
      </label>
      <div className={classes.control}>
        <input
          id={inputId}
          className={classes.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-with-right={rightSection ? '' : undefined}
          {...input}
        />
        {rightSection && <div className={classes.right}>{rightSection}</div>}
      </div>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'rightSection'> {
  /** The toggle's accessible name, e.g. "Mostrar ou ocultar a senha". */
  toggleLabel: string;
}

export function PasswordField({ toggleLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      rightSection={
        <button
          type="button"
          className={classes.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {visible && <path d="m3 3 18 18" stroke="currentColor" strokeWidth="2" />}
          </svg>
        </button>
      }
    />
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  label: ReactNode;
  error?: string | undefined;
}

export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={classes.field}>
      <label className={classes.checkbox} htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Disabled and announced as busy while the request is pending. */
export function SubmitButton({
  pending = false,
  children,
}: {
  pending?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={classes.submit} disabled={pending} aria-busy={pending}>
      {pending && <span className={classes.spinner} aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
