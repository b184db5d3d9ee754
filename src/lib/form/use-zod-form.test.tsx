import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InputHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { i18n } from '@/lib/i18n';
import { itemKey, useZodForm, type ZodForm } from '.';

// A small invoice: nested values, a list, a text that parses into a number, a default.
const invoiceSchema = z.object({
  client: z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'validation.required')),
    email: z.string().check(z.trim(), z.email('validation.email')),
  }),
  items: z.array(
    z.object({
      description: z.string().check(z.minLength(3, 'validation.minLength')),
      qty: z.pipe(z.string().check(z.regex(/^\d+$/, 'validation.required')), z.transform(Number)),
    }),
  ),
  currency: z._default(z.enum(['BRL', 'USD']), 'BRL'),
});
type Invoice = z.input<typeof invoiceSchema>;
type Saved = z.output<typeof invoiceSchema>;

const blank: Invoice = {
  client: { name: '', email: '' },
  items: [{ description: '', qty: '1' }],
};

function Field({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error: string | undefined;
}) {
  return (
    <div>
      <label>
        {label}
        <input aria-invalid={error ? true : undefined} {...input} />
      </label>
      {error && <span role="note">{error}</span>}
    </div>
  );
}

function InvoiceForm({
  onSave,
}: {
  onSave: (values: Saved, form: ZodForm<Invoice, Saved>) => unknown;
}) {
  const form = useZodForm(invoiceSchema, { initialValues: blank });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSave(values, form))}>
      <Field label="Cliente" {...form.getInputProps('client.name')} />
      <Field label="E-mail" {...form.getInputProps('client.email')} />
      {form.values.items.map((item, index) => (
        <fieldset key={itemKey(item)}>
          <Field
            label={`Descrição ${index + 1}`}
            {...form.getInputProps(`items.${index}.description`)}
          />
          <Field label={`Quantidade ${index + 1}`} {...form.getInputProps(`items.${index}.qty`)} />
        </fieldset>
      ))}
      <button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
        Salvar
      </button>
    </form>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Salvar' });
const errorOf = (name: string) => field(name).closest('div')?.querySelector('[role="note"]');

function setup(onSave: (values: Saved, form: ZodForm<Invoice, Saved>) => unknown = vi.fn()) {
  const user = userEvent.setup();
  render(<InvoiceForm onSave={onSave} />);
  return { user };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Cliente'), '  Ana Souza ');
  await user.type(field('E-mail'), 'ana@exemplo.com.br');
  await user.type(field('Descrição 1'), 'Consultoria');
  await user.clear(field('Quantidade 1'));
  await user.type(field('Quantidade 1'), '3');
}

