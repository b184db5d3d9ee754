import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { brazilianStates, type BrazilianStateCode } from '@/lib/brazilian-states';
import { useZodForm } from '@/lib/form';
import { renderWithProviders } from '@/test/render';
import { AddressFields, type AddressWords } from './address-fields';

const schema = z.object({
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.nullable(z.enum(brazilianStates)),
});
type Values = z.input<typeof schema>;
const blankTexts = { cep: '', street: '', number: '', complement: '', district: '', city: '' };

const words: AddressWords = {
  cep: 'CEP',
  cepPlaceholder: '00000-000',
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
  district: 'Bairro',
  city: 'Cidade',
  state: 'Estado',
  statePlaceholder: 'Escolha o estado',
  stateOption: (code: BrazilianStateCode) => `${code} — estado ${code}`,
};

function Address({ withDistrict }: { withDistrict: boolean }) {
  const form = useZodForm<typeof schema, Values>(schema, {
    initialValues: { ...blankTexts, state: null },
  });
  return (
    <>
      <AddressFields
        input={(field) => form.getInputProps(field)}
        district={withDistrict ? form.getInputProps('district') : undefined}
        state={form.getInputProps('state')}
        words={words}
      />
      <output>{form.values.state ?? '-'}</output>
    </>
  );
}

describe('AddressFields', () => {
  it('draws the fields in order, types the CEP through its mask and picks a UF', async () => {
    const { user } = renderWithProviders(<Address withDistrict />);
    const names = screen.getAllByRole('textbox').map((box) => box.getAttribute('autocomplete'));
    expect(names).toEqual([
      'postal-code',
      'address-line1',
      'off',
      'address-line2',
      'address-level3',
      'address-level2',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'CEP' }), '01310100');
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'SP — estado SP' }));
    expect(screen.getByRole('status')).toHaveTextContent('SP');
  });

  it('leaves the district out when the form has none', () => {
    renderWithProviders(<Address withDistrict={false} />);
    expect(screen.queryByRole('textbox', { name: 'Bairro' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cidade' })).toBeInTheDocument();
  });
});
