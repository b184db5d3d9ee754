import { NumberInput, TextInput } from '@mantine/core';
import { useFormat } from '@/lib/use-format';
import { useDraft } from './use-draft';

/**
 * A list's column filters typed into fields (a name that contains…, a salary from…): each
 * shows what is typed at once and commits it to the list's state (the URL) after the same
 * pause as the search box. Labelled, as every field; sized by the panel that holds them.
 * Apart from `data-table`: the number field's formatter is 9 KiB that no other list needs.
 */
interface DataTableTextFilterProps {
  label: string;
  /** The committed text (`list.params.filters.name`); none is `undefined`. */
  value: string | undefined;
  /** `undefined` when emptied. */
  onChange: (value: string | undefined) => void;
  placeholder?: string;
}

/** A "contains" filter of one column. */
export function DataTableTextFilter({
  label,
  value,
  onChange,
  placeholder,
}: DataTableTextFilterProps) {
  // Committed as typed (a space before the next word stays in the box); blank is none.
  const [text, setText] = useDraft(value ?? '', (next) =>
    onChange(next.trim() === '' ? undefined : next),
  );
  return (
    <TextInput
      size="xs"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

interface DataTableNumberFilterProps {
  label: string;
  /** The committed number; none is `undefined`. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  placeholder?: string;
  /** Shown before the number ("R$ "). */
  prefix?: string;
  min?: number;
  /** @default 0 (whole numbers) */
  decimalScale?: number;
}

/** One end of a range filter ("salário a partir de"), in the active language's digits. */
export function DataTableNumberFilter({
  label,
  value,
  onChange,
  placeholder,
  prefix,
  min = 0,
  decimalScale = 0,
}: DataTableNumberFilterProps) {
  const { language } = useFormat();
  const [draft, setDraft] = useDraft<number | string>(value ?? '', (next) =>
    onChange(typeof next === 'number' && Number.isFinite(next) ? next : undefined),
  );
  const separators =
    language === 'br'
      ? { thousandSeparator: '.', decimalSeparator: ',' }
      : { thousandSeparator: ',', decimalSeparator: '.' };
  return (
    <NumberInput
      size="xs"
      label={label}
      placeholder={placeholder}
      prefix={prefix}
      min={min}
      decimalScale={decimalScale}
      allowNegative={min < 0}
      hideControls
      {...separators}
      value={draft}
      onChange={setDraft}
    />
  );
}
