import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InputHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useWizard } from './use-wizard';

// Three steps, one field each: enough to see a step held, a jump checked, a summary.
const schema = z.object({
  who: z.object({
    name: z.string().check(z.trim(), z.minLength(2, 'forms:validation.firstNameRequired')),
  }),
  where: z.object({
    city: z.string().check(z.trim(), z.minLength(2, 'forms:validation.cityRequired')),
  }),
  contact: z.object({ email: z.string().check(z.email('forms:validation.email')) }),
});
type Output = z.output<typeof schema>;

const blank = { who: { name: '' }, where: { city: '' }, contact: { email: '' } };
const labels = { who: 'Nome', where: 'Cidade', contact: 'E-mail' } as const;

function Field({
  label,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error: string | undefined }) {
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

function TestWizard({ onComplete }: { onComplete: (values: Output) => void }) {
  const wizard = useWizard(schema, { initialValues: blank, onComplete });
  const { form, steps, active, done } = wizard;
  return (
    <>
      <nav>
        {steps.map((step, index) => (
          <button key={step} type="button" onClick={() => wizard.goTo(index)}>
            {`Ir para ${labels[step]}`}
          </button>
        ))}
      </nav>
      {done ? (
        <p>{`Resumo: ${done.who.name}, ${done.where.city}, ${done.contact.email}`}</p>
      ) : (
        <form {...wizard.formProps}>
          {active === 0 && <Field label="Nome" {...form.getInputProps('who.name')} />}
          {active === 1 && <Field label="Cidade" {...form.getInputProps('where.city')} />}
          {active === 2 && <Field label="E-mail" {...form.getInputProps('contact.email')} />}
          <button type="button" onClick={wizard.back}>
            Voltar
          </button>
          <button type="submit">{active === steps.length - 1 ? 'Concluir' : 'Próximo'}</button>
        </form>
      )}
      <button type="button" onClick={wizard.restart}>
        Recomeçar
      </button>
    </>
  );
}

function setup() {
  const onComplete = vi.fn();
  const user = userEvent.setup();
  render(<TestWizard onComplete={onComplete} />);
  return { user, onComplete };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const errorOf = (name: string) => field(name).closest('div')?.querySelector('[role="note"]');

describe('useWizard', () => {
  it('holds an invalid step with its errors beside the fields, then re-checks them as they change', async () => {
    const { user } = setup();
    await user.click(button('Próximo'));
    expect(errorOf('Nome')).toHaveTextContent('Informe seu nome.');
    expect(field('Nome')).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Cidade' })).toBeNull();

    await user.type(field('Nome'), 'Ana');
    expect(errorOf('Nome')).toBeNull();
    await user.click(button('Próximo'));
    expect(field('Cidade')).toHaveFocus();
    expect(errorOf('Cidade')).toBeNull();
  });

  it('goes back keeping every value typed, and forward again without asking twice', async () => {
    const { user } = setup();
    await user.type(field('Nome'), 'Ana Souza');
    await user.keyboard('{Enter}');
    await user.type(field('Cidade'), 'Recife');
    await user.click(button('Voltar'));
    expect(field('Nome')).toHaveValue('Ana Souza');
    await user.click(button('Próximo'));
    expect(field('Cidade')).toHaveValue('Recife');
  });

  it('a later step clicked checks the steps before it, stopping at the first that fails', async () => {
    const { user } = setup();
    await user.click(button('Ir para E-mail'));
    expect(field('Nome')).toHaveFocus();
    expect(errorOf('Nome')).toHaveTextContent('Informe seu nome.');

    await user.type(field('Nome'), 'Ana');
    await user.click(button('Ir para E-mail'));
    // The step between was never filled: shown, with what it lacks.
    expect(field('Cidade')).toHaveFocus();
    expect(errorOf('Cidade')).toHaveTextContent('Informe a cidade.');

    await user.type(field('Cidade'), 'Recife');
    await user.click(button('Ir para E-mail'));
    expect(field('E-mail')).toHaveFocus();
    // Back by the steps needs no check.
    await user.click(button('Ir para Nome'));
    expect(field('Nome')).toHaveValue('Ana');
  });

  it('the last step submits the whole form, parsed, and a restart empties it', async () => {
    const { user, onComplete } = setup();
    await user.type(field('Nome'), '  Ana ');
    await user.keyboard('{Enter}');
    await user.type(field('Cidade'), 'Recife');
    await user.keyboard('{Enter}');
    await user.type(field('E-mail'), 'ana@');
    await user.click(button('Concluir'));
    expect(errorOf('E-mail')).toHaveTextContent('Informe um e-mail válido');
    expect(onComplete).not.toHaveBeenCalled();

    await user.type(field('E-mail'), 'empresa.com.br');
    await user.click(button('Concluir'));
    expect(screen.getByText('Resumo: Ana, Recife, ana@empresa.com.br')).toBeVisible();
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({
      who: { name: 'Ana' },
      where: { city: 'Recife' },
      contact: { email: 'ana@empresa.com.br' },
    });

    // A step clicked after the end opens it again for a correction, values kept.
    await user.click(button('Ir para Cidade'));
    expect(field('Cidade')).toHaveValue('Recife');

    await user.click(button('Recomeçar'));
    expect(field('Nome')).toHaveValue('');
    expect(errorOf('Nome')).toBeNull();
  });
});
