import { TextInput } from '@mantine/core';
import { useState } from 'react';
import classes from './floating-input.module.css';

interface FloatingInputProps {
  label: string;
  placeholder: string;
  autoComplete?: string;
}

/**
 * A text field whose label sits inside it while it is empty and unfocused, and rises above
 * it as soon as the field is focused or holds text (the placeholder shows only then).
 */
export function FloatingInput({ label, placeholder, autoComplete }: FloatingInputProps) {
  const [focused, setFocused] = useState(false);
  const [value, setValue] = useState('');
  const floating = focused || value !== '';
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      autoComplete={autoComplete}
      classNames={classes}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      labelProps={{ 'data-floating': floating || undefined }}
    />
  );
}
