import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineCollection } from '@/lib/demo/db';
import { renderWithProviders } from '@/test/render';
import { useLayoutStore } from '../settings-store';
import { Customizer } from './customizer-toggle';

describe('Customizer', () => {
  it('changes every setting live', async () => {
    const { user } = renderWithProviders(<Customizer />);
    await user.click(screen.getByRole('button', { name: 'Personalizar layout' }));
    await screen.findByRole('dialog');

    await user.click(screen.getByRole('radio', { name: 'Escuro' }));
    await user.click(screen.getByRole('radio', { name: 'Direita → esquerda' }));
    await user.click(screen.getByRole('radio', { name: 'Total' }));
    await user.click(screen.getByRole('radio', { name: 'Fixa' }));
    await user.click(screen.getByRole('radio', { name: 'Fixo' }));
    await user.click(screen.getByRole('radio', { name: 'Sucesso (verde)' }));
    await user.click(screen.getByRole('switch', { name: 'Menu recolhido' }));

    const state = useLayoutStore.getState();
    expect(state).toMatchObject({
      skin: 'dark',
      direction: 'rtl',
      contentWidth: 'full',
      navbarType: 'sticky',
      footerType: 'sticky',
      navbarColor: 'success',
      menuCollapsed: true,
    });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.dataset.skin).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Sucesso (verde)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Restaurar layout padrão' }));
    expect(useLayoutStore.getState().skin).toBe('light');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('restores the demo data after a confirmation', async () => {
    const notes = defineCollection({
      name: 'customizer-notes',
      version: 1,
      schema: z.object({ id: z.number() }),
      seed: () => [{ id: 1 }],
    });
    await notes.removeWhere(() => true);
    const { user } = renderWithProviders(<Customizer />);
    await user.click(screen.getByRole('button', { name: 'Personalizar layout' }));
    await user.click(
      await screen.findByRole('button', { name: 'Restaurar dados de demonstração' }),
    );
    expect(await notes.all()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Restaurar dados' }));
    expect(await notes.all()).toHaveLength(1);
  });
});
