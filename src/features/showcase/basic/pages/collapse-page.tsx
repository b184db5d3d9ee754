import { Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { ChevronDown, ChevronUp, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';

export const namespaces = ['components-basic'] as const;

/** A button that opens and closes its panel, saying so with `aria-expanded`. */
function useToggle(initial = false) {
  const [open, setOpen] = useState(initial);
  const id = useId();
  return {
    open,
    setOpen,
    button: { 'aria-expanded': open, 'aria-controls': id, onClick: () => setOpen(!open) },
    panel: { id, expanded: open },
  };
}

function DeliveryDetails() {
  const { t } = useTranslation('components-basic');
  const toggle = useToggle();
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        variant="light"
        leftSection={<Truck size={16} aria-hidden="true" />}
        rightSection={
          toggle.open ? (
            <ChevronUp size={16} aria-hidden="true" />
          ) : (
            <ChevronDown size={16} aria-hidden="true" />
          )
        }
        {...toggle.button}
      >
        {toggle.open ? t('collapse.basic.hide') : t('collapse.basic.show')}
      </Button>
      <Collapse {...toggle.panel}>
        <Text size="sm">{t('collapse.basic.body')}</Text>
      </Collapse>
    </Stack>
  );
}

function ReadMore() {
  const { t } = useTranslation('components-basic');
  const toggle = useToggle();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('collapse.more.intro')}</Text>
      <Collapse {...toggle.panel}>
        <Text size="sm">{t('collapse.more.rest')}</Text>
      </Collapse>
      <Button variant="subtle" size="compact-sm" px={0} {...toggle.button}>
        {toggle.open ? t('collapse.more.hide') : t('collapse.more.show')}
      </Button>
    </Stack>
  );
}

function Speeds() {
  const { t } = useTranslation('components-basic');
  const slow = useToggle();
  const fast = useToggle();
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button variant="default" {...slow.button}>
          {t('collapse.slow.slowButton')}
        </Button>
        <Button variant="default" {...fast.button}>
          {t('collapse.slow.fastButton')}
        </Button>
      </Group>
      <Collapse {...slow.panel} transitionDuration={900} transitionTimingFunction="linear">
        <Text size="sm">{t('collapse.slow.body')}</Text>
      </Collapse>
      <Collapse {...fast.panel} transitionDuration={120}>
        <Text size="sm">{t('collapse.slow.body')}</Text>
      </Collapse>
    </Stack>
  );
}

/** `/components/collapse`: a panel shown and hidden, a "read more", two animation speeds. */
export default function CollapsePage() {
  const { t } = useTranslation('components-basic');
  return (
    <CardGrid>
      <TitledCard title={t('collapse.basic.title')} text={t('collapse.basic.text')}>
        <DeliveryDetails />
      </TitledCard>
      <TitledCard title={t('collapse.more.title')} text={t('collapse.more.text')}>
        <ReadMore />
      </TitledCard>
      <TitledCard title={t('collapse.slow.title')} text={t('collapse.slow.text')}>
        <Speeds />
      </TitledCard>
    </CardGrid>
  );
}
