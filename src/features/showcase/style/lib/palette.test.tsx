import { useMantineTheme, type MantineThemeColors } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { contrastRatio, luminance, otherColors, readableOn, semanticColors } from './palette';

/** The app's theme colours, as its provider gives them. */
function themeColors(): MantineThemeColors {
  let colors: MantineThemeColors | undefined;
  function Probe() {
    colors = useMantineTheme().colors;
    return null;
  }
  renderWithProviders(<Probe />);
  if (!colors) throw new Error('No theme');
  return colors;
}

describe('the palette', () => {
  it('measures luminance and contrast as WCAG does', () => {
    expect(luminance('#ffffff')).toBeCloseTo(1);
    expect(luminance('#000')).toBe(0);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('writes on every shade of every colour in a colour that reaches AA', () => {
    const colors = themeColors();
    const names = [...semanticColors.map(({ color }) => color), ...otherColors];
    for (const name of names) {
      const shades = colors[name];
      expect(shades, name).toHaveLength(10);
      for (const hex of shades ?? []) {
        expect(contrastRatio(hex, readableOn(hex)), `${name} ${hex}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(readableOn('#f0efff')).toBe('#000000');
    expect(readableOn('#322ba5')).toBe('#ffffff');
  });
});
