import { RangeSlider, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import classes from './shop.module.css';

interface PriceFilterProps {
  /** The catalogue's cheapest and dearest prices, in reais. */
  bounds: { min: number; max: number };
  /** The chosen bounds; `undefined` is none on that side. */
  low: number | undefined;
  high: number | undefined;
  onChange: (low: number | undefined, high: number | undefined) => void;
}

/** A step of a hundredth of the range or a little less, in round reais: 1, 10, 100… */
const stepFor = (span: number) =>
  Math.max(1, 10 ** Math.floor(Math.log10(Math.max(span, 1) / 100)));

/**
 * The price range: a two-thumbed slider from the catalogue's lowest price to its highest, the
 * range in reais beside it. The list follows when a thumb is let go, not while it moves; a
 * thumb at its end is no bound.
 */
export function PriceFilter({ bounds, low, high, onChange }: PriceFilterProps) {
  const { t } = useTranslation('ecommerce');
  const { currency } = useFormat();
  const labelId = useId();
  // The ends, rounded out to the step: the thumbs stop on round amounts.
  const step = stepFor(bounds.max - bounds.min);
  const min = Math.floor(bounds.min / step) * step;
  const max = Math.max(Math.ceil(bounds.max / step) * step, min + step);
  const clamp = (value: number) => Math.min(max, Math.max(min, value));
  const chosen: [number, number] = [clamp(low ?? min), clamp(high ?? max)];
  // The thumbs while they move (for the bounds they started from); the URL's once it changes.
  const [moving, setMoving] = useState<{ from: string; value: [number, number] } | null>(null);
  const key = chosen.join('-');
  const value = moving?.from === key ? moving.value : chosen;
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {t('filters.price')}
      </Text>
      <Text size="sm" c="dimmed" mt={4} mb="xs" className={classes.priceRange} dir="auto">
        {t('filters.priceRange', { from: currency(value[0]), to: currency(value[1]) })}
      </Text>
      <RangeSlider
        min={min}
        max={max}
        step={step}
        minRange={step}
        value={value}
        label={(amount) => currency(amount)}
        thumbFromLabel={t('filters.priceFrom')}
        thumbToLabel={t('filters.priceTo')}
        thumbValueText={(amount) => currency(amount)}
        onChange={(next) => setMoving({ from: key, value: next })}
        // The thumbs stay where they were let go until the URL has the new bounds.
        onChangeEnd={([from, to]) => {
          onChange(from > min ? from : undefined, to < max ? to : undefined);
        }}
        mx={8}
      />
    </div>
  );
}
