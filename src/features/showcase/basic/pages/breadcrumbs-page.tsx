import { Anchor, Box, Breadcrumbs, Button, Group, Stack, Text } from '@mantine/core';
import { ChevronRight, Home, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import classes from '../basic.module.css';

export const namespaces = ['components-basic'] as const;

const steps = ['home', 'store', 'electronics', 'headphones', 'product'] as const;

/** A trail in a `nav` named `label`: every step a link but the last, the current page. */
function Trail({
  label,
  items,
  separator,
  onPick,
}: {
  label: string;
  items: readonly ReactNode[];
  separator?: ReactNode;
  onPick?: (index: number) => void;
}) {
  return (
    <Box component="nav" aria-label={label}>
      <Breadcrumbs separator={separator} separatorMargin="xs" style={{ flexWrap: 'wrap' }}>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <Text key={index} size="sm" fw={600} aria-current="page">
              {item}
            </Text>
          ) : onPick ? (
            <Anchor
              key={index}
              component="button"
              type="button"
              size="sm"
              onClick={() => onPick(index)}
            >
              {item}
            </Anchor>
          ) : (
            <Anchor key={index} href="#main-content" size="sm">
              {item}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </Box>
  );
}

/** `/components/breadcrumbs`: a trail that navigates, separators, steps with icons. */
export default function BreadcrumbsPage() {
  const { t } = useTranslation('components-basic');
  const [depth, setDepth] = useState<number>(steps.length);
  const shown = steps.slice(0, depth).map((step) => t(`breadcrumbs.steps.${step}`));
  const sample = steps.slice(0, 4).map((step) => t(`breadcrumbs.steps.${step}`));
  const chevron = <ChevronRight size={14} aria-hidden="true" className={classes.forward} />;
  const withIcon = (Icon: typeof Home, text: string) => (
    <Group component="span" gap={4} wrap="nowrap">
      <Icon size={14} aria-hidden="true" />
      {text}
    </Group>
  );
  return (
    <CardGrid>
      <TitledCard title={t('breadcrumbs.trail.title')} text={t('breadcrumbs.trail.text')}>
        <Stack gap="sm">
          <Trail
            label={t('breadcrumbs.trail.label')}
            items={shown}
            separator={chevron}
            onPick={(index) => setDepth(index + 1)}
          />
          <Text size="sm" c="dimmed" role="status">
            {t('breadcrumbs.trail.here', { page: shown[shown.length - 1] })}
          </Text>
          {depth < steps.length && (
            <Button
              variant="default"
              size="xs"
              onClick={() => setDepth(steps.length)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('breadcrumbs.trail.reset')}
            </Button>
          )}
        </Stack>
      </TitledCard>

      <TitledCard title={t('breadcrumbs.separators.title')} text={t('breadcrumbs.separators.text')}>
        <Stack gap="md">
          <Trail label={t('breadcrumbs.separators.slash')} items={sample} />
          <Trail label={t('breadcrumbs.separators.chevron')} items={sample} separator={chevron} />
          <Trail label={t('breadcrumbs.separators.dot')} items={sample} separator="·" />
        </Stack>
      </TitledCard>

      <TitledCard title={t('breadcrumbs.icons.title')} text={t('breadcrumbs.icons.text')}>
        <Trail
          label={t('breadcrumbs.icons.label')}
          separator={chevron}
          items={[
            withIcon(Home, t('breadcrumbs.steps.home')),
            withIcon(Settings, t('breadcrumbs.icons.settings')),
            withIcon(UserRound, t('breadcrumbs.icons.account')),
            withIcon(ShieldCheck, t('breadcrumbs.icons.security')),
          ]}
        />
      </TitledCard>
    </CardGrid>
  );
}
