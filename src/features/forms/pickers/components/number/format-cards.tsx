import { NumberInput, Stack } from '@mantine/core';
import { Scale, Thermometer } from 'lucide-react';
import { useMemo, useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { languageMeta } from '@/lib/languages';
import { useFormat } from '@/lib/use-format';
import { Chosen } from '../chosen';
import { currencyAffixes, numberSeparators, percentAffixes } from './number-format';

type NumberValue = number | string;

/** The active locale's separators and affixes, for every field of a card. */
function useNumberLocale() {
  const { language } = useFormat();
  return useMemo(() => {
    const locale = languageMeta[language].intl;
    return {
      separators: numberSeparators(locale),
      money: currencyAffixes(locale, 'BRL'),
      percent: percentAffixes(locale),
    };
  }, [language]);
}

/** Decimals with the locale's comma (pt-BR) or point (en), and a fixed number of places. */
export function DecimalCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const { separators } = useNumberLocale();
  const [weight, setWeight] = useState<NumberValue>(72.5);
  const [temperature, setTemperature] = useState<NumberValue>(-3.5);
  const one = (value: NumberValue) =>
    typeof value === 'number' ? format.number(value, { minimumFractionDigits: 1 }) : '';
  return (
    <TitledCard title={t('number.decimal.title')} text={t('number.decimal.text')}>
      <Stack gap="md">
        <div>
          <NumberInput
            label={t('number.decimal.weight')}
            leftSection={<Scale size={16} aria-hidden="true" />}
            suffix=" kg"
            {...separators}
            decimalScale={1}
            fixedDecimalScale
            step={0.1}
            min={0}
            max={300}
            value={weight}
            onChange={setWeight}
          />
          <Chosen kind="value" value={one(weight)} />
        </div>
        <div>
          <NumberInput
            label={t('number.decimal.temperature')}
            description={t('number.decimal.temperatureHint')}
            leftSection={<Thermometer size={16} aria-hidden="true" />}
            suffix=" °C"
            {...separators}
            decimalScale={1}
            step={0.5}
            min={-30}
            max={50}
            value={temperature}
            onChange={setTemperature}
          />
          <Chosen kind="value" value={one(temperature)} />
        </div>
      </Stack>
    </TitledCard>
  );
}

/** Money in reais: "R$ 1.234,56" in pt-BR, "R$1,234.56" in English, two places always. */
export function CurrencyCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const { separators, money } = useNumberLocale();
  const [total, setTotal] = useState<NumberValue>(1890.9);
  const [limit, setLimit] = useState<NumberValue>('');
  const money2 = (value: NumberValue) =>
    typeof value === 'number' ? format.currency(value, 'BRL') : '';
  return (
    <TitledCard title={t('number.currency.title')} text={t('number.currency.text')}>
      <Stack gap="md">
        <div>
          <NumberInput
            label={t('number.currency.total')}
            {...money}
            {...separators}
            decimalScale={2}
            fixedDecimalScale
            min={0}
            step={10}
            value={total}
            onChange={setTotal}
          />
          <Chosen kind="value" value={money2(total)} />
        </div>
        <div>
          <NumberInput
            label={t('number.currency.limit')}
            description={t('number.currency.limitHint', { max: format.currency(50000, 'BRL') })}
            placeholder={`${money.prefix}0${separators.decimalSeparator}00${money.suffix}`}
            {...money}
            {...separators}
            decimalScale={2}
            fixedDecimalScale
            min={0}
            max={50000}
            step={500}
            hideControls
            value={limit}
            onChange={setLimit}
          />
          <Chosen kind="value" value={money2(limit)} />
        </div>
      </Stack>
    </TitledCard>
  );
}

/** A percentage between 0 and 100, its sign where the locale writes it. */
export function PercentCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const { separators, percent } = useNumberLocale();
  const [discount, setDiscount] = useState<NumberValue>(15);
  const [rate, setRate] = useState<NumberValue>(1.25);
  const asPercent = (value: NumberValue, digits: number) =>
    typeof value === 'number' ? format.percent(value / 100, digits) : '';
  return (
    <TitledCard title={t('number.percent.title')} text={t('number.percent.text')}>
      <Stack gap="md">
        <div>
          <NumberInput
            label={t('number.percent.discount')}
            description={t('number.percent.discountHint')}
            {...percent}
            {...separators}
            min={0}
            max={100}
            step={5}
            decimalScale={1}
            value={discount}
            onChange={setDiscount}
          />
          <Chosen kind="value" value={asPercent(discount, 1)} />
        </div>
        <div>
          <NumberInput
            label={t('number.percent.rate')}
            {...percent}
            {...separators}
            min={0}
            max={20}
            step={0.25}
            decimalScale={2}
            fixedDecimalScale
            value={rate}
            onChange={setRate}
          />
          <Chosen kind="value" value={asPercent(rate, 2)} />
        </div>
      </Stack>
    </TitledCard>
  );
}
