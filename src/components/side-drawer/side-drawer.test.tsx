import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from '@/components/form-actions/form-actions';
import { lazyPiece } from '@/components/query-state/lazy-piece';
import { renderWithProviders } from '@/test/render';
import { SideDrawer } from './side-drawer';

const NeverArrives = lazyPiece(() => new Promise<{ default: () => null }>(() => undefined));

describe('SideDrawer', () => {
  it('is a dialog named by its title, closed by a button named in the active language', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <SideDrawer opened onClose={onClose} title="Nova tarefa">
        <p>Os campos</p>
      </SideDrawer>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Nova tarefa' });
    expect(within(drawer).getByText('Os campos')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a form’s actions at its foot, and they submit the form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <SideDrawer opened onClose={() => undefined} title="Editar evento">
        <form onSubmit={onSubmit}>
          <FormActions
            cancelLabel="Cancelar"
            onCancel={onCancel}
            submitLabel="Salvar"
            start={<button type="button">Excluir</button>}
          />
        </form>
      </SideDrawer>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Editar evento' });
    const save = within(drawer).getByRole('button', { name: 'Salvar' });
    expect(save.parentElement).toHaveAttribute('data-sticky');
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(within(drawer).getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(within(drawer).getByRole('button', { name: 'Excluir' })).toBeVisible();
  });

  it('sketches the fields while its content’s code downloads', async () => {
    renderWithProviders(
      <SideDrawer opened onClose={() => undefined} title="Pagamento" skeleton={[36, 36, 120]}>
        <NeverArrives />
      </SideDrawer>,
    );
    const drawer = await screen.findByRole('dialog', { name: 'Pagamento' });
    const sketch = drawer.querySelector('[aria-busy="true"]');
    expect(sketch?.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
  });
});

describe('FormActions outside a drawer', () => {
  it('stays in the flow of its form', () => {
    renderWithProviders(
      <form>
        <FormActions cancelLabel="Cancelar" onCancel={() => undefined} submitLabel="Adicionar" />
      </form>,
    );
    const add = screen.getByRole('button', { name: 'Adicionar' });
    expect(add).toHaveAttribute('type', 'submit');
    expect(add.parentElement).not.toHaveAttribute('data-sticky');
  });
});
