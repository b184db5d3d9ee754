import { Group, RangeSlider, Slider, Stack, Text } from '@mantine/core';
import { Snowflake, Sun, Volume, Volume2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';

/** A slider's name, with its value at the end of the line. */
function Labelled({
  id,
  label,
  value,
  children,
}: {
  id: string;
  label: string;
  value: string;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-labelledby={id}>
      <Group justify="space-between" gap="xs" mb={6}>
        <Text id={id} size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" fw={600} dir="auto">
          {value}
        </Text>
      </Group>
      {children}
    </div>
  );
}

/** A discount from 0 to 50 %, its value beside the name and over the thumb. */
export function BasicSlider() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const id = useId();
  const [value, setValue] = useState(15);
  const percent = (amount: number) => format.percent(amount / 100);
  return (
    <Labelled id={id} label={t('slider.basic.label')} value={percent(value)}>
      <Slider
        min={0}
        max={50}
        value={value}
        onChange={setValue}
        label={percent}
        thumbLabel={t('slider.basic.label')}
        thumbValueText={percent}
      />
    </Labelled>
  );
}

const installmentMarks = [1, 3, 6, 10, 12] as const;

/** Installments in steps of one, the usual ones marked and named under the track. */
export function MarkedSlider() {
  const { t } = useTranslation('extensions-feedback');
  const id = useId();
  const [value, setValue] = useState(6);
  const times = (count: number) => t('slider.marks.times', { count });
  return (
    <Stack gap="lg">
      <Labelled id={id} label={t('slider.marks.label')} value={times(value)}>
        <Slider
          min={1}
          max={12}
          step={1}
          value={value}
          onChange={setValue}
          marks={installmentMarks.map((mark) => ({ value: mark, label: times(mark) }))}
          label={times}
          thumbLabel={t('slider.marks.label')}
          thumbValueText={times}
          mb="lg"
        />
      </Labelled>
    </Stack>
  );
}

/** Bounds said on either side: an order from 1 to 20 boxes. */
export function BoundedSlider() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const id = useId();
  const [value, setValue] = useState(4);
  const boxes = (count: number) =>
    t('slider.bounds.boxes', { count, formatted: format.number(count) });
  return (
    <Labelled id={id} label={t('slider.bounds.label')} value={boxes(value)}>
      <Group gap="sm" wrap="nowrap">
        <Text size="xs" c="dimmed" aria-hidden="true">
          {t('slider.bounds.min', { value: format.number(1) })}
        </Text>
        <Slider
          flex={1}
          min={1}
          max={20}
          value={value}
          onChange={setValue}
          label={boxes}
          thumbLabel={t('slider.bounds.label')}
          thumbValueText={boxes}
        />
        <Text size="xs" c="dimmed" aria-hidden="true">
          {t('slider.bounds.max', { value: format.number(20) })}
        </Text>
      </Group>
    </Labelled>
  );
}

/** Disabled: shown, named and read, not moved. */
export function DisabledSliders() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const creditId = useId();
  const hoursId = useId();
  const money = (amount: number) => format.currency(amount);
  const hour = (value: number) => t('slider.disabled.hour', { value });
  return (
    <Stack gap="lg">
      <Labelled id={creditId} label={t('slider.disabled.credit')} value={money(5000)}>
        <Slider
          disabled
          min={0}
          max={20000}
          step={500}
          defaultValue={5000}
          thumbLabel={t('slider.disabled.credit')}
          thumbValueText={money}
        />
      </Labelled>
      <Labelled
        id={hoursId}
        label={t('slider.disabled.hours')}
        value={t('slider.disabled.hoursRange', { from: hour(8), to: hour(18) })}
      >
        <RangeSlider
          disabled
          min={0}
          max={24}
          defaultValue={[8, 18]}
          thumbFromLabel={t('slider.disabled.hoursFrom')}
          thumbToLabel={t('slider.disabled.hoursTo')}
          thumbValueText={hour}
        />
      </Labelled>
      <Text size="xs" c="dimmed">
        {t('slider.disabled.why')}
      </Text>
    </Stack>
  );
}

const sizes = [
  { size: 'xs', color: 'mirante' },
  { size: 'sm', color: 'teal.9' },
  { size: 'md', color: 'grape.8' },
  { size: 'lg', color: 'indigo.8' },
  { size: 'xl', color: 'red.9' },
] as const;

/** Each size in another colour. */
export function SliderSizes() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <Stack gap="lg">
      {sizes.map(({ size, color }, index) => (
        <Slider
          key={size}
          size={size}
          color={color}
          defaultValue={20 + index * 15}
          thumbLabel={t('slider.sizes.label', { size: t(`slider.sizes.names.${size}`) })}
        />
      ))}
    </Stack>
  );
}

/** "Faixa de preço": two thumbs, the range in reais. */
export function PriceRange() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const id = useId();
  const [range, setRange] = useState<[number, number]>([150, 800]);
  const money = (amount: number) => format.currency(amount);
  const whole = (amount: number) =>
    format.number(amount, { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
  return (
    <Labelled
      id={id}
      label={t('slider.price.label')}
      value={t('slider.price.range', { from: money(range[0]), to: money(range[1]) })}
    >
      <RangeSlider
        min={0}
        max={2000}
        step={50}
        minRange={100}
        value={range}
        onChange={setRange}
        label={money}
        thumbFromLabel={t('slider.price.from')}
        thumbToLabel={t('slider.price.to')}
        thumbValueText={money}
        marks={[0, 1000, 2000].map((value) => ({ value, label: whole(value) }))}
        mb="xl"
        mx="md"
      />
    </Labelled>
  );
}

/** Icons at each end: volume and the store's air conditioning. */
export function IconSliders() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const volumeId = useId();
  const temperatureId = useId();
  const [volume, setVolume] = useState(60);
  const [temperature, setTemperature] = useState(22);
  const percent = (amount: number) => format.percent(amount / 100);
  const celsius = (amount: number) => format.number(amount, { style: 'unit', unit: 'celsius' });
  return (
    <Stack gap="lg">
      <Labelled id={volumeId} label={t('slider.icons.volume')} value={percent(volume)}>
        <Group gap="sm" wrap="nowrap">
          <Volume size={18} aria-hidden="true" />
          <Slider
            flex={1}
            value={volume}
            onChange={setVolume}
            label={percent}
            thumbLabel={t('slider.icons.volume')}
            thumbValueText={percent}
          />
          <Volume2 size={18} aria-hidden="true" />
        </Group>
      </Labelled>
      <Labelled
        id={temperatureId}
        label={t('slider.icons.temperature')}
        value={celsius(temperature)}
      >
        <Group gap="sm" wrap="nowrap">
          <Snowflake size={18} aria-hidden="true" />
          <Slider
            flex={1}
            min={16}
            max={30}
            color="red.9"
            value={temperature}
            onChange={setTemperature}
            label={celsius}
            thumbLabel={t('slider.icons.temperature')}
            thumbValueText={celsius}
          />
          <Sun size={18} aria-hidden="true" />
        </Group>
      </Labelled>
    </Stack>
  );
}
