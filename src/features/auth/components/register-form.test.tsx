import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { useSessionStore } from '../session-store';
import { RegisterForm } from './register-form';

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  values: Record<string, string>,
) {
  await user.type(screen.getByRole('textbox', { name: 'Nome de usuário' }), values.username ?? '');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), values.email ?? '');
  await user.type(screen.getByLabelText('Senha', { selector: 'input' }), values.password ?? '');
}

describe('RegisterForm', () => {
  it('checks every field and the terms', async () => {
    const { user } = renderWithProviders(<RegisterForm />);
    await user.type(screen.getByRole('textbox', { name: 'Nome de usuário' }), 'a b');
    await user.type(screen.getByLabelText('Senha', { selector: 'input' }), '123');
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(
      await screen.findByText('Use de 3 a 20 letras, números, ponto, hífen ou sublinhado.'),
    ).toBeVisible();
    expect(screen.getByText('Informe seu e-mail.')).toBeVisible();
    expect(screen.getByText('A senha precisa de pelo menos 6 caracteres.')).toBeVisible();
    expect(screen.getByText('Aceite os termos para continuar.')).toBeVisible();
  });

  it('puts "already in use" beside the right fields', async () => {
    const { user } = renderWithProviders(<RegisterForm />);
    await fill(user, { username: 'helena.duarte', email: 'admin@demo.com', password: 'segredo1' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Este e-mail já está em uso.')).toBeVisible();
    expect(screen.getByText('Este nome de usuário já está em uso.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('admin@demo.com');
    // The first refused field takes the focus, so the refusal is heard.
    expect(screen.getByRole('textbox', { name: 'Nome de usuário' })).toHaveFocus();
  });

  it('creates the account and signs in as an administrator', async () => {
    const { user, router } = renderWithProviders(<RegisterForm />, {
      route: '/register',
      path: '/register',
    });
    await fill(user, {
      username: 'marina.costa',
      email: 'marina@exemplo.com.br',
      password: 'segredo1',
    });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().user).toMatchObject({
      username: 'marina.costa',
      ability: [{ action: 'manage', subject: 'all' }],
    });
  });
});
