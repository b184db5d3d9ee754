import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AppFrame } from './app-frame';

const frame = (opened: boolean) => (
  <AppFrame
    label="Filtros"
    sidebar={<button type="button">Adicionar</button>}
    sidebarWidth={250}
    drawerOpened={opened}
    onDrawerClose={() => undefined}
    closeLabel="Fechar"
  >
    <section aria-label="Conteúdo">lista</section>
  </AppFrame>
);

afterEach(() => document.documentElement.removeAttribute('dir'));

describe('AppFrame', () => {
  it('puts the sidebar, named, beside the content at the width the page asks', () => {
    renderWithProviders(frame(false));
    const sidebar = screen.getByRole('complementary', { name: 'Filtros' });
    expect(sidebar).toContainElement(screen.getByRole('button', { name: 'Adicionar' }));
    expect(screen.getByRole('region', { name: 'Conteúdo' })).toBeInTheDocument();
    expect(sidebar.parentElement?.style.getPropertyValue('--app-frame-sidebar')).toBe('250px');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the same sidebar as a drawer, with a named close button (right to left too)', async () => {
    document.documentElement.dir = 'rtl';
    renderWithProviders(frame(true));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(drawer).toContainElement(
      screen.getAllByRole('button', { name: 'Adicionar' })[1] ?? null,
    );
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });
});
