import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderWithProviders } from '@/test/render';
import CarouselPage from './carousel-page';
import OffcanvasPage from './offcanvas-page';
import PopoversPage from './popovers-page';
import ToastsPage from './toasts-page';
import TooltipsPage from './tooltips-page';

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('the toasts page', () => {
  it('says a failure with its reason, and an undo puts the product back', async () => {
    const { user } = renderWithProviders(<ToastsPage />);
    await user.click(screen.getByRole('button', { name: 'Falha com motivo' }));
    expect(await screen.findByText('Não foi possível emitir a nota fiscal.')).toBeVisible();
    expect(
      screen.getByText('A Sefaz de São Paulo não respondeu. Tente de novo em alguns minutos.'),
    ).toBeVisible();

    await user.click(card('Cada tipo').getByRole('button', { name: 'Desfazer' }));
    const removed = await screen.findByText('“Caneca de cerâmica esmaltada” removida do carrinho.');
    const toast = removed.closest<HTMLElement>('.mantine-Notification-root');
    await user.click(within(toast as HTMLElement).getByRole('button', { name: 'Desfazer' }));
    expect(
      await screen.findByText('“Caneca de cerâmica esmaltada” voltou ao carrinho.'),
    ).toBeVisible();
  });

  it('stacks four at once and closes them all', async () => {
    const { user } = renderWithProviders(<ToastsPage />);
    await user.click(screen.getByRole('button', { name: 'Mostrar quatro' }));
    expect(await screen.findByText('Pedido nº 4822 pago.')).toBeVisible();
    expect(screen.getByText('Pedido nº 4824 enviado pelos Correios.')).toBeVisible();
    expect(
      screen.getByText('Joana Pereira avaliou a rede de dormir com 5 estrelas.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Fechar todas' }));
    await waitFor(() => expect(screen.queryByText('Pedido nº 4822 pago.')).toBeNull());
  });
});

describe('the popovers page', () => {
  it('renames a shelf from a popover form, checked beside its field', async () => {
    const { user } = renderWithProviders(<PopoversPage />);
    const section = card('Com formulário');
    await user.click(section.getByRole('button', { name: 'Renomear' }));
    const field = await screen.findByRole('textbox', { name: 'Nome da prateleira' });
    await waitFor(() => expect(field).toHaveFocus());
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Dê um nome à prateleira.')).toBeVisible();
    await user.type(field, 'Chás e infusões');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Prateleira renomeada para “Chás e infusões”.')).toBeVisible();
    expect(section.getByText('Chás e infusões')).toBeVisible();
  });

  it('shows the person’s card while the name has the focus', async () => {
    const { user } = renderWithProviders(<PopoversPage />);
    screen.getByRole('button', { name: 'Mariana Costa' }).focus();
    expect(await screen.findByText('Gerente da loja')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Gerente da loja')).toBeNull());
  });
});

describe('the tooltips page', () => {
  it('shows an icon button’s tooltip when it gets the keyboard focus', async () => {
    const { user } = renderWithProviders(<TooltipsPage />);
    const edit = screen.getByRole('button', { name: 'Editar produto' });
    while (document.activeElement !== edit) await user.tab();
    expect(await screen.findByRole('tooltip', { name: 'Editar produto' })).toBeVisible();
  });
});

describe('the offcanvas page', () => {
  it('opens the cart from the end and the delivery form checks its field', async () => {
    const { user } = renderWithProviders(<OffcanvasPage />);
    await user.click(screen.getByRole('button', { name: 'Do fim' }));
    const cart = await screen.findByRole('dialog', { name: 'Seu carrinho' });
    expect(within(cart).getByText(/R\$\s217,70/)).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Instruções de entrega' }));
    const drawer = await screen.findByRole('dialog', { name: 'Instruções de entrega' });
    await user.click(await within(drawer).findByRole('button', { name: 'Salvar' }));
    expect(within(drawer).getByText('Informe quem vai receber a entrega.')).toBeVisible();
    await user.type(
      within(drawer).getByRole('textbox', { name: /^Quem recebe/ }),
      'Camila Rezende',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Instruções salvas: Camila Rezende recebe a entrega.'),
    ).toBeVisible();
  });
});

describe('the carousel page', () => {
  stubIntersectionObserver();

  it('names its carousels, and the autoplay has a pause button', async () => {
    const { user } = renderWithProviders(<CarouselPage />);
    const highlights = screen.getByRole('region', { name: 'Destaques da loja' });
    expect(highlights).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(highlights).toHaveAttribute('tabindex', '0');
    expect(within(highlights).getByRole('button', { name: 'Próximo slide' })).toBeInTheDocument();
    expect(within(highlights).getByRole('group', { name: '1 de 5' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(screen.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Produtos em destaque' })).toBeInTheDocument();
  });
});
