import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageHostAllowed } from '@/lib/data-images';
import { setSessionOwner } from '@/lib/session-owner';
import { renderWithProviders } from '@/test/render';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize';
import { htmlToText } from './text';

const hostile = [
  '<p>Olá <a href="javascript:window.pwned=1">aqui</a></p>',
  '<img src="x" onerror="window.pwned=1">',
  '<script>window.pwned=1</script>',
  '<p onmouseover="window.pwned=1" style="color:red">texto</p>',
  '<iframe src="https://exemplo.com.br"></iframe>',
  '<a href="https://exemplo.com.br/regulamento" target="_self">Regulamento</a>',
  '<a href="mailto:ana@exemplo.com.br">escreva</a>',
].join('');

describe('SafeHtml', () => {
  it('keeps the content and drops scripts, handlers, frames and styles', () => {
    const clean = sanitizeHtml(hostile);
    expect(clean).not.toMatch(/script|onerror|onmouseover|iframe|javascript:|style=/i);
    expect(clean).toContain('texto');
    expect(clean).toContain('Regulamento');
  });

  it('opens safe links in a new tab without access to this one', () => {
    const { container } = render(<SafeHtml html={hostile} />);
    const links = [...container.querySelectorAll('a')];
    const regulation = links.find((link) => link.textContent === 'Regulamento');
    expect(regulation).toHaveAttribute('target', '_blank');
    expect(regulation).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(links.find((link) => link.textContent === 'aqui')).not.toHaveAttribute('href');
    expect(links.find((link) => link.textContent === 'escreva')).toHaveAttribute(
      'href',
      'mailto:ana@exemplo.com.br',
    );
    expect(container.querySelector('[onerror], [onmouseover], script, iframe')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('gives plain text for excerpts', () => {
    expect(htmlToText('<p>Olá,</p><p>tudo <strong>bem</strong>?</p><script>x</script>')).toBe(
      'Olá, tudo bem?',
    );
  });

  it('takes excerpts from an inert document: no handler runs, hidden content stays out', () => {
    const html =
      '<style>p{}</style><p>Oi<br>tudo</p><img src=x onerror="window.pwned=1">' +
      '<svg><script>window.pwned=2</script><text>svg</text></svg><noscript>n</noscript><li>fim</li>';
    expect(htmlToText(html)).toBe('Oi tudo fim');
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('holds another site’s picture back, per host, until "Mostrar imagens de …"', async () => {
    setSessionOwner(1);
    try {
      const html =
        '<p>Veja:</p><img src="https://rastreio.example/pixel.gif" alt="pixel">' +
        '<img srcset="https://cdn.example/a.png 1x, /images/files/img.svg 2x" alt="mista">' +
        '<img src="/images/files/img.svg" alt="nossa">';
      const { container, user } = renderWithProviders(<SafeHtml html={html} />);
      const pixel = await screen.findByRole('img', { name: 'pixel' });
      expect(pixel).not.toHaveAttribute('src');
      expect(screen.getByRole('img', { name: 'mista' })).not.toHaveAttribute('srcset');
      expect(screen.getByRole('img', { name: 'nossa' })).toHaveAttribute('src');
      expect(container.innerHTML).not.toMatch(/ (src|srcset)="[^"]*(rastreio|cdn)\.example/);

      await user.click(screen.getByRole('button', { name: 'Mostrar imagens de rastreio.example' }));
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'pixel' })).toHaveAttribute(
          'src',
          'https://rastreio.example/pixel.gif',
        ),
      );
      expect(imageHostAllowed('rastreio.example')).toBe(true);
      // The other host still waits.
      expect(screen.getByRole('img', { name: 'mista' })).not.toHaveAttribute('srcset');
      await user.click(screen.getByRole('button', { name: 'Mostrar imagens de cdn.example' }));
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'mista' })).toHaveAttribute('srcset'),
      );
      expect(screen.queryByText(/imagens de outros sites/)).toBeNull();
    } finally {
      setSessionOwner(null);
    }
  });
});
