import { Accordion, Group, Radio, Stack } from '@mantine/core';
import { CreditCard, Package, Truck } from 'lucide-react';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';

export const namespaces = ['components-basic'] as const;

const questions = ['delivery', 'exchange', 'payment'] as const;
const variants = ['default', 'contained', 'filled', 'separated'] as const;
type Variant = (typeof variants)[number];
const isVariant = (value: string): value is Variant => variants.some((v) => v === value);

const orderSections = [
  { id: 'items', Icon: Package },
  { id: 'shipping', Icon: Truck },
  { id: 'payment', Icon: CreditCard },
] as const;

/** The store's FAQ as an accordion: its items, each a question that opens its answer. */
function Questions({ variant }: { variant?: Variant }) {
  const { t } = useTranslation('components-basic');
  return (
    <Accordion variant={variant} defaultValue="delivery">
      {questions.map((id) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Control>{t(`accordion.questions.${id}.question`)}</Accordion.Control>
          <Accordion.Panel>{t(`accordion.questions.${id}.answer`)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** `/components/accordion`: one open at a time, its variants, several open, options. */
export default function AccordionPage() {
  const { t } = useTranslation('components-basic');
  const [variant, setVariant] = useState<Variant>('contained');
  return (
    <CardGrid>
      <TitledCard title={t('accordion.faq.title')} text={t('accordion.faq.text')}>
        <Questions />
      </TitledCard>

      <TitledCard title={t('accordion.variants.title')} text={t('accordion.variants.text')}>
        <Stack gap="md">
          <Radio.Group
            label={t('accordion.variants.label')}
            value={variant}
            onChange={(value) => isVariant(value) && setVariant(value)}
          >
            <Group gap="md" mt="xs">
              {variants.map((value) => (
                <Radio key={value} value={value} label={t(`accordion.variants.${value}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Questions variant={variant} />
        </Stack>
      </TitledCard>

      <TitledCard title={t('accordion.multiple.title')} text={t('accordion.multiple.text')}>
        <Accordion multiple defaultValue={['shipping']} variant="separated">
          {orderSections.map(({ id, Icon }) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control
                icon={<Icon size={18} aria-hidden="true" color="var(--mantine-primary-color-6)" />}
              >
                {t(`accordion.multiple.${id}.title`)}
              </Accordion.Control>
              <Accordion.Panel>{t(`accordion.multiple.${id}.body`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </TitledCard>

      <TitledCard title={t('accordion.options.title')} text={t('accordion.options.text')}>
        <Accordion chevronPosition="left" variant="contained">
          {(['profile', 'addresses', 'cards'] as const).map((id) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Control disabled={id === 'cards'}>
                {t(`accordion.options.${id}.title`)}
              </Accordion.Control>
              <Accordion.Panel>{t(`accordion.options.${id}.body`)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </TitledCard>
    </CardGrid>
  );
}
