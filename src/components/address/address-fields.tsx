import { Select, TextInput } from '@mantine/core';
import { bidiPart } from '@/components/bidi/bidi';
import { brazilianStates, type BrazilianStateCode } from '@/lib/brazilian-states';
import type { InputProps } from '@/lib/form';
import { cepMask, withMask } from '@/lib/form/masks';
import classes from './address-fields.module.css';

/** The text fields every address has (the district is optional: see `district`). */
export type AddressTextField = 'cep' | 'street' | 'number' | 'complement' | 'city';

/** The UF's select: `form.getInputProps('state')`, or a typed value and change of one's own. */
export type AddressStateInput = Pick<InputProps<string>, 'name' | 'error' | 'onBlur'> & {
  value: string | null;
  onChange: (value: string | null) => void;
};

/** The words, already translated in the form's own namespace (each form keeps its own). */
export interface AddressWords {
  cep: string;
  cepPlaceholder: string;
  street: string;
  number: string;
  numberPlaceholder?: string;
  complement: string;
  complementPlaceholder?: string;
  district?: string;
  city: string;
  state: string;
  statePlaceholder: string;
  /** Said when the typed name matches no UF. */
  noState?: string;
  /** An option of the UF's select (`SP — São Paulo`). */
  stateOption: (code: BrazilianStateCode) => string;
}

interface AddressFieldsProps {
  /** A text field's input (`(field) => form.getInputProps(\`address.${field}\` as const)`). */
  input: (field: AddressTextField) => InputProps<string>;
  /** The district's (bairro's) input; without it, no district field. */
  district?: InputProps<string>;
  state: AddressStateInput;
  words: AddressWords;
  /** The CEP takes the focus when the dialog or drawer around it opens (`data-autofocus`). */
  focusFirst?: boolean;
}

/**
 * A Brazilian address in a grid: one column when narrow, then CEP | street, number |
 * complement, district | city | UF. The form around it, and its words, are the caller's.
 */
export function AddressFields({ input, district, state, words, focusFirst }: AddressFieldsProps) {
  const auto = bidiPart('input');
  const states = brazilianStates.map((code) => ({ value: code, label: words.stateOption(code) }));
  const last = district ? classes.third : classes.half;
  return (
    <div className={classes.frame}>
      <div className={classes.grid}>
        <TextInput
          className={classes.short}
          label={words.cep}
          placeholder={words.cepPlaceholder}
          withAsterisk
          data-autofocus={focusFirst || undefined}
          autoComplete="postal-code"
          {...withMask(cepMask, input('cep'))}
        />
        <TextInput
          className={classes.long}
          label={words.street}
          withAsterisk
          autoComplete="address-line1"
          {...auto}
          {...input('street')}
        />
        <TextInput
          className={classes.short}
          label={words.number}
          placeholder={words.numberPlaceholder}
          withAsterisk
          autoComplete="off"
          {...auto}
          {...input('number')}
        />
        <TextInput
          className={classes.long}
          label={words.complement}
          placeholder={words.complementPlaceholder}
          autoComplete="address-line2"
          {...auto}
          {...input('complement')}
        />
        {district && (
          <TextInput
            className={classes.third}
            label={words.district}
            withAsterisk
            autoComplete="address-level3"
            {...auto}
            {...district}
          />
        )}
        <TextInput
          className={last}
          label={words.city}
          withAsterisk
          autoComplete="address-level2"
          {...auto}
          {...input('city')}
        />
        <Select
          className={last}
          label={words.state}
          placeholder={words.statePlaceholder}
          withAsterisk
          searchable
          openOnFocus={false}
          data={states}
          nothingFoundMessage={words.noState}
          {...state}
        />
      </div>
    </div>
  );
}
