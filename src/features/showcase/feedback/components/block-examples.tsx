import {
  Avatar,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Lock, RefreshCw, Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { delays } from '../timing';
import { storeSchema, type StoreValues } from '../types';
import { BlockingPanel, type BlockLook } from './blocking-panel';
import { useJob } from './use-job';

/** One figure: its name above, its value below. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Paper>
  );
}

/** Each refresh brings the next figures (the day goes on). */
const reports = [
  { sales: 18420.5, orders: 126, ticket: 146.19 },
  { sales: 19873.9, orders: 134, ticket: 148.31 },
  { sales: 21105.4, orders: 141, ticket: 149.68 },
] as const;

/** "Atualizar relatório": the card is blocked while the report refreshes, then shows the new figures. */
export function ReportRefresh() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const job = useJob();
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState('');
  const report = reports[index % reports.length] ?? reports[0];
  const refresh = async () => {
    setStatus('');
    if (!(await job.start(delays.job))) return;
    const next = reports[(index + 1) % reports.length] ?? reports[0];
    setIndex((value) => value + 1);
    setStatus(t('blockUi.report.done', { orders: format.number(next.orders) }));
  };
  return (
    <Stack gap="sm">
      <BlockingPanel blocked={job.running} message={t('blockUi.report.blocked')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            <Figure label={t('blockUi.report.sales')} value={format.currency(report.sales)} />
            <Figure label={t('blockUi.report.orders')} value={format.number(report.orders)} />
            <Figure label={t('blockUi.report.ticket')} value={format.currency(report.ticket)} />
          </SimpleGrid>
          <Group>
            <Button
              leftSection={<RefreshCw size={16} aria-hidden="true" />}
              onClick={() => void refresh()}
            >
              {t('blockUi.report.refresh')}
            </Button>
          </Group>
        </Stack>
      </BlockingPanel>
      <Text size="sm" role="status" mih={20}>
        {status}
      </Text>
    </Stack>
  );
}

const stock = [
  { sku: 'CAM-AL-P', name: 'Camiseta de algodão orgânico P', before: 24, after: 21 },
  { sku: 'CAN-CE-01', name: 'Caneca de cerâmica esmaltada', before: 58, after: 60 },
  { sku: 'RED-DO-AZ', name: 'Rede de dormir azul', before: 7, after: 5 },
] as const;

/** A custom message and a "Cancelar" on the overlay: cancelling leaves everything as it was. */
export function StockSync() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const job = useJob();
  const [synced, setSynced] = useState(false);
  const [status, setStatus] = useState('');
  const sync = async () => {
    setStatus('');
    const done = await job.start(delays.job);
    if (done) setSynced(true);
    setStatus(t(done ? 'blockUi.stock.done' : 'blockUi.stock.cancelled'));
  };
  return (
    <Stack gap="sm">
      <BlockingPanel
        blocked={job.running}
        message={t('blockUi.stock.blocked')}
        release={{ label: t('actions.cancel'), onRelease: job.cancel }}
      >
        <Stack gap="xs">
          {stock.map((item) => (
            <Group key={item.sku} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" truncate>
                {item.name}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {t('blockUi.stock.units', {
                  count: synced ? item.after : item.before,
                  formatted: format.number(synced ? item.after : item.before),
                })}
              </Text>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<RefreshCw size={16} aria-hidden="true" />}
              onClick={() => void sync()}
            >
              {t('blockUi.stock.sync')}
            </Button>
          </Group>
        </Stack>
      </BlockingPanel>
      <Text size="sm" role="status" mih={20}>
        {status}
      </Text>
    </Stack>
  );
}

/** Dim or blur, blocked until "Desbloquear" is pressed. */
export function BlockLooks() {
  const { t } = useTranslation('extensions-feedback');
  const [look, setLook] = useState<BlockLook>('dim');
  const [blocked, setBlocked] = useState(false);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('blockUi.looks.effect')}
        value={look}
        onChange={(value) => setLook(value === 'blur' ? 'blur' : 'dim')}
        data={[
          { value: 'dim', label: t('blockUi.looks.dim') },
          { value: 'blur', label: t('blockUi.looks.blur') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <BlockingPanel
        blocked={blocked}
        look={look}
        message={t('blockUi.looks.blocked')}
        release={{ label: t('blockUi.unblock'), onRelease: () => setBlocked(false) }}
      >
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar color="mirante" radius="xl" aria-hidden="true" name={t('blockUi.looks.name')} />
            <div>
              <Text fw={600}>{t('blockUi.looks.name')}</Text>
              <Text size="sm" c="dimmed">
                {t('blockUi.looks.customer')}
              </Text>
            </div>
          </Group>
          <Group>
            <Button
              variant="default"
              leftSection={<Lock size={16} aria-hidden="true" />}
              onClick={() => setBlocked(true)}
            >
              {t('blockUi.looks.block')}
            </Button>
          </Group>
        </Stack>
      </BlockingPanel>
    </Stack>
  );
}

const storeBlank: StoreValues = { name: 'Empório Mirante', email: 'contato@emporiomirante.com.br' };

/** A form blocked while it saves: nothing can be typed or pressed twice. */
export function SavingForm() {
  const { t } = useTranslation('extensions-feedback');
  const job = useJob();
  const form = useZodForm(storeSchema, { initialValues: storeBlank });
  return (
    <BlockingPanel blocked={job.running} message={t('blockUi.form.blocked')}>
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          if (await job.start(delays.save)) {
            toast.success(t('blockUi.form.saved', { name: values.name }));
          }
        })}
      >
        <Stack gap="sm">
          <TextInput
            label={t('blockUi.form.name')}
            withAsterisk
            autoComplete="organization"
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('blockUi.form.email')}
            type="email"
            withAsterisk
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Group>
            <Button type="submit" leftSection={<Save size={16} aria-hidden="true" />}>
              {t('blockUi.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </BlockingPanel>
  );
}

const areas = ['orders', 'customers', 'stock'] as const;
const areaFigures = { orders: 126, customers: 1893, stock: 342 } as const;

/** One overlay over a whole section of the page, started from outside it. */
export function SectionBlock() {
  const { t } = useTranslation('extensions-feedback');
  const format = useFormat();
  const job = useJob();
  const [status, setStatus] = useState('');
  const run = async () => {
    setStatus('');
    const done = await job.start(delays.job);
    setStatus(t(done ? 'blockUi.section.done' : 'blockUi.section.released'));
  };
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="light"
          loading={job.running}
          leftSection={<Lock size={16} aria-hidden="true" />}
          onClick={() => void run()}
        >
          {t('blockUi.section.block')}
        </Button>
      </Group>
      <BlockingPanel
        blocked={job.running}
        look="blur"
        message={t('blockUi.section.blocked')}
        release={{ label: t('blockUi.unblock'), onRelease: job.cancel }}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {areas.map((area) => (
            <Figure
              key={area}
              label={t(`blockUi.section.${area}`)}
              value={format.number(areaFigures[area])}
            />
          ))}
        </SimpleGrid>
      </BlockingPanel>
      <Text size="sm" role="status" mih={20}>
        {status}
      </Text>
    </Stack>
  );
}
