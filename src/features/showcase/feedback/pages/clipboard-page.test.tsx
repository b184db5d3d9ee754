import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { requestExample } from '../components/copy-examples';
import ClipboardPage from './clipboard-page';

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('the clipboard page', () => {
  it('copies the field as edited, a key, the code block and a row’s code', async () => {
    // user-event puts a clipboard of its own on `navigator` for the test.
    const { user } = renderWithProviders(<ClipboardPage />);
    const coupon = screen.getByRole('textbox', { name: /^Cupom de desconto/ });
    await user.clear(coupon);
    await user.type(coupon, 'FRETEGRATIS');
    await user.click(screen.getByRole('button', { name: 'Copiar cupom' }));
    expect(await screen.findByText('Cupom FRETEGRATIS copiado.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('FRETEGRATIS');

    const keys = card('Chaves somente leitura');
    await user.click(keys.getByRole('button', { name: 'Copiar: Chave Pix' }));
    expect(await screen.findByText('Chave Pix copiada.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('financeiro@emporiomirante.com.br');
    expect(keys.getByRole('button', { name: 'Copiado!' })).toBeVisible();

    const code = card('Bloco de código');
    await user.click(code.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Código copiado.')).toBeVisible();
    expect(code.getByRole('button', { name: 'Copiado!' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(requestExample);

    await user.click(screen.getByRole('button', { name: 'Copiar o código PED-2025-04823' }));
    expect(await screen.findByText('Código PED-2025-04823 copiado.')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('PED-2025-04823');
  });

  it('says in words when the browser refuses the clipboard, and selects the text', async () => {
    const { user } = renderWithProviders(<ClipboardPage />);
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copiar: Chave de API de teste' }));
    expect(await screen.findByText('Não foi possível copiar')).toBeVisible();
    expect(screen.getByText(/O navegador não deu acesso à área de transferência/)).toBeVisible();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Chave de API de teste' });
    expect(field).toHaveFocus();
    expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length);
    expect(screen.queryByRole('button', { name: 'Copiado!' })).toBeNull();
    writeText.mockRestore();
  });
});
