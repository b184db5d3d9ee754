import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import { useZodForm } from '@/lib/form';
import { renderWithProviders } from '@/test/render';
import { FormFailure, useFormFailure } from './form-failure';

const schema = z.object({ email: z.string(), name: z.string() });

/** A form on the in-form pattern whose save fails with `error`. */
function SaveForm({ error }: { error: Error }) {
  const save = useMutation({
    mutationFn: (_values: z.output<typeof schema>) => Promise.reject(error),
    meta: { errorShownBy: 'form' },
  });
  const failure = useFormFailure();
  const form = useZodForm(schema, { initialValues: { email: '', name: '' } });
  const submit = form.onSubmit(async (values) => {
    failure.clear();
    try {
      await save.mutateAsync(values);
    } catch (caught) {
      failure.show(caught, (refused) =>
        form.setServerErrors(refused, { email: 'users:validation.emailTaken' }),
      );
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <FormFailure error={failure.error} title="Não foi possível salvar o usuário" />
      <label>
        E-mail
        <input {...form.getInputProps('email')} />
      </label>
      <label>
        Nome
        <input {...form.getInputProps('name')} />
      </label>
      <p>{form.errors.email}</p>
      <button type="submit" disabled={form.submitting}>
        Salvar
      </button>
    </form>
  );
}

async function fillAndSave(error: Error) {
  const view = renderWithProviders(<SaveForm error={error} />);
  await view.user.type(screen.getByLabelText('E-mail'), 'ana@empresa.com.br');
  await view.user.type(screen.getByLabelText('Nome'), 'Ana');
  await view.user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(view.queryClient.isMutating()).toBe(0));
  return view;
}

describe('the in-form failure pattern', () => {
  it('puts a refused field beside it, says nothing above, keeps every value', async () => {
    await fillAndSave(new ApiError('http', 400, 'refused', { error: { email: ['taken'] } }));
    expect(await screen.findByText('Este e-mail já está em uso.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@empresa.com.br');
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
  });

  it.each([
    ['no connection', new ApiError('network', 0, 'offline'), /Sem conexão com o servidor/],
    ['an expired session', new ApiError('session-expired', 401, 'expired'), /sessão expirou/],
    ['a server error', new ApiError('http', 500, 'boom'), /servidor encontrou um problema/],
    [
      'a full browser storage',
      new ApiError('http', 507, 'full'),
      /armazenamento do navegador está cheio/,
    ],
    ['a record too large', new ApiError('http', 413, 'large'), /grande demais para ser salvo/],
    [
      'a refusal it has no words for',
      new ApiError('http', 400, 'x', { error: { x: [1] } }),
      /concluir o pedido/,
    ],
  ])('says %s above the fields, once (no toast), and keeps every value', async (_, error, why) => {
    await fillAndSave(error);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar o usuário');
    expect(alert).toHaveTextContent(why);
    // The policy stays out of it: the one alert is the form's.
    expect(screen.getAllByText('Não foi possível salvar o usuário')).toHaveLength(1);
    expect(screen.queryByText('Não foi possível salvar a alteração')).toBeNull();
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@empresa.com.br');
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana');
  });

  it('sends a 403 to the not-authorized page, as everywhere', async () => {
    const { router } = await fillAndSave(new ApiError('http', 403, 'forbidden'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
  });

  it('offers the record as it is now when another save came first, and hands it over', async () => {
    const current = { email: 'outra@empresa.com.br', name: 'Outra', version: 2 };
    const taken: unknown[] = [];
    const error = new ApiError('http', 409, 'conflict', { error: 'Conflict', current });
    const view = renderWithProviders(
      <FormFailure
        error={error}
        title="Não foi possível salvar"
        onUseCurrent={(c) => taken.push(c)}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('alterado em outra aba ou por outra pessoa');
    await view.user.click(screen.getByRole('button', { name: 'Ver a versão atual' }));
    expect(taken).toEqual([current]);
  });
});