describe('useZodForm', () => {
  it('checks a field when it is left, then on every change', async () => {
    const { user } = setup();
    await user.type(field('E-mail'), 'ana@');
    expect(errorOf('E-mail')).toBeNull();
    await user.tab();
    expect(errorOf('E-mail')).toHaveTextContent(
      'Informe um e-mail válido, como nome@empresa.com.br.',
    );
    await user.type(field('E-mail'), 'exemplo.com');
    expect(errorOf('E-mail')).toBeNull();
    // A field never left stays quiet until the first submit.
    await user.type(field('Cliente'), ' ');
    expect(errorOf('Cliente')).toBeNull();
  });

  it('after a submit, every field is checked on every change', async () => {
    const onSave = vi.fn();
    const { user } = setup(onSave);
    await user.click(save());
    expect(errorOf('Descrição 1')).toHaveTextContent('Use pelo menos 3 caracteres.');
    await user.type(field('Descrição 1'), 'Con');
    expect(errorOf('Descrição 1')).toBeNull();
    await user.clear(field('Quantidade 1'));
    expect(errorOf('Quantidade 1')).toHaveTextContent('Preencha este campo.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows errors as keys translated, and again in English after a switch', async () => {
    const { user } = setup();
    await user.click(save());
    expect(errorOf('Cliente')).toHaveTextContent('Preencha este campo.');
    await act(() => i18n.changeLanguage('en'));
    expect(errorOf('Cliente')).toHaveTextContent('Fill in this field.');
    expect(errorOf('Descrição 1')).toHaveTextContent('Use at least 3 characters.');
  });

  it('focuses the first invalid field in the page’s order', async () => {
    const { user } = setup();
    await user.type(field('Cliente'), 'Ana');
    await user.type(field('Descrição 1'), 'Consultoria');
    await user.click(save());
    expect(field('E-mail')).toHaveFocus();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('hands the parsed values to the handler: trimmed, transformed, with defaults', async () => {
    const onSave = vi.fn();
    const { user } = setup(onSave);
    await fillValid(user);
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      client: { name: 'Ana Souza', email: 'ana@exemplo.com.br' },
      items: [{ description: 'Consultoria', qty: 3 }],
      currency: 'BRL',
    });
  });

  it('is submitting while the save is pending, and ignores a second submit', async () => {
    let finish: (() => void) | undefined;
    const onSave = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = setup(onSave);
    await fillValid(user);
    await user.click(save());
    await waitFor(() => expect(save()).toBeDisabled());
    expect(save()).toHaveAttribute('aria-busy', 'true');
    // The form submitted again anyway (the button's state aside): still one save in flight.
    fireEvent.submit(save().closest('form') as HTMLFormElement);
    expect(onSave).toHaveBeenCalledTimes(1);
    act(() => finish?.());
    await waitFor(() => expect(save()).toBeEnabled());
    expect(save()).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps every value as typed when the save fails, ready for another try', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('offline')));
    const { user } = setup(onSave);
    await fillValid(user);
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save()).toBeEnabled());
    expect(field('Cliente')).toHaveValue('  Ana Souza ');
    expect(field('E-mail')).toHaveValue('ana@exemplo.com.br');
    expect(field('Quantidade 1')).toHaveValue('3');
    await user.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
  });

  it('puts the server’s refusal beside its field, translated, and focuses it', async () => {
    let unnamed: string[] = [];
    const { user } = setup((_, form) => {
      unnamed = form.setServerErrors(
        { 'client.email': ['This email is already in use.'], 'client.name': [], token: 'stale' },
        { 'client.email': 'validation.email' },
      );
    });
    await fillValid(user);
    await user.click(save());
    expect(await screen.findByText('Informe um e-mail válido, como nome@empresa.com.br.')).toBe(
      errorOf('E-mail'),
    );
    expect(field('E-mail')).toHaveFocus();
    expect(errorOf('Cliente')).toBeNull();
    expect(unnamed).toEqual(['token']);
    // Changing the field checks it again: the server's word gives way.
    await user.type(field('E-mail'), 'x');
    expect(errorOf('E-mail')).toBeNull();
  });

  it('knows when the values differ from the initial ones, and resets', () => {
    const { result } = renderHook(() => useZodForm(invoiceSchema, { initialValues: blank }));
    expect(result.current.isDirty()).toBe(false);
    act(() => result.current.setFieldValue('client.name', 'Ana'));
    expect(result.current.isDirty()).toBe(true);
    expect(result.current.isDirty('client.name')).toBe(true);
    expect(result.current.isDirty('items')).toBe(false);
    act(() => result.current.setFieldValue('client.name', ''));
    expect(result.current.isDirty()).toBe(false);

    act(() => result.current.setFieldValue('items.0.qty', '7'));
    act(() => result.current.setFieldError('client.email', 'validation.email'));
    act(() => result.current.reset());
    expect(result.current.values).toEqual(blank);
    expect(result.current.errors).toEqual({});

    // After a save, the saved values become the clean state.
    const saved = { ...blank, client: { name: 'Ana', email: 'ana@exemplo.com.br' } };
    act(() => result.current.reset(saved));
    expect(result.current.isDirty()).toBe(false);
    act(() => result.current.setFieldValue('client.name', ''));
    expect(result.current.isDirty('client.name')).toBe(true);
  });
});
