import { Badge, Button, Group, Indicator, Stack, Text, ThemeIcon } from '@mantine/core';
import { Bell, Check, Clock, Inbox, Package, Truck, X } from 'lucide-react';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { brandGradient, filledColors, lightColors, sizes } from '../variants';

export const namespaces = ['components-basic'] as const;

const variants = ['filled', 'light', 'outline', 'dot', 'default', 'transparent'] as const;
const unreadAtStart = 5;

/** A bell with its unread count; reading one takes it down, until none is left. */
function Counts() {
  const { t } = useTranslation('components-basic');
  const [unread, setUnread] = useState(unreadAtStart);
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<Inbox size={16} aria-hidden="true" />}
          rightSection={
            <Badge size="sm" circle>
              12
            </Badge>
          }
        >
          {t('badges.counts.inbox')}
        </Button>
        <Button
          variant="light"
          leftSection={<Package size={16} aria-hidden="true" />}
          rightSection={
            <Badge size="sm" color="red.9" circle>
              3
            </Badge>
          }
        >
          {t('badges.counts.orders')}
        </Button>
      </Group>
      <Group gap="md">
        <Indicator
          label={unread}
          size={18}
          color="red.9"
          disabled={unread === 0}
          offset={4}
          aria-hidden="true"
        >
          <ThemeIcon variant="default" size="lg">
            <Bell size={18} />
          </ThemeIcon>
        </Indicator>
        <Text size="sm" role="status">
          {unread === 0 ? t('badges.counts.bellNone') : t('badges.counts.bell', { count: unread })}
        </Text>
      </Group>
      <Group gap="sm">
        <Button size="xs" disabled={unread === 0} onClick={() => setUnread((n) => n - 1)}>
          {t('badges.counts.read')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setUnread(unreadAtStart)}>
          {t('badges.counts.reset')}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/components/badges`: variants, colours, sizes, with icons, with counts. */
export default function BadgesPage() {
  const { t } = useTranslation('components-basic');
  return (
    <CardGrid>
      <TitledCard title={t('badges.variants.title')} text={t('badges.variants.text')}>
        <Group gap="sm">
          {variants.map((variant) => (
            <Badge key={variant} variant={variant}>
              {t(`common.variants.${variant}`)}
            </Badge>
          ))}
          <Badge variant="gradient" gradient={brandGradient}>
            {t('common.variants.gradient')}
          </Badge>
        </Group>
      </TitledCard>

      <TitledCard title={t('badges.colors.title')} text={t('badges.colors.text')}>
        <Stack gap="sm">
          <Group gap="sm">
            {filledColors.map(({ name, color }) => (
              <Badge key={name} color={color}>
                {t(`common.colors.${name}`)}
              </Badge>
            ))}
          </Group>
          <Group gap="sm">
            {lightColors.map((color) => (
              <Badge key={color} color={color} variant="light">
                {t(`common.colors.${color}`)}
              </Badge>
            ))}
          </Group>
        </Stack>
      </TitledCard>

      <TitledCard title={t('badges.sizes.title')} text={t('badges.sizes.text')}>
        <Group gap="sm" align="center">
          {sizes.map((size) => (
            <Badge key={size} size={size}>
              {t('common.size', { size })}
            </Badge>
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('badges.icons.title')} text={t('badges.icons.text')}>
        <Group gap="sm">
          <Badge color="teal" variant="light" leftSection={<Check size={12} aria-hidden="true" />}>
            {t('badges.icons.paid')}
          </Badge>
          <Badge variant="light" leftSection={<Truck size={12} aria-hidden="true" />}>
            {t('badges.icons.shipped')}
          </Badge>
          <Badge
            color="orange"
            variant="light"
            rightSection={<Clock size={12} aria-hidden="true" />}
          >
            {t('badges.icons.late')}
          </Badge>
          <Badge color="red.9" leftSection={<X size={12} aria-hidden="true" />}>
            {t('badges.icons.cancelled')}
          </Badge>
        </Group>
      </TitledCard>

      <TitledCard title={t('badges.counts.title')} text={t('badges.counts.text')}>
        <Counts />
      </TitledCard>
    </CardGrid>
  );
}
