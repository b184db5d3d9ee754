import {
  ActionIcon,
  Box,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import classes from './feedback.module.css';
import { useCopy } from '@/lib/copy';
import { delays } from '../timing';

const copyIcon = (done: boolean) =>
  done ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />;

/** A field a person edits, with a button at its end that copies what it holds now. */
export function CopyInput() {
  const { t } = useTranslation('extensions-feedback');
  const { copied, copy } = useCopy(delays.copied);
  const [coupon, setCoupon] = useState('BEMVINDO10');
  const field = useRef<HTMLInputElement>(null);
  const label = t('clipboard.input.copy');
  return (
    <TextInput
      ref={field}
      label={t('clipboard.input.label')}
      description={t('clipboard.input.hint')}
      value={coupon}
      onChange={(event) => setCoupon(event.currentTarget.value)}
      rightSectionPointerEvents="all"
      rightSection={
        <Tooltip label={copied === 'coupon' ? t('clipboard.copied') : label}>
          <ActionIcon
            variant="subtle"
            color={copied === 'coupon' ? 'teal.9' : undefined}
            aria-label={label}
            onClick={() =>
              void copy('coupon', coupon, {
                done: t('clipboard.input.done', { value: coupon }),
                shown: field.current,
              })
            }
          >
            {copyIcon(copied === 'coupon')}
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}

const keys = [
  { id: 'pix', value: 'financeiro@emporiomirante.com.br' },
  { id: 'api', value: 'mk_test_4f9a2c7e81b34d05a6e2' },
] as const;

/** Read-only keys (a Pix key, an API key), each with "Copiar", which says "Copiado!" a moment. */
export function CopyKeys() {
  const { t } = useTranslation('extensions-feedback');
  const { copied, copy } = useCopy(delays.copied);
  const fields = useRef<Record<string, HTMLInputElement | null>>({});
  return (
    <Stack gap="sm">
      {keys.map(({ id, value }) => (
        <Group key={id} gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            ref={(node) => {
              fields.current[id] = node;
            }}
            label={t(`clipboard.keys.${id}`)}
            value={value}
            readOnly
            flex={1}
            miw={0}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            variant={copied === id ? 'light' : 'default'}
            color={copied === id ? 'teal' : undefined}
            leftSection={copyIcon(copied === id)}
            aria-label={
              copied === id
                ? undefined
                : t('clipboard.keys.copy', { name: t(`clipboard.keys.${id}`) })
            }
            onClick={() =>
              void copy(id, value, {
                done: t('clipboard.keys.done', { name: t(`clipboard.keys.${id}`) }),
                shown: fields.current[id],
              })
            }
          >
            {copied === id ? t('clipboard.copied') : t('clipboard.copy')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

export const requestExample = `curl -X POST https://api.emporiomirante.com.br/v1/pedidos \\
  -H "Authorization: Bearer mk_test_4f9a2c7e81b34d05a6e2" \\
  -H "Content-Type: application/json" \\
  -d '{"cliente": "Mariana Costa", "itens": [{"sku": "RED-DO-AZ", "quantidade": 1}]}'`;

/** A code block with a copy button at its top end. */
export function CopyCode() {
  const { t } = useTranslation('extensions-feedback');
  const { copied, copy } = useCopy(delays.copied);
  const code = useRef<HTMLElement>(null);
  const labelId = useId();
  const done = copied === 'code';
  return (
    <Box pos="relative">
      <Group justify="space-between" mb={6} gap="xs">
        <Text size="sm" fw={500} id={labelId}>
          {t('clipboard.code.label')}
        </Text>
        <Button
          size="compact-sm"
          variant={done ? 'light' : 'default'}
          color={done ? 'teal' : undefined}
          leftSection={copyIcon(done)}
          onClick={() =>
            void copy('code', requestExample, {
              done: t('clipboard.code.done'),
              shown: code.current,
            })
          }
        >
          {done ? t('clipboard.copied') : t('clipboard.code.copy')}
        </Button>
      </Group>
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls sideways on a phone: it must take focus to be scrolled by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className={classes.code}
        aria-labelledby={labelId}
        dir="ltr"
      >
        <code ref={code}>{requestExample}</code>
      </pre>
    </Box>
  );
}

const orders = [
  { code: 'PED-2025-04821', customer: 'Mariana Costa', total: 389.9 },
  { code: 'PED-2025-04822', customer: 'João Pereira', total: 1249 },
  { code: 'PED-2025-04823', customer: 'Ana Beatriz Souza', total: 78.5 },
  { code: 'PED-2025-04824', customer: 'Rafael Nogueira', total: 512.35 },
] as const;

/** Order codes in a table, each copied from its row. */
export function CopyFromTable() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const { copied, copy } = useCopy(delays.copied);
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing={6} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('clipboard.table.code')}</Table.Th>
            <Table.Th>{t('clipboard.table.customer')}</Table.Th>
            <Table.Th ta="end">{t('clipboard.table.total')}</Table.Th>
            <Table.Th w={52}>
              <VisuallyHidden>{t('clipboard.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.code}>
              <Table.Td ff="monospace" dir="ltr">
                {order.code}
              </Table.Td>
              <Table.Td>{order.customer}</Table.Td>
              <Table.Td ta="end">{format.currency(order.total)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color={copied === order.code ? 'teal.9' : undefined}
                  aria-label={t('clipboard.table.copy', { code: order.code })}
                  onClick={() =>
                    void copy(order.code, order.code, {
                      done: t('clipboard.table.done', { code: order.code }),
                    })
                  }
                >
                  {copyIcon(copied === order.code)}
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
