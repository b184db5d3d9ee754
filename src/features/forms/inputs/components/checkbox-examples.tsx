import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { channels, channelsSchema } from '../types';

const permissions = ['reports', 'customers', 'invoices', 'remove'] as const;
type Permission = (typeof permissions)[number];

/** A "select all" parent over its children: mixed while some are ticked, ticked when all are. */
export function SelectAll() {
  const { t } = useTranslation('form-inputs');
  const id = useId();
  const [ticked, setTicked] = useState<ReadonlySet<Permission>>(new Set());
  const all = ticked.size === permissions.length;
  const toggle = (permission: Permission) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(permission)) next.add(permission);
      return next;
    });
  return (
    <Stack gap="xs" role="group" aria-labelledby={id}>
      <Text id={id} size="sm" fw={600}>
        {t('checkbox.selectAll.group')}
      </Text>
      <Checkbox
        label={t('checkbox.selectAll.parent')}
        checked={all}
        indeterminate={ticked.size > 0 && !all}
        onChange={() => setTicked(all ? new Set() : new Set(permissions))}
      />
      <Stack gap="xs" ps="xl">
        {permissions.map((permission) => (
          <Checkbox
            key={permission}
            label={t(`checkbox.selectAll.${permission}`)}
            checked={ticked.has(permission)}
            onChange={() => toggle(permission)}
          />
        ))}
      </Stack>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('checkbox.selectAll.summary', { count: ticked.size, total: permissions.length })}
      </Text>
    </Stack>
  );
}

/** A group that needs at least one choice: checked on submit, then on each change. */
export function ChannelsForm() {
  const { t } = useTranslation('form-inputs');
  const form = useZodForm(channelsSchema, { initialValues: { channels: [] } });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ channels: chosen }) => {
        const names = channels
          .filter((channel) => chosen.includes(channel))
          .map((channel) => t(`checkbox.group.${channel}`));
        toast.success(t('checkbox.group.saved', { channels: names.join(', ') }));
      })}
    >
      <Checkbox.Group
        label={t('checkbox.group.label')}
        description={t('checkbox.group.hint')}
        withAsterisk
        {...form.getInputProps('channels')}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {channels.map((channel) => (
            <Checkbox key={channel} value={channel} label={t(`checkbox.group.${channel}`)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Group mt="md">
        <Button type="submit">{t('checkbox.group.submit')}</Button>
      </Group>
    </form>
  );
}

const extras = [
  { id: 'insurance', cents: 1990 },
  { id: 'express', cents: 2490 },
  { id: 'gift', cents: 890 },
] as const;
type Extra = (typeof extras)[number]['id'];

/** Cards that tick as a whole: extras for an order, their total below. */
export function ExtrasCards() {
  const { t } = useTranslation('form-inputs');
  const format = useFormat();
  const id = useId();
  const [chosen, setChosen] = useState<Extra[]>(['express']);
  const total = extras
    .filter((extra) => chosen.includes(extra.id))
    .reduce((sum, extra) => sum + extra.cents, 0);
  return (
    <Stack gap="sm">
      <Checkbox.Group label={t('checkbox.cards.label')} value={chosen} onChange={setChosen}>
        <Stack gap="xs" mt="xs">
          {extras.map((extra) => (
            <Checkbox.Card
              key={extra.id}
              value={extra.id}
              radius="md"
              p="sm"
              aria-labelledby={`${id}-${extra.id}`}
              aria-describedby={`${id}-${extra.id}-price ${id}-${extra.id}-text`}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Checkbox.Indicator mt={2} />
                <Stack gap={2} miw={0} style={{ flex: 1 }}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={600} size="sm" id={`${id}-${extra.id}`}>
                      {t(`checkbox.cards.${extra.id}`)}
                    </Text>
                    <Text size="sm" id={`${id}-${extra.id}-price`}>
                      {format.currency(extra.cents / 100)}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" id={`${id}-${extra.id}-text`}>
                    {t(`checkbox.cards.${extra.id}Hint`)}
                  </Text>
                </Stack>
              </Group>
            </Checkbox.Card>
          ))}
        </Stack>
      </Checkbox.Group>
      <Text size="sm" aria-live="polite">
        {t('checkbox.cards.total', { total: format.currency(total / 100) })}
      </Text>
    </Stack>
  );
}
