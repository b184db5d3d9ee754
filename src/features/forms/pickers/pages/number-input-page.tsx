import { CardGrid } from '@/components/section-card/card-grid';
import { CurrencyCard, DecimalCard, PercentCard } from '../components/number/format-cards';
import { ControlsCard, NumberStatesCard, RangeCard } from '../components/number/range-cards';

export const namespaces = ['form-pickers'] as const;

/**
 * `/forms/elements/number-input`: bounds and a step (and what happens to a value out of
 * them), decimals, reais and percentages written as the active language writes them, fields
 * without arrows or with our own buttons, and a field's states.
 */
export default function NumberInputPage() {
  return (
    <CardGrid>
      <RangeCard />
      <DecimalCard />
      <CurrencyCard />
      <PercentCard />
      <ControlsCard />
      <NumberStatesCard />
    </CardGrid>
  );
}
