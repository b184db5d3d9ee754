import {
  ActionIcon,
  Group,
  Input,
  NumberInput,
  SimpleGrid,
  Stack,
  type NumberInputHandlers,
} from '@mantine/core';
import { Hash, Minus, Package, Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { Chosen } from '../chosen';

type NumberValue = number | string;
const shown = (value: NumberValue, format: (n: number) => string) =>
  typeof value === 'number' ? format(value) : '';

/**
 * Bounds and a step: arrows and ↑/↓ move by the step and stop at the bounds. A typed value
 * out of bounds is brought back to the nearest one when the field is left (`blur`, the
 * default); `strict` refuses a keystroke that would leave them.
 */
export function RangeCard() {
  const { t } = useTranslation('form-pickers');
  const format = useFormat();
  const [people, setPeople] = useState<NumberValue>(8);
  const [hours, setHours] = useState<NumberValue>(40);
  return (
    <TitledCard title={t('number.range.title')} text={t('number.range.text')}>
      <Stack gap="md">
        <div>
          <NumberInput
            label={t('number.range.people')}
            description={t('number.range.peopleHint', { min: 1, max: 20 })}
            min={1}
            max={20}
            step={1}
            allowDecimal={false}
            value={people}
            onChange={setPeople}
          />
          <Chosen kind="value" value={shown(people, format.number)} />
        </div>
        <div>
          <NumberInput
            label={t('number.range.hours')}
            description={t('number.range.hoursHint', { max: 44, step: 4 })}
            min={0}
            max={44}
            step={4}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={hours}
            onChange={setHours}
          />
          <Chosen kind="value" value={shown(hours, format.number)} />
        </div>
      </Stack>
    </TitledCard>
  );
}

const MAX_GUESTS = 10;

/** No arrows (a code is no quantity), and our own − and + buttons beside a field. */
export function ControlsCard() {
  const { t } = useTranslation('form-pickers');
  const handlers = useRef<NumberInputHandlers>(undefined);
  const [guests, setGuests] = useState<NumberValue>(2);
  const id = useId();
  const count = typeof guests === 'number' ? guests : 0;
  return (
    <TitledCard title={t('number.controls.title')} text={t('number.controls.text')}>
      <Stack gap="md">
        <NumberInput
          label={t('number.controls.code')}
          description={t('number.controls.codeHint')}
          placeholder="000123"
          hideControls
          allowDecimal={false}
          allowNegative={false}
          leftSection={<Hash size={16} aria-hidden="true" />}
        />
        <Input.Wrapper
          label={t('number.controls.guests')}
          description={t('number.controls.guestsHint', { max: MAX_GUESTS })}
          id={id}
        >
          <Group gap="xs" wrap="nowrap" mt={4}>
            <ActionIcon
              variant="default"
              size={36}
              aria-label={t('number.controls.less')}
              onClick={() => handlers.current?.decrement()}
              disabled={count <= 0}
            >
              <Minus size={16} aria-hidden="true" />
            </ActionIcon>
            <NumberInput
              id={id}
              aria-describedby={`${id}-description`}
              hideControls
              handlersRef={handlers}
              min={0}
              max={MAX_GUESTS}
              allowDecimal={false}
              allowNegative={false}
              value={guests}
              onChange={setGuests}
              w={80}
              styles={{ input: { textAlign: 'center' } }}
            />
            <ActionIcon
              variant="default"
              size={36}
              aria-label={t('number.controls.more')}
              onClick={() => handlers.current?.increment()}
              disabled={count >= MAX_GUESTS}
            >
              <Plus size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Input.Wrapper>
      </Stack>
    </TitledCard>
  );
}

/** A field's states as a form shows them: an icon, read-only, disabled, and an error beside it. */
export function NumberStatesCard() {
  const { t } = useTranslation('form-pickers');
  const [stock, setStock] = useState<NumberValue>(0);
  const invalid = typeof stock !== 'number' || stock < 1;
  return (
    <TitledCard title={t('number.states.title')} text={t('number.states.text')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NumberInput
          label={t('number.states.stock')}
          leftSection={<Package size={16} aria-hidden="true" />}
          min={0}
          allowDecimal={false}
          value={stock}
          onChange={setStock}
          withAsterisk
          error={invalid ? t('number.states.stockError') : undefined}
        />
        <NumberInput
          label={t('number.states.withDescription')}
          description={t('number.states.withDescriptionHint')}
          defaultValue={12}
          min={1}
          max={36}
          allowDecimal={false}
        />
        <NumberInput label={t('number.states.readOnly')} value={1250} readOnly />
        <NumberInput label={t('number.states.disabled')} value={30} disabled />
      </SimpleGrid>
    </TitledCard>
  );
}
