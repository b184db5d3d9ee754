import { DEFAULT_THEME, MantineProvider, mergeMantineTheme } from '@mantine/core';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chartTheme } from './chart-theme';
import { useChartTheme } from './use-chart-theme';

const theme = mergeMantineTheme(DEFAULT_THEME, {
  primaryColor: 'mirante',
  colors: { mirante: DEFAULT_THEME.colors.violet },
});

function withScheme(scheme: 'light' | 'dark') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} forceColorScheme={scheme} env="test">
        {children}
      </MantineProvider>
    );
  };
}

afterEach(() => {
  document.documentElement.dir = 'ltr';
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('chartTheme', () => {
  it('takes the series, text and grid colours from the Mantine theme, per skin', () => {
    const light = chartTheme(theme, 'light', 'ltr');
    const dark = chartTheme(theme, 'dark', 'ltr');
    expect(light.series[0]).toBe(theme.colors.mirante?.[6]);
    expect(light.series[1]).toBe(theme.colors.teal?.[6]);
    expect(dark.series[0]).toBe(theme.colors.mirante?.[4]);
    expect(light.text).toBe(theme.colors.gray?.[7]);
    expect(dark.text).toBe(theme.colors.dark?.[1]);
    expect(light.grid).not.toBe(dark.grid);
    expect(light.tooltip.background).toBe(theme.white);
    expect(dark.surface).toBe(theme.colors.dark?.[7]);
    // The heat scale rises from pale to strong in light and from the card up in dark.
    expect(light.heat[0]).toBe(theme.colors.mirante?.[1]);
    expect(dark.heat[0]).toBe(theme.colors.mirante?.[8]);
  });

  it('knows the reading direction, and tells the libraries the one axis rule', () => {
    const rtl = chartTheme(theme, 'light', 'rtl');
    expect(rtl.rtl).toBe(true);
    expect(rtl.axes.inOrder([1, 2, 3])).toEqual([3, 2, 1]);
    expect(rtl.axes.recharts.xAxisProps.reversed).toBe(true);
    expect(chartTheme(theme, 'light', 'ltr').axes.inOrder([1, 2, 3])).toEqual([1, 2, 3]);
  });
});

describe('useChartTheme', () => {
  it('follows the skin in use, live', async () => {
    const { result } = renderHook(() => useChartTheme(), { wrapper: withScheme('light') });
    expect(result.current.scheme).toBe('light');
    const light = result.current.text;
    // What Mantine does when the skin changes: the scheme on <html>.
    await act(async () => {
      document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
      // The MutationObserver reports after the current task's microtasks.
      await Promise.resolve();
    });
    expect(result.current.scheme).toBe('dark');
    expect(result.current.text).not.toBe(light);
  });

  it('follows the direction of the page live', async () => {
    const { result } = renderHook(() => useChartTheme(), { wrapper: withScheme('light') });
    expect(result.current.rtl).toBe(false);
    await act(async () => {
      document.documentElement.dir = 'rtl';
      await Promise.resolve();
    });
    expect(result.current.rtl).toBe(true);
    expect(result.current.direction).toBe('rtl');
  });
});
