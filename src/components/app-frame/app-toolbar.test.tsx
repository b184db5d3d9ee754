import { screen } from '@testing-library/react';
import { ListFilter } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AppToolbar } from './app-toolbar';

function Toolbar({ onMenu }: { onMenu: () => void }) {
  const [q, setQ] = useState('');
  return (
    <section aria-labelledby="tasks-title">
      <AppToolbar
        title="Importantes"
        titleId="tasks-title"
        menu={{ label: 'Filtros', icon: ListFilter, onClick: onMenu }}
        search={{ label: 'Buscar tarefas', placeholder: 'Buscar por título' }}
        list={{ q, setQ }}
      >
        <button type="button">Ordem</button>
      </AppToolbar>
      <output aria-label="Busca">{q}</output>
    </section>
  );
}

describe('AppToolbar', () => {
  it('names its section by the view’s h1, and holds the app’s own controls', () => {
    renderWithProviders(<Toolbar onMenu={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Importantes' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Importantes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ordem' })).toBeVisible();
  });

  it('searches as the person types, and opens the sidebar from its button', async () => {
    const onMenu = vi.fn();
    const { user } = renderWithProviders(<Toolbar onMenu={onMenu} />);
    const search = screen.getByRole('searchbox', { name: 'Buscar tarefas' });
    expect(search).toHaveAttribute('placeholder', 'Buscar por título');
    await user.type(search, 'gráfica');
    expect(screen.getByRole('status', { name: 'Busca' })).toHaveTextContent('gráfica');
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    expect(onMenu).toHaveBeenCalledTimes(1);
  });
});
