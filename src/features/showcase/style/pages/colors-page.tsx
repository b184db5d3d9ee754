import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useCallback, useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { useCopy } from '@/lib/copy';
import { useTranslation } from '@/lib/i18n-react';
import { OtherColorsCard, RoleCard, ThemeColorsCard } from '../components/color-cards';
import { semanticColors, type CopyAs } from '../lib/palette';

export const namespaces = ['showcase-style'] as const;

/**
 * `/colors/colors`: the theme's palette. The named colours (primary … dark) in the shade the
 * active skin fills with, then each one's ten shades, then Mantine's other colours; every
 * swatch names its variable and value and copies one of them.
 */
export default function ColorsPage() {
  const { t } = useTranslation('showcase-style');
  const theme = useMantineTheme();
  const skin = useComputedColorScheme('light');
  const [copyAs, setCopyAs] = useState<CopyAs>('hex');
  const { copied, copy } = useCopy();
  const shadesOf = useCallback((color: string) => theme.colors[color] ?? [], [theme.colors]);
  const filledShade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[skin];
  const palette = {
    shadesOf,
    filledShade,
    copyAs,
    copied,
    onCopy: (key: string, value: string) => void copy(key, value, { done: t('copied', { value }) }),
  };
  return (
    <CardGrid>
      <ThemeColorsCard skin={skin} onCopyAs={setCopyAs} {...palette} />
      {semanticColors.map(({ role, color }) => (
        <RoleCard key={role} role={role} color={color} {...palette} />
      ))}
      <OtherColorsCard {...palette} />
    </CardGrid>
  );
}
