import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSessionOwner } from '@/lib/session-owner';
import { renderWithProviders } from '@/test/render';
import { EmailBody } from './email-body';
import { IMAGE_SENDERS_KEY, imagesAllowedFrom } from './image-senders';

const PIXEL = 'https://pixel.example.test/open.gif';
const tracked = `<p>Novidades</p><img src="${PIXEL}" alt="pixel"><img src="data:image/png;base64,AAAA" alt="inline">`;
const BAR = /imagens externas deste e-mail foram bloqueadas/;

describe('EmailBody', () => {
  beforeEach(() => setSessionOwner(1));
  afterEach(() => setSessionOwner(null));

  it('holds remote images back and says so, until asked; then remembers the sender', async () => {
    const view = renderWithProviders(<EmailBody html={tracked} sender="Loja@Exemplo.com.br" />);
    await screen.findByText(BAR);
    const pixel = screen.getByRole('img', { name: 'pixel' });
    expect(pixel).not.toHaveAttribute('src');
    expect(pixel).toHaveAttribute('data-blocked-src', PIXEL);
    expect(screen.getByRole('img', { name: 'inline' })).toHaveAttribute('src');

    fireEvent.click(screen.getByRole('button', { name: 'Mostrar imagens' }));
    expect(screen.getByRole('img', { name: 'pixel' })).toHaveAttribute('src', PIXEL);
    expect(screen.queryByText(BAR)).toBeNull();
    expect(imagesAllowedFrom('loja@exemplo.com.br')).toBe(true);
    view.unmount();

    // Another message from the same sender shows them at once; another sender's does not.
    renderWithProviders(<EmailBody html={tracked} sender="loja@exemplo.com.br" />);
    expect(await screen.findByRole('img', { name: 'pixel' })).toHaveAttribute('src', PIXEL);
    expect(screen.queryByText(BAR)).toBeNull();
    renderWithProviders(<EmailBody html={tracked} sender="outra@exemplo.com.br" />);
    expect(await screen.findByText(BAR)).toBeInTheDocument();
  });

  it('shows no bar when nothing was held back', async () => {
    renderWithProviders(<EmailBody html="<p>Só texto</p>" sender="ana@exemplo.com.br" />);
    await screen.findByText('Só texto');
    expect(screen.queryByText(BAR)).toBeNull();
  });

  it('remembers per signed-in user', () => {
    localStorage.setItem(IMAGE_SENDERS_KEY, JSON.stringify({ 2: ['loja@exemplo.com.br'] }));
    expect(imagesAllowedFrom('loja@exemplo.com.br')).toBe(false);
    setSessionOwner(2);
    expect(imagesAllowedFrom('loja@exemplo.com.br')).toBe(true);
  });

  it.each(['not json', '"text"', '[1,2]', '{"1":"loja@exemplo.com.br"}', '{"1":[1]}', 'null'])(
    'treats a damaged stored value (%s) as nobody allowed',
    async (stored) => {
      localStorage.setItem(IMAGE_SENDERS_KEY, stored);
      expect(imagesAllowedFrom('loja@exemplo.com.br')).toBe(false);
      renderWithProviders(<EmailBody html={tracked} sender="loja@exemplo.com.br" />);
      fireEvent.click(await screen.findByRole('button', { name: 'Mostrar imagens' }));
      expect(imagesAllowedFrom('loja@exemplo.com.br')).toBe(true);
    },
  );
});
