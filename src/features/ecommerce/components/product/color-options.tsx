import { Group, Text, Tooltip } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { ProductColor } from '../../types';
import classes from './product.module.css';

/** Each colour's swatch, in the theme's colours (a border keeps black and white visible). */
const swatches: Record<ProductColor, string> = {
  black: 'var(--mantine-color-black)',
  white: 'var(--mantine-color-white)',
  gray: 'var(--mantine-color-gray-5)',
  blue: 'var(--mantine-color-blue-6)',
  red: 'var(--mantine-color-red-6)',
  green: 'var(--mantine-color-green-6)',
  pink: 'var(--mantine-color-pink-4)',
  gold: 'var(--mantine-color-yellow-5)',
};

interface ColorOptionsProps {
  colors: readonly ProductColor[];
  value: ProductColor;
  onChange: (color: ProductColor) => void;
}

/**
 * The colours a product comes in, as swatches: native radio buttons under them, so that the
 * arrows move between them and a screen reader says each colour's name.
 */
export function ColorOptions({ colors, value, onChange }: ColorOptionsProps) {
  const { t } = useTranslation('ecommerce');
  const name = useId();
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId}>
      <Group gap={6}>
        <Text id={labelId} size="sm" fw={500}>
          {t('product.color')}
        </Text>
        {/* The chosen one, for the eye: the checked radio says it to a screen reader. */}
        <Text size="sm" c="dimmed" aria-hidden="true">
          {t(`colors.${value}`)}
        </Text>
      </Group>
      <Group gap="xs" mt={8}>
        {colors.map((color) => (
          <Tooltip key={color} label={t(`colors.${color}`)}>
            <label className={classes.swatch} data-checked={color === value || undefined}>
              <input
                type="radio"
                className={classes.swatchInput}
                name={name}
                value={color}
                checked={color === value}
                onChange={() => onChange(color)}
                aria-label={t(`colors.${color}`)}
              />
              <span
                className={classes.swatchColor}
                style={{ background: swatches[color] }}
                aria-hidden="true"
              />
            </label>
          </Tooltip>
        ))}
      </Group>
    </div>
  );
}
