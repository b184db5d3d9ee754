import { Pill, PillsInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { bidiPart, bidiText } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { addAddresses, isEmailAddress, splitAddresses } from './draft';
import classes from './compose.module.css';

interface RecipientFieldProps {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** A message from the send attempt (e.g. no recipient at all). */
  error?: string | undefined;
  rightSection?: ReactNode;
  /** Takes the focus when the compose opens. */
  initialFocus?: boolean;
}

/**
 * Addresses as chips. Enter, Tab, comma, semicolon, space, leaving the field or pasting a
 * list turn text into chips; each chip is checked on its own and a wrong one is marked and
 * named under the field. Backspace in an empty field takes back the last chip for editing.
 * Chips and typed text take their own direction: an address reads whole in right to left.
 */
export function RecipientField({
  label,
  value,
  onChange,
  error,
  rightSection,
  initialFocus,
}: RecipientFieldProps) {
  const { t } = useTranslation('email');
  const [text, setText] = useState('');
  const invalid = value.filter((address) => !isEmailAddress(address));

  const commit = (raw: string) => {
    const addresses = splitAddresses(raw);
    if (addresses.length > 0) onChange(addAddresses(value, addresses));
    setText('');
  };

  const message =
    invalid.length > 0
      ? t('compose.errors.invalid', { count: invalid.length, addresses: invalid.join(', ') })
      : error;

  return (
    <PillsInput
      label={label}
      error={message}
      rightSection={rightSection}
      rightSectionWidth="auto"
      classNames={{ input: classes.recipients }}
    >
      <Pill.Group>
        {value.map((address) => {
          const wrong = !isEmailAddress(address);
          return (
            <Pill
              key={address}
              withRemoveButton
              className={wrong ? classes.invalidPill : undefined}
              {...bidiPart('label')}
              onRemove={() => onChange(value.filter((item) => item !== address))}
              removeButtonProps={{
                // Mantine hides the button from the keyboard; a chip in the middle must be
                // removable without a mouse too.
                'aria-hidden': false,
                tabIndex: 0,
                'aria-label': t('compose.removeAddress', { address }),
              }}
            >
              {address}
            </Pill>
          );
        })}
        <PillsInput.Field
          value={text}
          data-autofocus={initialFocus || undefined}
          inputMode="email"
          autoComplete="email"
          placeholder={value.length === 0 ? t('compose.addressPlaceholder') : undefined}
          {...bidiText()}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (/[,;\s]/.test(next)) commit(next);
            else setText(next);
          }}
          onKeyDown={(event) => {
            if ((event.key === 'Enter' || event.key === 'Tab') && text.trim()) {
              if (event.key === 'Enter') event.preventDefault();
              commit(text);
            } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
              event.preventDefault();
              setText(value.at(-1) ?? '');
              onChange(value.slice(0, -1));
            }
          }}
          onBlur={() => commit(text)}
        />
      </Pill.Group>
    </PillsInput>
  );
}
