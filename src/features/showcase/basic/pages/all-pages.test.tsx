import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import AccordionPage from './accordion-page';
import AlertsPage from './alerts-page';
import AvatarPage from './avatar-page';
import BadgesPage from './badges-page';
import BreadcrumbsPage from './breadcrumbs-page';
import ButtonsPage from './buttons-page';
import CollapsePage from './collapse-page';
import DividerPage from './divider-page';
import PillBadgesPage from './pill-badges-page';
import ProgressPage from './progress-page';
import SpinnerPage from './spinner-page';
import TimelinePage from './timeline-page';

const pages: [string, ComponentType, string[]][] = [
  ['accordion', AccordionPage, ['Perguntas frequentes', 'Variantes']],
  ['alerts', AlertsPage, ['Tipos, com ícone', 'Avisos que se fecham']],
  ['avatar', AvatarPage, ['Com foto', 'Com iniciais', 'Grupo', 'Com status']],
  ['badges', BadgesPage, ['Variantes', 'Cores', 'Tamanhos', 'Com ícones', 'Com contagem']],
  ['breadcrumbs', BreadcrumbsPage, ['Trilha que navega', 'Separadores', 'Com ícones']],
  ['buttons', ButtonsPage, ['Variantes', 'Cores', 'Tamanhos', 'Com ícones', 'Grupos']],
  ['collapse', CollapsePage, ['Mostrar e esconder', 'Ler mais']],
  ['divider', DividerPage, ['Linhas', 'Com rótulo', 'Vertical']],
  ['pill-badges', PillBadgesPage, ['Cores', 'Contadores', 'Filtros removíveis']],
  ['progress', ProgressPage, ['Com rótulo', 'Listrada e animada', 'Várias seções', 'Ao vivo']],
  ['spinner', SpinnerPage, ['Tipos', 'Tamanhos', 'Sobre o conteúdo']],
  ['timeline', TimelinePage, ['Acompanhamento do pedido', 'Atividade da equipe']],
];

describe('the simple component pages', () => {
  it.each(pages)('%s draws its cards, each named by its heading', (_, Page, titles) => {
    renderWithProviders(<Page />);
    for (const title of titles) {
      expect(screen.getByRole('region', { name: title })).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
  });

  it('names every progress bar and every photo', () => {
    renderWithProviders(<ProgressPage />);
    for (const bar of screen.getAllByRole('progressbar')) expect(bar).toHaveAccessibleName();
    renderWithProviders(<AvatarPage />);
    expect(screen.getAllByRole('img', { name: 'Ana Souza' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Mais 6 pessoas' })).toBeVisible();
  });

  it('counts unread notifications down to none', async () => {
    const { user } = renderWithProviders(<BadgesPage />);
    expect(screen.getByText('Notificações: 5 não lidas')).toBeVisible();
    const read = screen.getByRole('button', { name: 'Ler uma notificação' });
    for (let i = 0; i < 4; i += 1) await user.click(read);
    expect(screen.getByText('Notificações: 1 não lida')).toBeVisible();
    await user.click(read);
    expect(screen.getByText('Notificações: nenhuma não lida')).toBeVisible();
    expect(read).toBeDisabled();
  });
});
