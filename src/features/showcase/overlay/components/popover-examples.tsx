import {
  Avatar,
  Button,
  Group,
  Popover,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { renameSchema } from '../types';
import { PlacementGrid } from './placement-grid';

export function PopoverPlacements() {
  const { t } = useTranslation('components-overlay');
  return (
    <PlacementGrid centre={t('popovers.placements.centre')}>
      {(placement) => (
        <Popover position={placement} withArrow shadow="md" width={220}>
          <Popover.Target>
            <Button variant="light" size="xs" fullWidth>
              {t(`placements.${placement}`)}
            </Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Text size="sm">
              {t('popovers.placements.body', { place: t(`placements.${placement}`) })}
            </Text>
          </Popover.Dropdown>
        </Popover>
      )}
    </PlacementGrid>
  );
}

/** A small form in a popover: focus moves into it and stays there until it closes. */
export function RenamePopover() {
  const { t } = useTranslation('components-overlay');
  const [name, setName] = useState(() => t('popovers.form.initial'));
  const [opened, { close, toggle }] = useDisclosure(false);
  const form = useZodForm(renameSchema, { initialValues: { name } });
  const cancel = () => {
    form.reset({ name });
    close();
  };
  return (
    <Group gap="sm">
      <Text fw={500}>{name}</Text>
      <Popover
        opened={opened}
        onChange={(next) => (next ? undefined : cancel())}
        trapFocus
        withArrow
        shadow="md"
        width={280}
        position="bottom-start"
      >
        <Popover.Target>
          <Button
            variant="light"
            size="xs"
            leftSection={<Pencil size={14} aria-hidden="true" />}
            onClick={toggle}
          >
            {t('popovers.form.open')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <form
            noValidate
            onSubmit={form.onSubmit((values) => {
              setName(values.name);
              form.reset(values);
              close();
              toast.success(t('popovers.form.saved', { name: values.name }));
            })}
          >
            <Stack gap="xs">
              <TextInput
                label={t('popovers.form.label')}
                data-autofocus
                {...form.getInputProps('name')}
              />
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="xs" onClick={cancel}>
                  {t('actions.cancel')}
                </Button>
                <Button type="submit" size="xs">
                  {t('actions.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

/** A person's card, shown while the pointer is over their name or the name has the focus. */
export function ProfilePopover() {
  const { t } = useTranslation('components-overlay');
  const [opened, { open, close }] = useDisclosure(false);
  const cardId = useId();
  const name = t('popovers.hover.name');
  return (
    <Text size="sm">
      {t('popovers.hover.before')}{' '}
      <Popover opened={opened} position="top" withArrow shadow="md" width={260}>
        <Popover.Target>
          <UnstyledButton
            onMouseEnter={open}
            onMouseLeave={close}
            onFocus={open}
            onBlur={close}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
            c="var(--mantine-color-anchor)"
            td="underline"
            fz="sm"
            aria-describedby={opened ? cardId : undefined}
          >
            {name}
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown id={cardId} style={{ pointerEvents: 'none' }}>
          <Group gap="sm" wrap="nowrap">
            <Avatar color="mirante" radius="xl" name={name} />
            <div>
              <Text fw={600} size="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('popovers.hover.role')}
              </Text>
              <Group gap={4} mt={4}>
                <MapPin size={12} aria-hidden="true" />
                <Text size="xs">{t('popovers.hover.place')}</Text>
              </Group>
            </div>
          </Group>
        </Popover.Dropdown>
      </Popover>{' '}
      {t('popovers.hover.after')}
    </Text>
  );
}

/** Asks before removing: the question beside the button, not a whole modal. */
export function ConfirmPopover() {
  const { t } = useTranslation('components-overlay');
  const [opened, { close, toggle }] = useDisclosure(false);
  const item = t('popovers.confirm.item');
  return (
    <Popover opened={opened} onChange={(next) => !next && close()} withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<Trash2 size={16} color="var(--mantine-color-error)" aria-hidden="true" />}
          onClick={toggle}
        >
          {t('popovers.confirm.open', { item })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" mb="xs">
          {t('popovers.confirm.question', { item })}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={close}>
            {t('popovers.confirm.keep')}
          </Button>
          <Button
            size="xs"
            color="red.9"
            onClick={() => {
              close();
              toast.success(t('popovers.confirm.removed', { item }));
            }}
          >
            {t('popovers.confirm.remove')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
