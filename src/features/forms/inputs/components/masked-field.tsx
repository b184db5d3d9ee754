import { Code, Stack, Text, TextInput } from '@mantine/core';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { isMaskComplete, onlyDigits, withMask, type Mask } from '@/lib/form/masks';
import { useTranslation } from '@/lib/i18n-react';
import successClasses from './success.module.css';

const successText = { className: successClasses.success };

/** What a whole value means: good (and what it is), or why not. */
export interface Verdict {
  ok: boolean;
  message: string;
}

interface MaskedFieldProps {
  label: string;
  placeholder: string;
  mask: Mask;
  description?: string;
  autoComplete?: string;
  icon?: LucideIcon;
  rightSection?: ReactNode;
  rightSectionWidth?: number | undefined;
  /** The verdict on a whole value (none: a whole value is simply good). */
  check?: (text: string) => Verdict | null;
  /** Whether the value is whole (default: it fills one of the mask's patterns). */
  isComplete?: (text: string) => boolean;
  /** What a part-typed value lacks, said once the field is left. */
  incomplete: string;
  /** Shows the digits without the mask under the field. @default true */
  showRaw?: boolean;
  /** Follows the value as typed (the page shows something from it). */
  onValue?: (text: string) => void;
}

/**
 * A showcase field through its mask: the formatted text, its verdict (good in green, wrong in
 * red, a part-typed value once the field is left) and the raw digits beneath.
 */
export function MaskedField({
  label,
  placeholder,
  mask,
  description,
  autoComplete,
  icon: Icon,
  rightSection,
  rightSectionWidth,
  check,
  isComplete = (text) => isMaskComplete(mask, text),
  incomplete,
  showRaw = true,
  onValue,
}: MaskedFieldProps) {
  const { t } = useTranslation('form-inputs');
  const [value, setValue] = useState('');
  const [left, setLeft] = useState(false);
  const raw = onlyDigits(value);
  const verdict: Verdict | null = isComplete(value)
    ? (check?.(value) ?? null)
    : left && value !== ''
      ? { ok: false, message: incomplete }
      : null;
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        placeholder={placeholder}
        description={description}
        autoComplete={autoComplete}
        leftSection={Icon && <Icon size={16} aria-hidden="true" />}
        rightSection={rightSection}
        rightSectionWidth={rightSectionWidth}
        successProps={successText}
        success={verdict?.ok && verdict.message}
        error={verdict && !verdict.ok && verdict.message}
        onBlur={() => setLeft(true)}
        onFocus={() => setLeft(false)}
        {...withMask(mask, {
          value,
          onChange: (next) => {
            setValue(next);
            onValue?.(next);
          },
        })}
      />
      {showRaw && <RawValue value={raw} label={t('mask.raw')} />}
    </Stack>
  );
}

/** "Valor sem máscara: 12345678909" (a dash while empty). */
export function RawValue({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" c="dimmed">
      {label}{' '}
      <Code c="var(--mantine-color-text)" dir="ltr">
        {value === '' ? '—' : value}
      </Code>
    </Text>
  );
}
