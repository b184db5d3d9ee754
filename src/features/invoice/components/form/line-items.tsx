import { Button, Grid, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { bidiPart } from '@/components/bidi/bidi';
import { IconButton } from '@/components/icon-button/icon-button';
import { insertListItem, itemKey, removeListItem } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { lineTotal } from '../../totals';
import type { InvoiceFormApi } from '../../types/invoice-form';
import { AmountInput } from '@/components/amount-input/amount-input';
import { amountOf, emptyLine } from './form-values';
import classes from './invoice-form.module.css';

const LIST = 'details.items';

/** The invoice's lines: added, removed (never the last one), each priced as it is typed. */
export function LineItems({ form }: { form: InvoiceFormApi }) {
  const { t } = useTranslation('invoice-form');
  const { items } = form.values.details;
  const root = useRef<HTMLDivElement>(null);
  // After adding or removing, the line to put the focus in (its item field) once drawn.
  const focusLine = useRef<number | null>(null);

  useEffect(() => {
    if (focusLine.current === null) return;
    const name = `${LIST}.${focusLine.current}.item`;
    focusLine.current = null;
    root.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  });

  return (
    <Stack gap="sm" ref={root}>
      <Title order={3} size="h5">
        {t('items.title')}
      </Title>
      {items.map((line, index) => (
        <Line
          key={itemKey(line)}
          form={form}
          index={index}
          removable={items.length > 1}
          onRemove={() => {
            removeListItem(form, LIST, index);
            focusLine.current = Math.min(index, items.length - 2);
          }}
        />
      ))}
      {form.errors[LIST] && (
        <Text size="sm" c="red" role="alert">
          {form.errors[LIST]}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          leftSection={<Plus size={16} aria-hidden="true" />}
          onClick={() => {
            insertListItem(form, LIST, emptyLine());
            focusLine.current = items.length;
          }}
        >
          {t('items.add')}
        </Button>
      </Group>
    </Stack>
  );
}

interface LineProps {
  form: InvoiceFormApi;
  index: number;
  removable: boolean;
  onRemove: () => void;
}

function Line({ form, index, removable, onRemove }: LineProps) {
  const { t } = useTranslation('invoice-form');
  const { currency } = useFormat();
  const heading = useId();
  const number = index + 1;
  const path = `${LIST}.${index}` as const;
  const line = form.values.details.items[index];
  const price = lineTotal({ cost: amountOf(line?.cost ?? 0), qty: amountOf(line?.qty ?? 0) });

  return (
    <div role="group" aria-labelledby={heading} className={classes.line}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Text id={heading} size="sm" fw={600}>
          {t('items.line', { number })}
        </Text>
        <IconButton
          label={t('items.remove', { number })}
          icon={Trash2}
          color="red"
          disabled={!removable}
          onClick={onRemove}
        />
      </Group>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs">
            <TextInput
              label={t('items.item')}
              placeholder={t('items.itemPlaceholder')}
              withAsterisk
              {...bidiPart('input')}
              {...form.getInputProps(`${path}.item`)}
            />
            <Textarea
              label={t('items.description')}
              rows={2}
              resize="vertical"
              {...bidiPart('input')}
              {...form.getInputProps(`${path}.description`)}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <AmountInput
            label={t('items.cost')}
            withAsterisk
            min={0}
            decimalScale={2}
            hideControls
            leftSection={<Text size="xs">R$</Text>}
            {...form.getInputProps(`${path}.cost`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <AmountInput
            label={t('items.qty')}
            withAsterisk
            min={1}
            max={10_000}
            {...form.getInputProps(`${path}.qty`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }}>
          <Stack gap={4} className={classes.price}>
            <Text size="sm" fw={500}>
              {t('items.price')}
            </Text>
            <Text fw={600} className={classes.amount}>
              {currency(price)}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}
