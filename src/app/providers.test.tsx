import { DEFAULT_THEME, Drawer, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers';
import { cssVariablesResolver } from './theme';

describe('Providers', () => {
  it('names every modal’s and drawer’s close button in the active language, unless it names itself', async () => {
    render(
      <Providers env="test">
        <Modal opened onClose={() => {}} title="Um modal">
          …
        </Modal>
        <Drawer opened onClose={() => {}} title="Uma gaveta" closeButtonProps={{ 'aria-label': 'Sair da gaveta' }}>
          …
        </Drawer>
      </Providers>,
    );
    const modal = await screen.findByRole('dialog', { name: 'Um modal' });
    expect(modal.querySelector('button[aria-label="Fechar"]')).not.toBeNull();
    const drawer = await screen.findByRole('dialog', { name: 'Uma gaveta' });
    expect(drawer.querySelector('button[aria-label="Sair da gaveta"]')).not.toBeNull();
  });
}); // prettier-ignore

/** WCAG contrast of two `#rrggbb` colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((at) => {
      const c = parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

describe('the error colour', () => {
  it('reads at AA (4.5:1) on a white field, where Mantine’s own red 6 does not', () => {
    const { light } = cssVariablesResolver(DEFAULT_THEME);
    const shade = Number(/red-(\d)/.exec(light['--mantine-color-error'] ?? '')?.[1]);
    const red = DEFAULT_THEME.colors.red;
    expect(contrast(red[shade] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(red[6], '#ffffff')).toBeLessThan(4.5);
  });
});
