import { useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { useFormat } from '@/lib/use-format';
import { chartFormat } from './chart-format';
import { chartTheme } from './chart-theme';
import { useColorScheme, useDirection } from '@/lib/document-settings';

/** The colours of the skin in use and the page's direction; a new object when either changes. */
export function useChartTheme() {
  const theme = useMantineTheme();
  const scheme = useColorScheme();
  const direction = useDirection();
  return useMemo(() => chartTheme(theme, scheme, direction), [theme, scheme, direction]);
}

/** The charts' formatters in the active language. */
export function useChartFormat() {
  const { language } = useFormat();
  return useMemo(() => chartFormat(language), [language]);
}
