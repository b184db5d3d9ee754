import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { brazilianStateNames } from '@/lib/brazilian-states';
import { useTranslation } from '@/lib/i18n-react';
import type { WizardOutput, WizardStep } from '../../types/wizard';
import classes from './wizard.module.css';

interface WizardSummaryProps {
  steps: readonly WizardStep[];
  values: WizardOutput;
  onRestart: () => void;
}

/**
 * What the wizard submitted, step by step (the password never shown); it takes the focus
 * when it appears, so a screen reader hears that the steps are done.
 */
export function WizardSummary({ steps, values, onRestart }: WizardSummaryProps) {
  const { t } = useTranslation('forms');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const { account, personal, address, social } = values;
  const rows: Record<WizardStep, [label: string, value: string][]> = {
    account: [
      [t('wizard.fields.username'), account.username],
      [t('wizard.fields.email'), account.email],
      [t('wizard.summary.password'), t('wizard.summary.passwordHidden')],
    ],
    personal: [
      [t('wizard.summary.name'), `${personal.firstName} ${personal.lastName}`],
      [t('wizard.fields.phone'), personal.phone],
      [t('wizard.fields.jobTitle'), personal.jobTitle],
    ],
    address: [
      [
        t('address.street'),
        [address.street, address.number, address.complement].filter(Boolean).join(', '),
      ],
      [t('address.district'), address.district],
      [
        t('address.city'),
        t('wizard.summary.cityState', {
          city: address.city,
          state: brazilianStateNames[address.state],
        }),
      ],
      [t('address.cep'), address.cep],
    ],
    social: [
      [t('wizard.fields.instagram'), social.instagram],
      [t('wizard.fields.linkedin'), social.linkedin],
      [t('wizard.fields.website'), social.website],
    ],
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={3} size="h4" ref={heading} tabIndex={-1} className={classes.summaryTitle}>
          {t('wizard.summary.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('wizard.summary.text')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {steps.map((step) => (
          <section key={step} className={classes.summarySection}>
            <Title order={4} size="h6" mb="xs">
              {t(`wizard.steps.${step}`)}
            </Title>
            <dl className={classes.pairs}>
              {rows[step].map(([label, value]) => (
                <div key={label} className={classes.pair}>
                  <dt>{label}</dt>
                  <dd {...bidiText()}>{value || t('wizard.summary.empty')}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </SimpleGrid>
      <Group>
        <Button
          variant="light"
          leftSection={<RotateCcw size={16} aria-hidden="true" />}
          onClick={onRestart}
        >
          {t('wizard.actions.restart')}
        </Button>
      </Group>
    </Stack>
  );
}
