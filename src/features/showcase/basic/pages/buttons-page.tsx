import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { ArrowRight, Copy, Download, Pencil, Printer, Share2, Trash2, Archive } from 'lucide-react';
import { useId, useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import classes from '../basic.module.css';
import { IssueButton } from '../components/issue-button';
import { brandGradient, filledColors, sizes } from '../variants';

export const namespaces = ['components-basic'] as const;

const variants = ['filled', 'light', 'outline', 'subtle', 'default', 'transparent'] as const;
const periods = ['day', 'week', 'month'] as const;
type Period = (typeof periods)[number];

/** Three buttons joined into one control; the chosen period is pressed. */
function PeriodGroup() {
  const { t } = useTranslation('components-basic');
  const [period, setPeriod] = useState<Period>('week');
  return (
    <Stack gap="sm">
      <Button.Group aria-label={t('buttons.groups.label')}>
        {periods.map((value) => (
          <Button
            key={value}
            variant={value === period ? 'filled' : 'default'}
            aria-pressed={value === period}
            onClick={() => setPeriod(value)}
          >
            {t(`buttons.groups.${value}`)}
          </Button>
        ))}
      </Button.Group>
      <Text size="sm" role="status">
        {t('buttons.groups.chosen', { period: t(`buttons.groups.${period}`).toLowerCase() })}
      </Text>
      <Button.Group aria-label={t('buttons.groups.actions')}>
        <Button variant="default" size="xs" leftSection={<Printer size={14} aria-hidden="true" />}>
          {t('buttons.groups.print')}
        </Button>
        <Button variant="default" size="xs" leftSection={<Copy size={14} aria-hidden="true" />}>
          {t('buttons.groups.copy')}
        </Button>
        <Button variant="default" size="xs" leftSection={<Archive size={14} aria-hidden="true" />}>
          {t('buttons.groups.archive')}
        </Button>
      </Button.Group>
    </Stack>
  );
}

/** `/components/buttons`: variants, colours, sizes, icons, states with loading, groups. */
export default function ButtonsPage() {
  const { t } = useTranslation('components-basic');
  const hintId = useId();
  return (
    <CardGrid>
      <TitledCard title={t('buttons.variants.title')} text={t('buttons.variants.text')}>
        <Group gap="sm">
          {variants.map((variant) => (
            <Button key={variant} variant={variant}>
              {t(`common.variants.${variant}`)}
            </Button>
          ))}
          <Button variant="gradient" gradient={brandGradient}>
            {t('common.variants.gradient')}
          </Button>
        </Group>
      </TitledCard>

      <TitledCard title={t('buttons.colors.title')} text={t('buttons.colors.text')}>
        <Group gap="sm">
          {filledColors.map(({ name, color }) => (
            <Button key={name} color={color}>
              {t(`common.colors.${name}`)}
            </Button>
          ))}
        </Group>
      </TitledCard>

      <TitledCard title={t('buttons.sizes.title')} text={t('buttons.sizes.text')}>
        <Stack gap="sm">
          <Group gap="sm" align="center">
            {sizes.map((size) => (
              <Button key={size} size={size}>
                {t('common.size', { size })}
              </Button>
            ))}
          </Group>
          <Group gap="sm" align="center">
            {sizes.map((size) => (
              <Button key={size} size={`compact-${size}`} variant="light">
                {t('buttons.sizes.compact', { size })}
              </Button>
            ))}
          </Group>
        </Stack>
      </TitledCard>

      <TitledCard title={t('buttons.icons.title')} text={t('buttons.icons.text')}>
        <Group gap="sm">
          <Button leftSection={<Download size={16} aria-hidden="true" />}>
            {t('buttons.icons.download')}
          </Button>
          <Button
            variant="light"
            rightSection={<ArrowRight size={16} aria-hidden="true" className={classes.forward} />}
          >
            {t('buttons.icons.next')}
          </Button>
          <ActionIcon variant="filled" size="lg" aria-label={t('buttons.icons.edit')}>
            <Pencil size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="light" size="lg" aria-label={t('buttons.icons.share')}>
            <Share2 size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="outline"
            color="red"
            size="lg"
            aria-label={t('buttons.icons.remove')}
          >
            <Trash2 size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </TitledCard>

      <TitledCard title={t('buttons.states.title')} text={t('buttons.states.text')}>
        <Stack gap="md">
          <div>
            <Button disabled aria-describedby={hintId}>
              {t('buttons.states.disabled')}
            </Button>
            <Text id={hintId} size="xs" c="dimmed" mt={4}>
              {t('buttons.states.disabledHint')}
            </Text>
          </div>
          <IssueButton />
          <Button fullWidth variant="light">
            {t('buttons.states.full')}
          </Button>
        </Stack>
      </TitledCard>

      <TitledCard title={t('buttons.groups.title')} text={t('buttons.groups.text')}>
        <PeriodGroup />
      </TitledCard>
    </CardGrid>
  );
}
