import { ActionIcon, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  ArrowLeft,
  ArrowRight,
  CircleCheck,
  CircleX,
  Info,
  Package,
  Pencil,
  Save,
  Send,
  Trash,
  TriangleAlert,
  Truck,
} from 'lucide-react';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';

const statuses = [
  { key: 'placed', color: 'mirante', Icon: Package },
  { key: 'paid', color: 'teal', Icon: CircleCheck },
  { key: 'late', color: 'yellow', Icon: TriangleAlert },
  { key: 'cancelled', color: 'red', Icon: CircleX },
  { key: 'note', color: 'cyan', Icon: Info },
] as const;

const sizes = [16, 24, 32, 48] as const;

/** Icons as the kit draws them: in buttons, in colours, at sizes, and along the reading direction. */
export function IconUsageCards() {
  const { t } = useTranslation('showcase-style');
  return (
    <>
      <TitledCard title={t('icons.buttons.title')} text={t('icons.buttons.text')}>
        <Group gap="sm">
          <Button leftSection={<Save size={16} aria-hidden="true" />}>
            {t('icons.buttons.save')}
          </Button>
          <Button variant="light" color="red" leftSection={<Trash size={16} aria-hidden="true" />}>
            {t('icons.buttons.delete')}
          </Button>
          <Button disabled leftSection={<Send size={16} aria-hidden="true" />}>
            {t('icons.buttons.send')}
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={t('icons.buttons.edit')}>
            <Pencil size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </TitledCard>

      <TitledCard title={t('icons.colors.title')} text={t('icons.colors.text')}>
        <Stack gap="xs">
          {statuses.map(({ key, color, Icon }) => (
            <Group key={key} gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color={color} size="lg" radius="md">
                <Icon size={18} aria-hidden="true" />
              </ThemeIcon>
              <Text size="sm">{t(`icons.colors.${key}`)}</Text>
            </Group>
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('icons.sizes.title')} text={t('icons.sizes.text')}>
        <Group gap="lg" align="end">
          {sizes.map((size) => (
            <Stack key={size} gap={4} align="center">
              <Truck size={size} aria-hidden="true" />
              <Text size="xs" c="dimmed">
                {t('icons.sizeValue', { size })}
              </Text>
            </Stack>
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('icons.direction.title')} text={t('icons.direction.text')}>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<ArrowLeft size={16} aria-hidden="true" className="mirror-rtl" />}
          >
            {t('icons.direction.back')}
          </Button>
          <Button rightSection={<ArrowRight size={16} aria-hidden="true" className="mirror-rtl" />}>
            {t('icons.direction.next')}
          </Button>
        </Group>
      </TitledCard>
    </>
  );
}
