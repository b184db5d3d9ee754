import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import classes from './fields.module.css';

const LENGTH = 6;

interface CodeFieldProps {
  label: string;
  /** "Dígito {{count}} de 6" for each box. */
  digitLabel: (position: number) => string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  name?: string;
}

/**
 * A six-digit code, one box per digit: typing moves on, Backspace moves back, the arrows
 * move across, and pasting a code (from any box) fills them all. The boxes run left to right
 * in right-to-left pages too, as the digits of a number do.
 */
export function CodeField({
  label,
  digitLabel,
  value,
  onChange,
  onBlur,
  error,
  name,
}: CodeFieldProps) {
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: LENGTH }, (_, index) => value[index] ?? '');
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(LENGTH - 1, index))]?.focus();

  const write = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '').split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.slice(0, LENGTH - index).forEach((digit, offset) => (next[index + offset] = digit));
    onChange(next.join('').trimEnd());
    focus(index + incoming.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...digits];
      const target = next[index] ? index : index - 1;
      if (target < 0) return;
      next[target] = '';
      onChange(next.join(''));
      focus(target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    write(index, event.clipboardData.getData('text'));
  };

  return (
    <div className={classes.field}>
      <span id={`${id}-label`} className={classes.label}>
        {label}
      </span>
      {/* A code is a number: its first digit is on the left in every direction. */}
      <div
        dir="ltr"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className={classes.code}
      >
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder: their position is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            name={index === 0 ? name : undefined}
            className={classes.codeBox}
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={LENGTH}
            aria-label={digitLabel(index + 1)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => write(index, event.currentTarget.value.slice(-1) || '')}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.currentTarget.select()}
            onBlur={onBlur}
          />
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
