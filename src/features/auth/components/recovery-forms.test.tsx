import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ForgotPasswordForm, ResetPasswordForm, TwoStepsForm, VerifyEmail } from './recovery-forms';

describe('recovery forms', () => {
  it('forgot password: checks the e-mail, then confirms', async () => {
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Enviar link de redefinição' }));
    expect(await screen.findByText('Informe seu e-mail.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@exemplo.com.br{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se ana@exemplo.com.br estiver cadastrado',
    );
  });

  it('reset password: the confirmation must match', async () => {
    const { user } = renderWithProviders(<ResetPasswordForm />);
    await user.type(screen.getByLabelText('Nova senha', { selector: 'input' }), 'segredo1');
    await user.type(
      screen.getByLabelText('Confirme a nova senha', { selector: 'input' }),
      'segredo2',
    );
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('As senhas não conferem.')).toBeVisible();
    const confirm = screen.getByLabelText('Confirme a nova senha', { selector: 'input' });
    await user.clear(confirm);
    await user.type(confirm, 'segredo1');
    await user.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Senha redefinida');
  });

  it('verify e-mail: resends the link', async () => {
    const { user } = renderWithProviders(<VerifyEmail />);
    expect(screen.getByRole('link', { name: 'Pular por agora' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Enviamos um novo link');
  });

  it('two steps: one box per digit, typing moves on, paste fills them all', async () => {
    const { user } = renderWithProviders(<TwoStepsForm />);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    const group = screen.getByRole('group', { name: 'Código de verificação' });
    expect(group).toBeVisible();
    // A code reads left to right in right-to-left pages too: its first digit is leftmost.
    expect(group).toHaveAttribute('dir', 'ltr');

    await user.click(boxes[0] as HTMLElement);
    await user.keyboard('12');
    expect(boxes[0]).toHaveValue('1');
    expect(boxes[1]).toHaveValue('2');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveValue('');
    expect(boxes[1]).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Digite os 6 dígitos do código.')).toBeVisible();

    fireEvent.paste(boxes[0] as HTMLElement, { clipboardData: { getData: () => '482 913' } });
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('482913');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Identidade confirmada');
  });
});
