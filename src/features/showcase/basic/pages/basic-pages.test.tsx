import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import AccordionPage from './accordion-page';
import AlertsPage from './alerts-page';
import BreadcrumbsPage from './breadcrumbs-page';
import ButtonsPage from './buttons-page';
import CollapsePage from './collapse-page';
import PillBadgesPage from './pill-badges-page';
import TimelinePage from './timeline-page';

const card = (title: string) => within(screen.getByRole('region', { name: title }));

describe('the accordion page', () => {
  it('opens one question at a time', async () => {
    const { user } = renderWithProviders(<AccordionPage />);
    const faq = card('Perguntas frequentes');
    const delivery = faq.getByRole('button', { name: 'Qual é o prazo de entrega?' });
    const exchange = faq.getByRole('button', { name: 'Como faço para trocar um produto?' });
    expect(delivery).toHaveAttribute('aria-expanded', 'true');
    expect(exchange).toHaveAttribute('aria-expanded', 'false');

    await user.click(exchange);
    expect(exchange).toHaveAttribute('aria-expanded', 'true');
    expect(delivery).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(faq.getByText(/Você tem 30 dias/)).toBeVisible());
    await waitFor(() => expect(faq.queryByText(/Para as capitais/)).not.toBeVisible());
  });

  it('keeps several sections open, and a disabled one shut', async () => {
    const { user } = renderWithProviders(<AccordionPage />);
    const order = card('Vários abertos, com ícones');
    await user.click(order.getByRole('button', { name: 'Pagamento' }));
    expect(order.getByRole('button', { name: 'Pagamento' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(order.getByRole('button', { name: 'Entrega' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(order.getByText(/Pix aprovado na hora/)).toBeVisible());

    const options = card('Seta no início e item indisponível');
    expect(options.getByRole('button', { name: 'Cartões salvos (em breve)' })).toBeDisabled();
  });
});

describe('the alerts page', () => {
  it('dismisses notices one by one, counts them, and brings them back', async () => {
    const { user } = renderWithProviders(<AlertsPage />);
    const section = card('Avisos que se fecham');
    expect(section.getByText('3 avisos na tela.')).toBeVisible();

    await user.click(section.getByRole('button', { name: 'Fechar aviso: Cookies' }));
    expect(section.queryByText('Cookies')).toBeNull();
    expect(section.getByText('2 avisos na tela.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Fechar aviso: Novidade no painel' }));
    expect(section.getByText('1 aviso na tela.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Fechar aviso: Manutenção programada' }));
    expect(section.getByText('Nenhum aviso. Tudo em dia!')).toBeVisible();
    expect(section.queryAllByRole('alert')).toHaveLength(0);

    await user.click(section.getByRole('button', { name: 'Mostrar os avisos de novo' }));
    expect(section.getByText('3 avisos na tela.')).toBeVisible();
    expect(section.getByText('Cookies')).toBeVisible();
  });
});

describe('the buttons page', () => {
  it('loads while the boleto is generated, then says it is ready', async () => {
    const { user } = renderWithProviders(<ButtonsPage />);
    const section = card('Estados e carregamento');
    const issue = section.getByRole('button', { name: 'Gerar boleto' });
    expect(issue).toBeEnabled();
    await user.click(issue);
    expect(issue).toBeDisabled();
    expect(issue).toHaveAttribute('data-loading', 'true');
    expect(await section.findByText('Boleto gerado: vence em 3 dias úteis.')).toBeVisible();
    expect(issue).toBeEnabled();
    expect(section.getByRole('button', { name: 'Finalizar compra' })).toBeDisabled();
  });

  it('presses the chosen period of the group', async () => {
    const { user } = renderWithProviders(<ButtonsPage />);
    const group = screen.getByRole('group', { name: 'Período do relatório' });
    expect(within(group).getByRole('button', { name: 'Semana' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(group).getByRole('button', { name: 'Mês' }));
    expect(within(group).getByRole('button', { name: 'Mês' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Semana' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('Mostrando o relatório por mês.')).toBeVisible();
  });
});

describe('the collapse page', () => {
  it('shows and hides the delivery details', async () => {
    const { user } = renderWithProviders(<CollapsePage />);
    const section = card('Mostrar e esconder');
    const toggle = section.getByRole('button', { name: 'Ver detalhes da entrega' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Esconder detalhes da entrega');
    await waitFor(() => expect(section.getByText(/Transportadora Rápido Sul/)).toBeVisible());
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the pill badges page', () => {
  it('removes filters one by one and restores them', async () => {
    const { user } = renderWithProviders(<PillBadgesPage />);
    const section = card('Filtros removíveis');
    expect(section.getByText('4 filtros aplicados.')).toBeVisible();
    expect(section.getByText(/^Até R\$\s200,00$/)).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Remover filtro: Frete grátis' }));
    expect(section.queryByText('Frete grátis')).toBeNull();
    expect(section.getByText('3 filtros aplicados.')).toBeVisible();
    await user.click(section.getByRole('button', { name: 'Restaurar filtros' }));
    expect(section.getByText('Frete grátis')).toBeVisible();
    expect(section.getByText('4 filtros aplicados.')).toBeVisible();
  });
});

describe('the breadcrumbs page', () => {
  it('goes back to a step picked in the trail', async () => {
    const { user } = renderWithProviders(<BreadcrumbsPage />);
    const trail = screen.getByRole('navigation', { name: 'Trilha da loja' });
    expect(within(trail).getByText('Fone sem fio Aurora')).toHaveAttribute('aria-current', 'page');
    await user.click(within(trail).getByRole('button', { name: 'Loja' }));
    expect(within(trail).getByText('Loja')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByText('Eletrônicos')).toBeNull();
    expect(screen.getByText('Você está em: Loja.')).toBeVisible();
  });
});

describe('the timeline page', () => {
  it('moves the order one step on, to delivered', async () => {
    const { user } = renderWithProviders(<TimelinePage />);
    const section = card('Acompanhamento do pedido');
    expect(section.getByText('Etapa atual: Enviado.')).toBeVisible();
    const next = section.getByRole('button', { name: 'Avançar etapa' });
    await user.click(next);
    expect(section.getByText('Etapa atual: Saiu para entrega.')).toBeVisible();
    await user.click(next);
    expect(section.getByText('Etapa atual: Entregue.')).toBeVisible();
    expect(next).toBeDisabled();
    await user.click(section.getByRole('button', { name: 'Recomeçar' }));
    expect(section.getByText('Etapa atual: Pedido feito.')).toBeVisible();
  });
});
