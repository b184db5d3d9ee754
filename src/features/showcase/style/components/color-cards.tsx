import { Code, Group, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  copyText,
  otherColors,
  semanticColors,
  shades,
  shadeToken,
  type CopyAs,
  type OtherColor,
  type SemanticRole,
} from '../lib/palette';
import { Swatch, SwatchScale } from './swatch';

/** What every card needs: the theme's values, the shade in use, how and what to copy. */
export interface PaletteProps {
  /** A colour's ten values in the theme (`#f0efff` … `#322ba5`). */
  shadesOf: (color: string) => readonly string[];
  /** The shade the filled variant uses in the active skin (6 in light, 5 in dark). */
  filledShade: number;
  copyAs: CopyAs;
  copied: string | null;
  onCopy: (key: string, value: string) => void;
}

/** The ten shades of one colour, the one in use marked. */
function Scale({ color, label, ...palette }: PaletteProps & { color: string; label: string }) {
  const { t } = useTranslation('showcase-style');
  const values = palette.shadesOf(color);
  return (
    <SwatchScale label={label}>
      {shades.map((shade) => {
        const hex = values[shade] ?? '';
        const token = shadeToken(color, shade);
        return (
          <Swatch
            key={shade}
            token={token}
            hex={hex}
            note={shade === palette.filledShade ? t('colors.filled') : undefined}
            copied={palette.copied === token}
            onCopy={() => palette.onCopy(token, copyText(palette.copyAs, token, hex))}
          />
        );
      })}
    </SwatchScale>
  );
}

interface ThemeColorsCardProps extends PaletteProps {
  skin: 'light' | 'dark';
  onCopyAs: (copyAs: CopyAs) => void;
}

/** The seven named colours in the shade the active skin fills with; how to copy. */
export function ThemeColorsCard({ skin, onCopyAs, ...palette }: ThemeColorsCardProps) {
  const { t } = useTranslation('showcase-style');
  return (
    <TitledCard
      title={t('colors.theme.title')}
      text={t('colors.theme.text', { skin: t(`colors.theme.skin.${skin}`) })}
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('colors.copyAs')}
          value={palette.copyAs}
          onChange={(next) => onCopyAs(next === 'variable' ? 'variable' : 'hex')}
          data={[
            { value: 'hex', label: t('colors.hex') },
            { value: 'variable', label: t('colors.variable') },
          ]}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          {semanticColors.map(({ role, color }) => {
            const hex = palette.shadesOf(color)[palette.filledShade] ?? '';
            const token = shadeToken(color, 'filled');
            return (
              <Swatch
                key={role}
                title={t(`colors.roles.${role}.name`)}
                token={token}
                hex={hex}
                copied={palette.copied === token}
                onCopy={() => palette.onCopy(token, copyText(palette.copyAs, token, hex))}
              />
            );
          })}
        </SimpleGrid>
      </Stack>
    </TitledCard>
  );
}

/** One named colour's card: what it is for, the theme colour behind it, its ten shades. */
export function RoleCard({
  role,
  color,
  ...palette
}: PaletteProps & { role: SemanticRole; color: string }) {
  const { t } = useTranslation('showcase-style');
  const name = t(`colors.roles.${role}.name`);
  return (
    <TitledCard title={name} text={t(`colors.roles.${role}.text`)}>
      <Group gap={6} mb="sm" fz="sm">
        {t('colors.themeColor')} <Code>{color}</Code>
      </Group>
      <Scale color={color} label={t('colors.shadesOf', { name })} {...palette} />
    </TitledCard>
  );
}

/** Mantine's other colours, one at a time, chosen from a list. */
export function OtherColorsCard(palette: PaletteProps) {
  const { t } = useTranslation('showcase-style');
  const [color, setColor] = useState<OtherColor>('blue');
  const name = t(`colors.names.${color}`);
  return (
    <TitledCard title={t('colors.others.title')} text={t('colors.others.text')}>
      <Select
        label={t('colors.others.label')}
        data={otherColors.map((value) => ({ value, label: t(`colors.names.${value}`) }))}
        value={color}
        onChange={(next) => setColor(otherColors.find((value) => value === next) ?? color)}
        allowDeselect={false}
        mb="sm"
      />
      <Scale color={color} label={t('colors.shadesOf', { name })} {...palette} />
    </TitledCard>
  );
}
