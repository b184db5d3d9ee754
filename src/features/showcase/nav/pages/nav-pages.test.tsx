import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import ListGroupPage from './list-group-page';
import NavsPage from './navs-page';
import PaginationPage from './pagination-page';
import PillsPage from './pills-page';
import TabsPage from './tabs-page';

const card = (name: string) => screen.getByRole('region', { name });

describe('TabsPage', () => {
  it('moves between tabs with the arrow keys, skipping the disabled one', async () => {
    const { user } = renderWithProviders(<TabsPage />);
    const order = card('Horizontais, com ícones');
    const summary = within(order).getByRole('tab', { name: 'Resumo' });
    expect(summary).toHaveAttribute('aria-selected', 'true');
    expect(within(order).getByText(/^Pedido de Mariana Lopes/)).toBeVisible();

    await user.click(summary);
    await user.keyboard('{ArrowRight}');
    const items = within(order).getByRole('tab', { name: /^Itens/ });
    expect(items).toHaveFocus();
    expect(items).toHaveAttribute('aria-selected', 'true');
    expect(within(order).getByText('Jogo de 4 canecas de cerâmica')).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Past the last enabled tab the arrows go round, over "Avaliações".
    expect(summary).toHaveAttribute('aria-selected', 'true');
    expect(within(order).getByRole('tab', { name: 'Avaliações' })).toBeDisabled();

    const settings = card('Verticais');
    await user.click(within(settings).getByRole('tab', { name: 'Perfil' }));
    await user.keyboard('{ArrowDown}');
    expect(within(settings).getByRole('tab', { name: 'Segurança' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('a button outside the tabs moves the checkout on', async () => {
    const { user } = renderWithProviders(<TabsPage />);
    const checkout = card('Contorno, largura toda, controladas');
    expect(within(checkout).getByText('Etapa 1 de 3')).toBeVisible();
    await user.click(within(checkout).getByRole('button', { name: 'Próxima etapa' }));
    expect(within(checkout).getByRole('tab', { name: 'Endereço' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(checkout).getByText('Etapa 2 de 3')).toBeVisible();
  });
});

describe('NavsPage', () => {
  it('marks the chosen link as the current one, nested links included', async () => {
    const { user } = renderWithProviders(<NavsPage />);
    const menu = screen.getByRole('navigation', { name: 'Menu da loja' });
    expect(within(menu).getByRole('button', { name: 'Painel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(menu).getByRole('button', { name: 'Pedidos, 12 novos' }));
    expect(screen.getByText('Seção aberta: Pedidos')).toBeVisible();
    await user.click(within(menu).getByRole('button', { name: 'Clientes inativos' }));
    expect(within(menu).getByRole('button', { name: 'Clientes inativos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('button', { name: /^Financeiro/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(screen.getByRole('radio', { name: 'Mapa' }));
    expect(screen.getByText('Exibindo as lojas em: Mapa')).toBeVisible();
  });
});

describe('PillsPage', () => {
  it('removes a filter pill, restores them, and picks chips', async () => {
    const { user } = renderWithProviders(<PillsPage />);
    const filters = card('Pílulas removíveis');
    expect(within(filters).getByText('48 produtos encontrados.')).toBeVisible();
    await user.click(
      within(filters).getByRole('button', { name: 'Remover o filtro Frete grátis' }),
    );
    expect(within(filters).queryByText('Frete grátis')).toBeNull();
    expect(within(filters).getByText('85 produtos encontrados.')).toBeVisible();
    await user.click(within(filters).getByRole('button', { name: 'Restaurar filtros' }));
    expect(within(filters).getByText('Frete grátis')).toBeVisible();

    const chips = card('Chips');
    await user.click(within(chips).getByRole('radio', { name: 'GG' }));
    expect(within(chips).getByText('Tamanho escolhido: GG')).toBeVisible();
    await user.click(within(chips).getByRole('checkbox', { name: 'Livros' }));
    expect(within(chips).getByText('Categorias: Moda, Casa, Livros')).toBeVisible();
  });
});

describe('ListGroupPage', () => {
  it('chooses one item, accepts and declines requests, and undoes a decline', async () => {
    const { user } = renderWithProviders(<ListGroupPage />);
    const shipping = card('Itens selecionáveis');
    await user.click(within(shipping).getByRole('button', { name: /^Loggi/ }));
    expect(within(shipping).getByRole('button', { name: /^Loggi/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(shipping).getByText('Envio escolhido: Loggi')).toBeVisible();
    expect(within(shipping).getByRole('button', { name: /^Retirar na loja/ })).toBeDisabled();

    const requests = card('Com ações');
    await user.click(within(requests).getByRole('button', { name: 'Aceitar Beatriz Cardoso' }));
    expect(await screen.findByText('Beatriz Cardoso agora faz parte da equipe.')).toBeVisible();
    expect(within(requests).getByText('Aceito')).toBeVisible();
    await user.click(within(requests).getByRole('button', { name: 'Recusar Thiago Ribeiro' }));
    expect(within(requests).queryByText('Thiago Ribeiro')).toBeNull();
    expect(await screen.findByText('Solicitação de Thiago Ribeiro recusada.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(await within(requests).findByText('Thiago Ribeiro')).toBeVisible();

    const checklist = card('Com caixas de seleção');
    const publish = within(checklist).getByRole('checkbox', { name: 'Publicar na loja' });
    expect(publish).toBeDisabled();
    await user.click(within(checklist).getByRole('checkbox', { name: 'Conferir o estoque' }));
    await user.click(
      within(checklist).getByRole('checkbox', { name: 'Informar peso e medidas para o frete' }),
    );
    expect(publish).toBeEnabled();
    expect(within(checklist).getByText('4 de 5 concluídas')).toBeVisible();
  });
});

describe('PaginationPage', () => {
  it('says where the page is in the whole, and follows the page size', async () => {
    const { user } = renderWithProviders(<PaginationPage />);
    const total = card('Com o total');
    expect(within(total).getByText('1–10 de 248')).toBeVisible();
    const pages = within(total).getByRole('navigation', { name: 'Páginas dos pedidos' });
    await user.click(within(pages).getByRole('button', { name: 'Próxima página' }));
    expect(within(total).getByText('11–20 de 248')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.selectOptions(within(total).getByRole('combobox', { name: 'Por página' }), '50');
    expect(within(total).getByText('1–50 de 248')).toBeVisible();
    await user.click(within(pages).getByRole('button', { name: 'Página 5' }));
    expect(within(total).getByText('201–248 de 248')).toBeVisible();

    const controlled = card('Controlada');
    expect(within(controlled).getByText('nº 48213')).toBeVisible();
    await user.click(within(controlled).getByRole('button', { name: 'Página 2' }));
    expect(within(controlled).getByText('nº 48207')).toBeVisible();
    expect(within(controlled).queryByText('nº 48213')).toBeNull();
    expect(within(controlled).getByText('7–12 de 36')).toBeVisible();
  });
});
