import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/test/render';
import { useSessionStore } from '../session-store';
import { LoginForm } from './login-form';

const fields = () => ({
  email: screen.getByRole('textbox', { name: 'E-mail' }),
  password: screen.getByLabelText('Senha', { selector: 'input' }),
  submit: screen.getByRole('button', { name: 'Entrar' }),
});

describe('LoginForm', () => {
  it('says what is missing next to each field', async () => {
    const { user } = renderWithProviders(<LoginForm />, { route: '/login', path: '/login' });
    await user.click(fields().submit);
    expect(await screen.findByText('Informe seu e-mail.')).toBeVisible();
    expect(screen.getByText('Informe sua senha.')).toBeVisible();
    expect(fields().email).toHaveFocus();
    expect(fields().email).toHaveAttribute('aria-invalid', 'true');
    await user.type(fields().email, 'helena@');
    expect(
      await screen.findByText('Informe um e-mail válido, como nome@empresa.com.br.'),
    ).toBeVisible();
  });

  it('shows the API’s refusal translated, beside the e-mail, and keeps what was typed', async () => {
    const { user } = renderWithProviders(<LoginForm />, { route: '/login', path: '/login' });
    await user.type(fields().email, 'admin@demo.com');
    await user.type(fields().password, 'errada');
    await user.click(fields().submit);
    expect(await screen.findByText('E-mail ou senha incorretos.')).toBeVisible();
    expect(fields().email).toHaveValue('admin@demo.com');
    expect(fields().password).toHaveValue('errada');
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('is busy while signing in and sends one request however often it is submitted', async () => {
    let requests = 0;
    let answer: (() => void) | undefined;
    server.use(
      mock.post('/api/login', async () => {
        requests += 1;
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json(
          { error: { email: ['Email or Password is Invalid'] } },
          { status: 400 },
        );
      }),
    );
    const { user } = renderWithProviders(<LoginForm />, { route: '/login', path: '/login' });
    await user.type(fields().email, 'admin@demo.com');
    await user.type(fields().password, 'errada');
    await user.click(fields().submit);
    await waitFor(() => expect(answer).toBeDefined());
    expect(fields().submit).toBeDisabled();
    expect(fields().submit).toHaveAttribute('aria-busy', 'true');
    fireEvent.submit(fields().submit.closest('form') as HTMLFormElement);
    answer?.();
    expect(await screen.findByText('E-mail ou senha incorretos.')).toBeVisible();
    expect(fields().submit).toBeEnabled();
    expect(requests).toBe(1);
  });

  it('says so when the server cannot be reached, keeping the values', async () => {
    server.use(mock.post('/api/login', () => HttpResponse.error()));
    const { user } = renderWithProviders(<LoginForm />, { route: '/login', path: '/login' });
    await user.type(fields().email, 'admin@demo.com');
    await user.type(fields().password, 'admin');
    await user.click(fields().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com o servidor');
    expect(fields().password).toHaveValue('admin');
  });

  it('signs in, stores the four keys and goes to the redirect target', async () => {
    const { user, router } = renderWithProviders(<LoginForm />, {
      route: '/login?redirectTo=%2Fapps%2Femail%3Ffolder%3Dspam',
      path: '/login',
    });
    await user.type(fields().email, 'admin@demo.com');
    await user.type(fields().password, 'admin');
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar meu e-mail' }));
    await user.click(fields().submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email'));
    expect(router.state.location.search).toBe('?folder=spam');
    for (const key of ['userData', 'accessToken', 'refreshToken', 'logUsuarioSessaoID']) {
      expect(window.localStorage.getItem(key), key).toBeTruthy();
    }
    expect(window.localStorage.getItem('rememberedEmail')).toBe('admin@demo.com');
  });

  it('ignores a redirect to another site', async () => {
    const { user, router } = renderWithProviders(<LoginForm />, {
      route: '/login?redirectTo=%2F%2Fevil.example',
      path: '/login',
    });
    await user.type(fields().email, 'client@demo.com');
    await user.type(fields().password, 'client');
    await user.click(fields().submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('tells why the last session ended', () => {
    useSessionStore.setState({ endedBecause: 'expired' });
    renderWithProviders(<LoginForm />, { route: '/login', path: '/login' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sua sessão expirou');
  });

  it('shows and hides the password', async () => {
    const { user } = renderWithProviders(<LoginForm />, { route: '/login', path: '/login' });
    const toggle = screen.getByRole('button', { name: 'Mostrar ou ocultar a senha' });
    expect(fields().password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(fields().password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
